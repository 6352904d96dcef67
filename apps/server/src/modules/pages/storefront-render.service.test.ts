import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { createTestApp, TEST_CONFIG, type TestContext } from '../../testing/test-app.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/** A served page as a browser, a search engine and a link preview read it. */
interface ServedPage {
  status: number;
  /** `<html lang>`: what screen readers and fonts go by. */
  lang: string | undefined;
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  structuredData: Record<string, unknown>[];
  /** The text of `#root` as the server rendered it (tags removed). */
  rootText: string;
  /** The answers the page carries for the browser to start from. */
  answers: { queryKey: unknown[] }[] | undefined;
  inlineScripts: string[];
  csp: string;
}

/** The whole storefront, built as for production, rendering its pages on a fresh sample database. */
describe('pages rendered on the server', () => {
  let context: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'mb-web-build-'));
    await promisify(execFile)('node', [path.join(repoRoot, 'apps/web/scripts/build.mjs'), webDist], {
      cwd: repoRoot,
      timeout: 180_000,
    });
    context = await createTestApp({ config: { webDist } });
  }, 240_000);
  afterAll(async () => {
    await context?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  async function served(url: string, headers: Record<string, string> = {}): Promise<ServedPage> {
    const res = await context.app.inject({ method: 'GET', url, headers });
    const body = res.body;
    const attribute = (pattern: RegExp) => body.match(pattern)?.[1];
    const root = body.match(/<div id="root">([\s\S]*)<\/div><script id="mb-server-state"/)?.[1] ?? '';
    const state = attribute(/<script id="mb-server-state" type="application\/json">([^<]*)<\/script>/);
    return {
      status: res.statusCode,
      lang: attribute(/<html lang="([^"]*)">/),
      title: attribute(/<title>([^<]*)<\/title>/),
      description: attribute(/<meta name="description" content="([^"]*)"/),
      canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
      structuredData: [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
      ),
      rootText: root
        .replace(/<[^>]*>/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' '),
      answers: state ? (JSON.parse(state) as { queries: { queryKey: unknown[] }[] }).queries : undefined,
      inlineScripts: [...body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? ''),
      csp: String(res.headers['content-security-policy']),
    };
  }

  it('renders each public page with its data, its own head and status', async () => {
    const pages: { url: string; title: string; shows: string[]; canonical?: string }[] = [
      { url: '/', title: 'MakerBazaar — Electronics for makers in India', shows: ['All Products', 'Arduino Uno R3'] },
      { url: '/categories', title: 'All Categories — MakerBazaar', shows: ['Sensors'] },
      {
        url: '/category/sensors',
        title: 'Sensors — buy online in India — MakerBazaar',
        shows: ['HC-SR04 Ultrasonic Distance Sensor'],
      },
      {
        url: '/product/arduino-uno-r3',
        title: 'Arduino Uno R3 — ₹2,350 — MakerBazaar',
        shows: ['Arduino Uno R3', '₹2,350'],
      },
      {
        url: '/search?q=ultrasonic',
        title: '“ultrasonic” — search results — MakerBazaar',
        shows: ['HC-SR04 Ultrasonic Distance Sensor'],
      },
      { url: '/courses', title: 'Courses — MakerBazaar', shows: ['Arduino from Zero'] },
      {
        url: '/courses/arduino-from-zero',
        title: 'Arduino from Zero: Circuits, Code and Your First Projects — course — MakerBazaar',
        shows: ['Arduino from Zero: Circuits, Code and Your First Projects'],
      },
      { url: '/projects', title: 'DIY Projects — MakerBazaar', shows: ['ESP32 Weather Station with BME280 and OLED'] },
      { url: '/projects/iot-projects', title: 'IoT Projects — MakerBazaar', shows: ['IoT Projects'] },
      {
        url: '/projects/esp32-bme280-weather-station',
        title: 'ESP32 Weather Station with BME280 and OLED — MakerBazaar',
        shows: ['ESP32 Weather Station with BME280 and OLED'],
      },
      { url: '/help', title: 'Help — MakerBazaar', shows: ['Frequently asked questions'] },
      { url: '/about', title: 'About us — MakerBazaar', shows: ['About'] },
    ];
    const descriptions = new Set<string>();
    for (const { url, title, shows } of pages) {
      const page = await served(url);
      expect(page.status, url).toBe(200);
      expect(page.title, url).toBe(title);
      expect(page.description, url).toBeTruthy();
      descriptions.add(page.description ?? '');
      for (const text of shows) expect(page.rootText, `${url} shows ${text}`).toContain(text);
      expect(page.answers?.length, `${url} carries its answers`).toBeGreaterThan(0);
      expect(page.canonical, url).toBe(`${TEST_CONFIG.publicUrl}${url}`);
    }
    // Pages with something of their own to say say it.
    expect(descriptions.size).toBeGreaterThanOrEqual(8);

    const product = await served('/product/arduino-uno-r3');
    const [offerOf] = product.structuredData.filter((data) => data['@type'] === 'Product');
    expect(offerOf?.offers).toMatchObject({ '@type': 'Offer', priceCurrency: 'INR', price: '2350.00' });
    expect(product.structuredData.map((data) => data['@type'])).toContain('BreadcrumbList');
    // A search is its own page under its words alone; the empty search is kept out of results.
    const filtered = await served('/search?q=%20ultrasonic%20%20sensor&brand=Generic&ordering=price');
    expect(filtered.canonical).toBe(`${TEST_CONFIG.publicUrl}/search?q=ultrasonic%20sensor`);
    expect(filtered.title).toBe('“ultrasonic sensor” — search results — MakerBazaar');
    const empty = await context.app.inject({ method: 'GET', url: '/search' });
    expect(empty.body).toContain('<title>Search — MakerBazaar</title>');
    expect(empty.body).toContain('<meta name="robots" content="noindex" />');
    const category = await served('/category/sensors');
    expect(category.structuredData.map((data) => data['@type'])).toEqual(['BreadcrumbList']);
  });

  it('renders the not-found page, or the missing thing, with status 404', async () => {
    const unknownPath = await served('/no-such-page');
    expect(unknownPath.status).toBe(404);
    expect(unknownPath.rootText).toContain('Oops! Page not found');
    const unknownProduct = await served('/product/no-such-board');
    expect(unknownProduct.status).toBe(404);
    expect(unknownProduct.rootText).toContain('Product Not Found');
  });

  it('sends signed-in visitors the same guest page: nothing personal is rendered on the server', async () => {
    const { customer, auth } = await signUpAndLogIn(context.app, { first_name: 'Priyamvada' });
    const guest = await served('/product/arduino-uno-r3');
    const signedIn = await served('/product/arduino-uno-r3', auth);
    expect(signedIn.status).toBe(200);
    expect(signedIn.rootText).not.toContain(customer.first_name);
    expect(signedIn.rootText).not.toContain(customer.username);
    expect(signedIn.rootText).toBe(guest.rootText);
  });

  it("renders checkout as its frame, the same for everyone: heading, way back and placeholders, never a customer's cart", async () => {
    const guest = await served('/checkout');
    expect(guest.status).toBe(200);
    expect(guest.rootText).toContain('Back to Cart');
    expect(guest.rootText).toContain('Check your details, choose how to pay and place your order.');
    const body = (await context.app.inject({ method: 'GET', url: '/checkout' })).body;
    expect(body).toContain('<meta name="robots" content="noindex" />');
    expect(body).toMatch(/<main id="main"[^>]*>[\s\S]*aria-busy="true"[\s\S]*<\/main>/);
    // The cart, the addresses and the total come from the customer's own requests once the app runs.
    const { customer, auth } = await signUpAndLogIn(context.app, { first_name: 'Priyamvada' });
    const added = await context.app.inject({
      method: 'POST',
      url: '/api/cart/',
      headers: auth,
      payload: { product_id: 1 },
    });
    expect(added.statusCode).toBe(201);
    const inCart = (added.json() as { product: { name: string } }).product.name;
    const signedIn = await served('/checkout', auth);
    expect(signedIn.rootText).toBe(guest.rootText);
    expect(signedIn.rootText).not.toContain(customer.first_name);
    expect(signedIn.rootText).not.toContain(inCart);
  });

  it('shows a change at the next request (the rendered page is kept only while its answers are the same)', async () => {
    expect((await served('/product/arduino-uno-r3')).rootText).toContain('₹2,350');
    await context.database.db.update(products).set({ pricePaise: 199_900 }).where(eq(products.slug, 'arduino-uno-r3'));
    context.app.catalogCache.invalidate();
    const changed = await served('/product/arduino-uno-r3');
    expect(changed.rootText).toContain('₹1,999');
    expect(changed.rootText).not.toContain('₹2,350');
  });

  it('sends a kept page compressed, with an ETag that answers 304 until the page changes', async () => {
    const url = '/product/esp32-development-kit';
    const ask = (headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url, headers });
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('cookie, accept-language, accept-encoding');
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let time = 1; time <= 2; time++) {
        const compressed = await ask({ 'accept-encoding': `${encoding}, deflate` });
        expect(compressed.statusCode).toBe(200);
        expect(compressed.headers['content-encoding']).toBe(encoding);
        expect(compressed.headers.etag).toBe(etag);
        expect(decode(compressed.rawPayload).toString('utf8')).toBe(plain.body);
      }
    }
    expect((await ask({ 'accept-encoding': 'gzip;q=0.5, br' })).headers['content-encoding']).toBe('br');

    const unchanged = await ask({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    // Another language is another page.
    const hindi = await ask({ 'if-none-match': etag, cookie: 'mb-lang=hi' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers.etag).not.toBe(etag);

    await context.database.db
      .update(products)
      .set({ pricePaise: 61_900 })
      .where(eq(products.slug, 'esp32-development-kit'));
    context.app.catalogCache.invalidate();
    const changed = await ask({ 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(changed.rawPayload).toString('utf8')).toContain('₹619');

    // A missing product's page is compressed too, but never "not modified".
    const missing = await context.app.inject({
      method: 'GET',
      url: '/product/no-such-board',
      headers: { 'accept-encoding': 'br' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
    expect(missing.headers.etag).toBeUndefined();
  });

  it("sends the app's code in the build's compressed copies, and plain to a browser that takes neither", async () => {
    const page = (await context.app.inject({ method: 'GET', url: '/' })).body.replaceAll('\\"', '"');
    const firstScript = /"(\/assets\/index-[^"]+\.js)"\];/.exec(page)?.[1] ?? '';
    const onDisk = await readFile(path.join(webDist, firstScript));
    const ask = (encoding: string) =>
      context.app.inject({ method: 'GET', url: firstScript, headers: { 'accept-encoding': encoding } });

    const brotli = await ask('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.equals(await readFile(path.join(webDist, `${firstScript}.br`)))).toBe(true);
    expect(brotliDecompressSync(brotli.rawPayload).equals(onDisk)).toBe(true);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(onDisk)).toBe(true);
    // Made once at the strongest settings, not at the quick ones of compressing every answer.
    expect(brotli.rawPayload.length).toBeLessThan(gzip.rawPayload.length);
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(onDisk)).toBe(true);
  });

  it('sends a small chunk in its compressed copy too, and the copies only for their file', async () => {
    const chunks = await readdir(path.join(webDist, 'assets'));
    const sizes = await Promise.all(
      chunks
        .filter((name) => name.endsWith('.js'))
        .map(async (name) => ({ name, bytes: (await stat(path.join(webDist, 'assets', name))).size })),
    );
    // A few hundred bytes: the server once compressed each such file anew for every request.
    const small = sizes.find(({ bytes }) => bytes < 1024);
    if (!small) throw new Error('the build has no chunk under 1 KB');
    const url = `/assets/${small.name}`;
    const sent = await context.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers['content-encoding']).toBe('br');
    expect(sent.headers['content-type']).toMatch(/javascript/);
    expect(sent.rawPayload.equals(await readFile(path.join(webDist, `${url}.br`)))).toBe(true);

    for (const copy of [`${url}.br`, `${url}.gz`]) {
      expect((await context.app.inject({ method: 'GET', url: copy })).statusCode, copy).toBe(404);
    }
  });

  it("renders a page in the visitor's language, the one the language switch remembers in a cookie", async () => {
    const devanagari = /[\u0900-\u097F]/;
    // The language switch names each language in its own script on every page.
    const interfaceText = (page: ServedPage) => page.rootText.replace('English हिन्दी తెలుగు தமிழ்', '');
    const english = await served('/product/arduino-uno-r3');
    expect(english.lang).toBe('en-IN');
    const hindi = await served('/product/arduino-uno-r3', { cookie: 'mb-lang=hi' });
    expect(hindi.lang).toBe('hi-IN');
    expect(interfaceText(hindi)).toMatch(devanagari);
    expect(hindi.rootText).not.toContain('Free shipping on orders above');
    // The product itself stays as the shop wrote it.
    expect(hindi.rootText).toContain('Arduino Uno R3');
    expect(hindi.answers?.map((answer) => answer.queryKey)).toEqual(english.answers?.map((answer) => answer.queryKey));
    const tamil = await served('/product/arduino-uno-r3', { cookie: 'mb-lang=ta' });
    expect(tamil.lang).toBe('ta-IN');
    expect(interfaceText(tamil)).toMatch(/[\u0B80-\u0BFF]/);
    // The tab title is in the reader's language too, on pages the server renders and on the rest.
    expect(hindi.title).toMatch(/^Arduino Uno R3 — ₹[\d,]+ — MakerBazaar$/);
    expect((await served('/courses', { cookie: 'mb-lang=hi' })).title).toMatch(/^[\u0900-\u097F ]+ — MakerBazaar$/);
    expect((await served('/category/sensors', { cookie: 'mb-lang=hi' })).title).toMatch(devanagari);
    expect((await served('/login', { cookie: 'mb-lang=ta' })).title).toMatch(/^[\u0B80-\u0BFF ]+ — MakerBazaar$/);
    expect(english.title).toBe(hindi.title);
    // Each language is a page of its own in the cache: English visitors still get English.
    const englishAgain = await served('/product/arduino-uno-r3');
    expect(englishAgain.rootText).toBe(english.rootText);
    expect(interfaceText(englishAgain)).not.toMatch(devanagari);
  });

  it("renders a first visit in the browser's language when the shop speaks it; a choice made wins", async () => {
    const tamilBrowser = { 'accept-language': 'ta-IN,ta;q=0.9,en-US;q=0.8,en;q=0.7' };
    const tamil = await served('/', tamilBrowser);
    expect(tamil.lang).toBe('ta-IN');
    expect(tamil.rootText).toMatch(/[\u0B80-\u0BFF]/);
    expect((await served('/', { 'accept-language': 'en-IN,en;q=0.9,hi;q=0.8' })).lang).toBe('en-IN');
    expect((await served('/', { 'accept-language': 'fr-FR,de;q=0.5' })).lang).toBe('en-IN');
    expect((await served('/', { 'accept-language': 'hi' })).lang).toBe('hi-IN');
    // Chosen English on the switch: the Tamil browser reads English from then on.
    expect((await served('/', { ...tamilBrowser, cookie: 'mb-lang=en' })).lang).toBe('en-IN');
    const answer = await context.app.inject({ method: 'GET', url: '/', headers: tamilBrowser });
    expect(String(answer.headers.vary)).toContain('accept-language');
  });

  it('renders in English for a language cookie it does not know, whatever it holds', async () => {
    for (const cookie of ['mb-lang=fr', 'mb-lang=__proto__', 'mb-lang="><script>alert(1)</script>']) {
      const page = await served('/', { cookie });
      expect(page.status).toBe(200);
      expect(page.lang).toBe('en-IN');
    }
  });

  /**
   * The page's script tags and preloads, and those its starter adds: a rendered page asks for its
   * code once it has painted, the light shell in its head.
   */
  async function pageScripts(url: string): Promise<string> {
    return (await context.app.inject({ method: 'GET', url })).body.replaceAll('\\"', '"');
  }

  it('asks for the app only after a rendered page has painted; the light shell, in its head', async () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const rendered = (await context.app.inject({ method: 'GET', url: '/product/arduino-uno-r3' })).body;
    expect(head(rendered)).not.toMatch(/type="module"|modulepreload/);
    const starter = rendered.slice(rendered.lastIndexOf('<script>'));
    expect(starter).toMatch(/requestAnimationFrame\(\(\) => setTimeout\(start\)\)/);
    // The first script's chunks one after another, React DOM's runner last before the app.
    expect(starter).toMatch(
      /const scripts = \[("\/assets\/[^"]+\.js",)*"\/assets\/react-dom-client-[^"]+\.js","\/assets\/index-[^"]+\.js"\];/,
    );
    // ICU's number data is read by a worker from the moment the page starts, before the app's code is asked for.
    expect(starter).toMatch(
      /^<script>\(\(\) => \{\s*(?:\/\/.*\s*)*if \(window\.Worker\) new Worker\("\/warm-number-data\.js"\);\s*let started = false;/,
    );
    const worker = await context.app.inject({ method: 'GET', url: '/warm-number-data.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.body).toContain("new Intl.NumberFormat('en-IN')");
    const shell = (await context.app.inject({ method: 'GET', url: '/login' })).body;
    expect(head(shell)).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
    // The rendered page paints once its content is parsed, not half a header; the shell has no content to wait for.
    expect(head(rendered)).toContain('<link rel="expect" href="#content-end" blocking="render">');
    expect(rendered).toMatch(/<\/main><div id="content-end" hidden=""><\/div>/);
    expect(head(shell)).not.toContain('rel="expect"');
  });

  it("lists each screen's chunks for the browser, beside every page's first script", async () => {
    const manifest = JSON.parse(await readFile(path.join(webDist, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string }
    >;
    const chunkOf = (screen: string) => `/${manifest[`src/features/${screen}.tsx`]?.file}`;
    for (const url of ['/product/arduino-uno-r3', '/login']) {
      expect(await pageScripts(url), url).toContain(
        '<link rel="preload" as="fetch" crossorigin href="/screen-chunks.json">',
      );
    }

    const list = await context.app.inject({ method: 'GET', url: '/screen-chunks.json' });
    expect(list.statusCode).toBe(200);
    const chunks = list.json() as Record<string, string[]>;
    const productChunks = chunks['src/features/catalog/product-page.tsx'] ?? [];
    expect(productChunks).toContain(chunkOf('catalog/product-page'));
    expect(productChunks).not.toContain(chunkOf('catalog/home/home-page'));
    expect(chunks['src/features/checkout/checkout-page.tsx']).toContain(chunkOf('checkout/checkout-page'));
    // Each is a file the server serves, and none is one of the first script's files (the starter's list).
    const firstScript = JSON.parse(
      /const scripts = (\[[^\]]*\]);/.exec(await pageScripts('/'))?.[1] ?? '[]',
    ) as string[];
    expect(firstScript.at(-1)).toMatch(/^\/assets\/index-[^"]+\.js$/);
    for (const file of productChunks) {
      expect(firstScript).not.toContain(file);
      expect((await context.app.inject({ method: 'GET', url: file })).statusCode, file).toBe(200);
    }
    const again = await context.app.inject({
      method: 'GET',
      url: '/screen-chunks.json',
      headers: { 'if-none-match': String(list.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('runs no inline script the content security policy does not name', async () => {
    const page = await served('/');
    // The theme, chosen before the first paint, the recorder of taps made before the app runs, and
    // the starter that asks for the app after the paint.
    expect(page.inlineScripts).toHaveLength(3);
    for (const script of page.inlineScripts) {
      expect(page.csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    }
    const module = await context.app.inject({ method: 'GET', url: '/.ssr/entry-server.js' });
    expect(module.statusCode).toBe(404);
  });
});
