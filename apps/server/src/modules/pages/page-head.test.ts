import { describe, expect, it } from 'vitest';
import { withPageHead } from './page-head.js';

describe('withPageHead', () => {
  it('replaces the generic title and description, and no text from the catalogue can leave its tag', () => {
    const html = withPageHead(
      '<head><meta name="description" content="Generic" /><title>MakerBazaar</title></head>',
      {
        title: 'Bad "board" </title><script>alert(1)</script>',
        description: "It's <b>great</b> & cheap",
        canonicalPath: '/product/bad-board',
        kind: 'product',
        structuredData: [{ name: '</script><script>alert(2)</script>' }],
      },
      'https://makerbazaar.in',
    );
    expect(html).not.toContain('Generic');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>Bad &quot;board&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="It&#39;s &lt;b&gt;great&lt;/b&gt; &amp; cheap"');
    expect(html).toContain('<link rel="canonical" href="https://makerbazaar.in/product/bad-board" />');
    const json = html.match(/<script type="application\/ld\+json">([^<]*)<\/script>/)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(2)</script>' });
  });
});
