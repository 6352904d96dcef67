import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AdminCategory, AdminProduct, Category, Paginated, ProductListing } from '@makerbazaar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf } from './testing/http.js';
import { newShopper } from './testing/shopping.js';
import { signUpStaff } from './testing/staff.js';
import { createTestApp, type TestContext } from './testing/test-app.js';

/**
 * `SEED=never` on an empty database: the shop starts with nothing in it, and staff and customers
 * build it up through the API alone, without the sample catalogue, courses, projects or FAQ.
 */
describe('the shop without its sample', () => {
  let context: TestContext;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(path.join(tmpdir(), 'mb-empty-shop-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><html lang="en-IN"><title>MakerBazaar</title>');
    context = await createTestApp({ seed: false, config: { webDist } });
  });
  afterAll(async () => {
    await context.close();
    await rm(webDist, { recursive: true });
  });

  const get = (url: string) => context.app.inject({ method: 'GET', url });

  it('answers the storefront’s reads empty, not with an error', async () => {
    for (const url of [
      '/api/categories/',
      '/api/products/',
      '/api/products/?is_featured=true',
      '/api/courses/',
      '/api/projects/',
      '/api/faq/',
      '/api/search/?q=arduino',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }
    expect(((await get('/api/categories/')).json() as Paginated<Category>).results).toEqual([]);
    expect(((await get('/api/products/')).json() as ProductListing).count).toBe(0);
  });

  it('serves its pages: 200 for the shop’s own, 404 for a category or product it does not have', async () => {
    for (const url of ['/', '/categories', '/courses', '/projects', '/help', '/search?q=arduino', '/login']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
    }
    expect((await get('/category/1')).statusCode).toBe(404);
    expect((await get('/product/arduino-uno-r3')).statusCode).toBe(404);
  });

  it('takes a first category and product from staff, and a first order from a new customer', async () => {
    const staff = await signUpStaff(context.app, context.database.db, ['catalogue']);
    const asStaff = (method: 'POST', url: string, payload: object) =>
      context.app.inject({ method, url, payload, headers: staff.auth });

    const categoryAnswer = await asStaff('POST', '/api/admin/categories/', { name: 'Soldering', slug: 'soldering' });
    const category = jsonOf<AdminCategory>(categoryAnswer, 201);
    const productAnswer = await asStaff('POST', '/api/admin/products/', {
      name: 'Flux Pen',
      slug: 'flux-pen',
      brand: 'Solderworks',
      category: category.id,
      price: 249,
      original_price: null,
      description: 'No-clean flux in a pen.',
      specifications: [],
      is_featured: true,
      is_active: true,
      datasheet_url: null,
      hsn_code: '3810',
      gst_rate: 18,
    });
    const product = jsonOf<AdminProduct>(productAnswer, 201);
    const stocked = await asStaff('POST', `/api/admin/products/${product.id}/stock/`, {
      change: 5,
      reason: 'received',
    });
    expect(stocked.statusCode, stocked.body).toBe(201);

    const listed = (await get(`/api/products/by_category/?category=${category.slug}`)).json() as ProductListing;
    expect(listed.results.map((shown) => shown.slug)).toEqual(['flux-pen']);
    expect((await get(`/category/${category.id}`)).statusCode).toBe(200);
    expect((await get('/product/flux-pen')).statusCode).toBe(200);

    const shopper = await newShopper(context.app);
    const order = await shopper.placeOrder([{ productId: product.id, quantity: 2 }], 'cod');
    expect(order.items.map((item) => [item.product.slug, item.quantity])).toEqual([['flux-pen', 2]]);
    expect(((await get('/api/products/flux-pen/')).json() as { stock: number }).stock).toBe(3);
  });
});
