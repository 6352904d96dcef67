// Lighthouse (mobile preset) against a running shop, with Debian's Chromium. Prints performance and
// accessibility scores per page.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export function lighthouse(baseUrl: string, paths: string[]) {
  return paths.map((p) => {
    const out = path.join(tmpdir(), `mb-lh-${p.replace(/\W+/g, '_')}.json`);
    execFileSync(
      'npx',
      [
        'lighthouse',
        `${baseUrl}${p}`,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
      ],
      { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    const report = JSON.parse(readFileSync(out, 'utf8'));
    rmSync(out, { force: true });
    const score = (key: string) => Math.round((report.categories[key]?.score ?? 0) * 100);
    return {
      path: p,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    };
  });
}
