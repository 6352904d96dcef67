import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_IMAGES_URL_PREFIX } from '../media/part-images.js';
import { createTestApp, TEST_CONFIG, type TestContext } from '../testing/test-app.js';
import { readWebShell } from './web-app.js';

describe("a rendered page's stylesheet and script", () => {
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'mb-web-dist-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      [
        '<!doctype html><html lang="en-IN"><head><script>document.documentElement.dataset.theme = "light";</script>',
        '<script type="module" crossorigin src="/assets/index-1.js"></script>',
        '<link rel="modulepreload" crossorigin href="/assets/runtime-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
        '<link rel="stylesheet" crossorigin href="/assets/style-1.css"></head>',
        '<body><div id="root"></div></body></html>',
      ].join('\n'),
    );
  });
  afterAll(() => rm(webDist, { recursive: true }));

  it('links the cached stylesheet in the head, and asks for the first script only from the starter', () => {
    const shell = readWebShell(webDist);
    if (!shell) throw new Error('the shell was not read');
    for (const page of [shell.html, shell.htmlForRenderedPage]) {
      const head = page.slice(0, page.indexOf('</head>'));
      expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/style-1.css">');
      expect(page).not.toContain('<style');
    }
    // The light shell loads the app at once; a rendered page once it has painted.
    expect(shell.html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(shell.htmlForRenderedPage).not.toContain('src="/assets/index-1.js"');
    expect(shell.htmlForRenderedPage).not.toContain('rel="modulepreload"');
    const starter = [...shell.htmlForRenderedPage.matchAll(/<script>([\s\S]*?)<\/script>/g)].at(-1)?.[1] ?? '';
    // The first script's own chunks are run before it, in the order the build lists them.
    expect(starter).toContain('const scripts = ["/assets/runtime-1.js","/assets/react-1.js","/assets/index-1.js"];');
    expect(starter).toContain('requestAnimationFrame(');
    expect(shell.inlineScriptHashes).toContain(`'sha256-${createHash('sha256').update(starter).digest('base64')}'`);
  });
});

describe('the built web app beside the API', () => {
  let context: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'mb-web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>MakerBazaar</title>');
    context = await createTestApp({ seed: false, config: { webDist } });
  });
  afterAll(async () => {
    await context.close();
    await rm(webDist, { recursive: true });
  });

  it('answers a very long unknown API path with a JSON 404, not 403', async () => {
    for (const url of [`/api/${'a'.repeat(5000)}`, `/api/${'a'.repeat(100 * 1024)}/`, `/api/${'%C3%A9'.repeat(200)}`]) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers a very long page path with the app shell (404: no such page) and a long file name with 404', async () => {
    const page = await context.app.inject({ method: 'GET', url: `/${'a'.repeat(5000)}` });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<title>Page not found — MakerBazaar</title>');

    const file = await context.app.inject({ method: 'GET', url: `/assets/${'a'.repeat(300)}.js` });
    expect(file.statusCode).toBe(404);
    const image = await context.app.inject({ method: 'GET', url: `${PART_IMAGES_URL_PREFIX}${'a'.repeat(300)}.svg` });
    expect(image.statusCode).toBe(404);
  });

  it('sends an address from before products had pictures of their own to the product’s picture', async () => {
    const shared = await context.app.inject({ method: 'GET', url: `${PART_IMAGES_URL_PREFIX}multimeter.svg` });
    expect(shared.statusCode).toBe(301);
    expect(shared.headers.location).toBe(`${PART_IMAGES_URL_PREFIX}dt9205a-digital-multimeter.svg`);
    const picture = await context.app.inject({ method: 'GET', url: shared.headers.location });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toContain('image/svg+xml');
  });

  it('still serves the files that exist', async () => {
    const shell = await context.app.inject({ method: 'GET', url: '/index.html' });
    expect(shell.statusCode).toBe(200);
  });

  it('answers the storefront pages 200 and every other path 404, both with the app shell', async () => {
    for (const url of ['/categories', '/courses/', '/login?next=/orders', '/orders/12', '/admin', '/admin/orders/12']) {
      const page = await context.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
    }
    for (const url of ['/no-such-page', '/product', '/category/a/b', '/administrator']) {
      const page = await context.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('<title>Page not found — MakerBazaar</title>');
      expect(page.body, url).toContain('<meta name="robots" content="noindex" />');
    }
  });
});

describe('product, category, course and project pages', () => {
  let context: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'mb-web-dist-'));
    await writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><html><head><meta name="description" content="Generic" /><title>MakerBazaar</title></head><body><div id="root"></div></body></html>',
    );
    context = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await context.close();
    await rm(webDist, { recursive: true });
  });

  it('answer 200 for what the shop shows and 404 for what it does not', async () => {
    const status = async (url: string) => (await context.app.inject({ method: 'GET', url })).statusCode;
    for (const url of [
      '/product/arduino-uno-r3',
      '/category/sensors',
      '/courses/arduino-from-zero',
      '/checkout/course/esp32-iot-wifi-mqtt-dashboards',
      '/projects/iot-projects',
      '/projects/esp32-bme280-weather-station',
    ]) {
      expect(await status(url), url).toBe(200);
    }
    for (const url of [
      '/product/no-such-board',
      '/product/99999999999',
      '/category/no-such-category',
      '/courses/no-such-course',
      '/projects/no-such-project',
    ]) {
      expect(await status(url), url).toBe(404);
    }
  });

  /** The page's head as a browser, a search engine or a link preview reads it. */
  async function headOf(url: string) {
    const res = await context.app.inject({ method: 'GET', url });
    const body = res.body;
    const attribute = (pattern: RegExp) => body.match(pattern)?.[1];
    return {
      status: res.statusCode,
      title: attribute(/<title>([^<]*)<\/title>/),
      descriptions: [...body.matchAll(/<meta name="description" content="([^"]*)"/g)].map((m) => m[1]),
      canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
      ogImage: attribute(/<meta property="og:image" content="([^"]*)"/),
      noindex: body.includes('<meta name="robots" content="noindex" />'),
      structuredData: [...body.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
        (m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>,
      ),
    };
  }

  it('gives a product page its own title, description, canonical, preview and Product and BreadcrumbList data', async () => {
    const shop = TEST_CONFIG.publicUrl;
    const head = await headOf('/product/arduino-uno-r3?ref=whatsapp');
    expect(head.status).toBe(200);
    expect(head.title).toBe('Arduino Uno R3 — ₹2,350 — MakerBazaar');
    expect(head.descriptions).toHaveLength(1);
    expect(head.descriptions[0]).toMatch(/^The /);
    expect(head.canonical).toBe(`${shop}/product/arduino-uno-r3`);
    expect(head.ogImage).toMatch(new RegExp(`^${shop}/media/`));
    const [product, trail] = head.structuredData;
    expect(product).toMatchObject({
      '@type': 'Product',
      name: 'Arduino Uno R3',
      brand: { '@type': 'Brand', name: 'Arduino' },
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: '2350.00', url: `${shop}/product/arduino-uno-r3` },
    });
    expect((product!.offers as { availability: string }).availability).toMatch(
      /^https:\/\/schema.org\/(In|OutOf)Stock$/,
    );
    expect(trail).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((trail!.itemListElement as { name: string; item: string }[]).map((i) => [i.name, i.item])).toEqual([
      ['Home', `${shop}/`],
      ['Arduino', `${shop}/category/arduino`],
      ['Arduino Uno R3', `${shop}/product/arduino-uno-r3`],
    ]);
  });

  it('names categories, courses, projects and fixed pages, and keeps private and missing pages out of search', async () => {
    const category = await headOf('/category/sensors');
    expect(category.title).toBe('Sensors — buy online in India — MakerBazaar');
    expect(category.structuredData[0]).toMatchObject({ '@type': 'BreadcrumbList' });
    expect((await headOf('/courses/arduino-from-zero')).title).toMatch(/^Arduino from Zero.* — course — MakerBazaar$/);
    expect((await headOf('/projects/esp32-bme280-weather-station')).canonical).toBe(
      `${TEST_CONFIG.publicUrl}/projects/esp32-bme280-weather-station`,
    );
    expect((await headOf('/about')).title).toBe('About us — MakerBazaar');
    const orders = await headOf('/orders');
    expect(orders).toMatchObject({
      status: 200,
      title: 'My orders — MakerBazaar',
      noindex: true,
      canonical: undefined,
    });
    const missing = await headOf('/product/no-such-board');
    expect(missing).toMatchObject({ status: 404, title: 'Page not found — MakerBazaar', noindex: true });
    // Every fixed page has a title of its own.
    const titles = new Set<string>();
    for (const url of ['/', '/categories', '/courses', '/projects', '/help', '/contact']) {
      titles.add((await headOf(url)).title ?? '');
    }
    expect(titles.size).toBe(6);
  });
});
