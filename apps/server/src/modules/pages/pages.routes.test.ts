import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { testApp } from '../../testing/app-hooks.js';
import { TEST_CONFIG } from '../../testing/test-app.js';

const ctx = testApp();

describe('what search engines read', () => {
  it('lists the public pages and every shown category, product, course and project in /sitemap.xml', async () => {
    await ctx.database.db.update(products).set({ isActive: false }).where(eq(products.slug, 'arduino-nano'));
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const shop = TEST_CONFIG.publicUrl;
    for (const path of [
      '/',
      '/courses',
      '/category/sensors',
      '/product/arduino-uno-r3',
      '/courses/arduino-from-zero',
      '/projects/iot-projects',
      '/projects/esp32-bme280-weather-station',
    ]) {
      expect(locs, path).toContain(`${shop}${path}`);
    }
    expect(locs).not.toContain(`${shop}/product/arduino-nano`);
    expect(locs.some((loc) => loc?.includes('/checkout') || loc?.includes('/orders'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    expect(res.body).toMatch(/<url><loc>[^<]+\/product\/arduino-uno-r3<\/loc><lastmod>\d{4}-\d{2}-\d{2}T/);
  });

  it('keeps crawlers out of the customer’s and the staff’s pages, and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    for (const path of ['/admin', '/checkout', '/orders', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${TEST_CONFIG.publicUrl}/sitemap.xml`);
  });
});
