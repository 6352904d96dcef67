import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PART_IMAGES_URL_PREFIX } from '../seed/part-images.js';
import { createTestApp, type TestContext } from '../testing/test-app.js';

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
    expect(page.body).toContain('<title>MakerBazaar</title>');

    const file = await context.app.inject({ method: 'GET', url: `/assets/${'a'.repeat(300)}.js` });
    expect(file.statusCode).toBe(404);
    const image = await context.app.inject({ method: 'GET', url: `${PART_IMAGES_URL_PREFIX}${'a'.repeat(300)}.svg` });
    expect(image.statusCode).toBe(404);
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
      expect(page.body, url).toContain('<title>MakerBazaar</title>');
    }
  });
});

describe('product, category, course and project pages', () => {
  let context: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'mb-web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>MakerBazaar</title>');
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
});
