import type { Product, ProductDetail, ProductList } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { testApp } from '../../testing/app-hooks.js';
import { getJson as getJsonOf } from '../../testing/http.js';
import { setStockOf } from '../../testing/stock.js';

const ctx = testApp();

function getJson<T>(url: string, status = 200): Promise<T> {
  return getJsonOf<T>(ctx.app, url, status);
}

async function allProducts(query = ''): Promise<Product[]> {
  const list = await getJson<ProductList>(`/api/products/?page_size=100${query}`);
  expect(list.count).toBeLessThanOrEqual(100 + list.results.length);
  let results = list.results;
  let next = list.next;
  while (next) {
    const page = await getJson<ProductList>(next);
    results = results.concat(page.results);
    next = page.next;
  }
  return results;
}

describe('GET /api/categories/', () => {
  it('lists active categories by sort order then name, with product counts', async () => {
    const list = await getJson<{
      count: number;
      results: { slug: string; sort_order: number; name: string; products_count: number }[];
    }>('/api/categories/');
    expect(list.count).toBeGreaterThanOrEqual(10);
    const order = list.results.map((c) => [c.sort_order, c.name] as const);
    const sorted = [...order].sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]));
    expect(order).toEqual(sorted);
    const arduino = list.results.find((c) => c.slug === 'arduino');
    const arduinoProducts = await allProducts('&category=arduino');
    expect(arduino?.products_count).toBe(arduinoProducts.length);
    expect(arduinoProducts.length).toBeGreaterThan(0);
  });

  it('leaves inactive products out of the counts', async () => {
    const before = await getJson<{ products_count: number }>('/api/categories/arduino/');
    const [one] = await allProducts('&category=arduino');
    await ctx.database.db.update(products).set({ isActive: false }).where(eq(products.id, one!.id));
    ctx.app.catalogCache.invalidate();
    const after = await getJson<{ products_count: number }>('/api/categories/arduino/');
    expect(after.products_count).toBe(before.products_count - 1);
    await getJson(`/api/products/${one!.slug}/`, 404);
    await ctx.database.db.update(products).set({ isActive: true }).where(eq(products.id, one!.id));
    ctx.app.catalogCache.invalidate();
  });

  it('finds one category by slug or id, and answers 404 for an unknown one', async () => {
    const bySlug = await getJson<{ id: number; slug: string }>('/api/categories/sensors/');
    const byId = await getJson<{ id: number; slug: string }>(`/api/categories/${bySlug.id}/`);
    expect(byId.slug).toBe('sensors');
    expect(await getJson('/api/categories/no-such-thing/', 404)).toEqual({ detail: 'Category not found.' });
  });
});

describe('GET /api/products/', () => {
  it('pages through the whole catalogue with DRF links', async () => {
    const first = await getJson<ProductList>('/api/products/?page_size=30');
    expect(first.count).toBeGreaterThanOrEqual(80);
    expect(first.results).toHaveLength(30);
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/products/?page_size=30&page=2');
    const second = await getJson<ProductList>(first.next!);
    expect(second.previous).toBe('/api/products/?page_size=30');
    const ids = new Set([...first.results, ...second.results].map((p) => p.id));
    expect(ids.size).toBe(60);
    const lastPage = Math.ceil(first.count / 30);
    const last = await getJson<ProductList>(`/api/products/?page_size=30&page=${lastPage}`);
    expect(last.next).toBeNull();
    expect(last.results.length).toBe(first.count - 30 * (lastPage - 1));
    expect(await getJson(`/api/products/?page_size=30&page=${lastPage + 1}`, 404)).toEqual({ detail: 'Invalid page.' });
  });

  it('uses a page size of 20 by default', async () => {
    const list = await getJson<ProductList>('/api/products/');
    expect(list.results).toHaveLength(20);
  });

  it('answers each product with the fields the storefront reads, in rupees', async () => {
    const uno = (await allProducts()).find((p) => p.slug === 'arduino-uno-r3');
    expect(uno).toBeDefined();
    expect(uno).toMatchObject({
      name: 'Arduino Uno R3',
      category: { slug: 'arduino', name: expect.any(String) },
      is_featured: true,
      // A card's copy of the sample drawing, which the gallery shows whole.
      primary_image: '/media/parts/rasters/arduino-uno-r3-640.webp',
    });
    expect(uno!.image).toBe(uno!.primary_image);
    expect(uno!.images[0]?.image).toBe('/media/parts/arduino-uno-r3.svg');
    expect(Number.isInteger(Math.round(uno!.price * 100))).toBe(true);
    expect(uno).not.toHaveProperty('price_paise');
  });

  it('filters by category, brand (repeatable, any letter case), price, stock and featured', async () => {
    const all = await allProducts();
    const sensors = await allProducts('&category=sensors');
    expect(sensors.length).toBe(all.filter((p) => p.category.slug === 'sensors').length);

    const twoCategories = await allProducts('&category=sensors&category=motors');
    expect(twoCategories.length).toBe(all.filter((p) => ['sensors', 'motors'].includes(p.category.slug)).length);

    const brands = await allProducts('&brand=arduino&brand=RASPBERRY PI');
    expect(brands.length).toBeGreaterThan(0);
    expect(brands.length).toBe(all.filter((p) => ['arduino', 'raspberry pi'].includes(p.brand.toLowerCase())).length);

    const band = await allProducts('&min_price=500&max_price=1000');
    expect(band.length).toBe(all.filter((p) => p.price >= 500 && p.price <= 1000).length);
    expect(band.every((p) => p.price >= 500 && p.price <= 1000)).toBe(true);

    const inStock = await allProducts('&in_stock=true');
    const outOfStock = await allProducts('&in_stock=false');
    expect(inStock.every((p) => p.stock > 0)).toBe(true);
    expect(outOfStock.length).toBeGreaterThan(0);
    expect(outOfStock.every((p) => p.stock === 0)).toBe(true);
    expect(inStock.length + outOfStock.length).toBe(all.length);

    const featured = await allProducts('&featured=true');
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.is_featured)).toBe(true);
  });

  it('orders by price, rating, newest and name', async () => {
    const byPrice = (await allProducts('&ordering=price')).map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => a - b));
    const byPriceDesc = (await allProducts('&ordering=-price')).map((p) => p.price);
    expect(byPriceDesc).toEqual([...byPriceDesc].sort((a, b) => b - a));
    const byName = (await allProducts('&ordering=name')).map((p) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest = (await allProducts('&ordering=-created_at')).map((p) => p.created_at);
    expect(newest).toEqual([...newest].sort().reverse());

    const [target] = await allProducts('&category=tools');
    await ctx.database.db.update(products).set({ rating: 4.8, numReviews: 12 }).where(eq(products.id, target!.id));
    ctx.app.catalogCache.invalidate();
    const top = await getJson<ProductList>('/api/products/?ordering=-rating&page_size=1');
    expect(top.results[0]).toMatchObject({ id: target!.id, rating: 4.8, num_reviews: 12 });
  });

  it.each([
    ['min_price=abc', 'min_price'],
    ['max_price=-5', 'max_price'],
    ['page=-1', 'page'],
    ['page=0', 'page'],
    ['page_size=100000', 'page_size'],
    ['page_size=abc', 'page_size'],
    ['in_stock=maybe', 'in_stock'],
    ['ordering=price;drop table products', 'ordering'],
    ['min_price=900&max_price=100', 'min_price'],
  ])('answers 400 with field errors for %s', async (query, field) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/products/?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json() as Record<string, string[]>;
    expect(body[field]?.[0]).toEqual(expect.any(String));
  });

  it('answers an unknown category or brand with an empty list, not an error', async () => {
    expect(await getJson<ProductList>('/api/products/?category=nothing-here')).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
  });
});

describe('GET /api/products/{id|slug}/', () => {
  it('returns the detail with specifications and datasheet by slug and by id', async () => {
    const bySlug = await getJson<ProductDetail>('/api/products/arduino-uno-r3/');
    expect(bySlug.specifications.length).toBeGreaterThanOrEqual(5);
    expect(bySlug.specifications[0]).toEqual({ name: expect.any(String), value: expect.any(String) });
    expect(bySlug).toHaveProperty('datasheet_url');
    const byId = await getJson<ProductDetail>(`/api/products/${bySlug.id}/`);
    expect(byId.slug).toBe('arduino-uno-r3');
  });

  it('answers 404 for an unknown product and 400 for a malformed one', async () => {
    expect(await getJson('/api/products/no-such-part/', 404)).toEqual({ detail: 'Product not found.' });
    expect(await getJson('/api/products/999999/', 404)).toEqual({ detail: 'Product not found.' });
    const res = await ctx.app.inject({ method: 'GET', url: "/api/products/x'%20or%201=1/" });
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/products/by_category/', () => {
  it('lists the products of a category by slug', async () => {
    const list = await getJson<ProductList>('/api/products/by_category/?category=raspberry-pi&page_size=100');
    expect(list.count).toBeGreaterThan(0);
    expect(list.results.every((p) => p.category.slug === 'raspberry-pi')).toBe(true);
  });

  it('answers 404 for an unknown slug and 400 without one', async () => {
    expect(await getJson('/api/products/by_category/?category=unknown', 404)).toEqual({
      detail: 'Category not found.',
    });
    const missing = await getJson<Record<string, string[]>>('/api/products/by_category/', 400);
    expect(missing.category).toBeDefined();
  });
});

describe('catalogue caching', () => {
  it('answers 304 to a matching If-None-Match and a new ETag after a write in any process', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/products/arduino-uno-r3/' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/arduino-uno-r3/',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);

    // A write the cache was not told about (another process) is seen once the version is re-read.
    await setStockOf(ctx.database.db, 'arduino-uno-r3', 3);
    await new Promise((r) => setTimeout(r, 1_100));
    const fresh = await getJson<ProductDetail>('/api/products/arduino-uno-r3/');
    expect(fresh.stock).toBe(3);
  });
});

describe('the API around the catalogue', () => {
  it('answers unknown API paths with JSON 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing/here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('accepts paths without the trailing slash', async () => {
    await getJson('/api/categories');
    await getJson('/api/products/arduino-uno-r3');
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const doc = await getJson<{ openapi: string; paths: Record<string, unknown> }>('/api/openapi.json');
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/products/',
        '/api/products/{id}/',
        '/api/categories/',
        '/api/products/by_category/',
      ]),
    );
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('sends security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('serves the part illustrations as SVG, and their copies as WebP', async () => {
    const uno = await getJson<ProductDetail>('/api/products/arduino-uno-r3/');
    const drawing = await ctx.app.inject({ method: 'GET', url: uno.images[0]?.image ?? '' });
    expect(drawing.statusCode).toBe(200);
    expect(drawing.headers['content-type']).toContain('image/svg+xml');
    expect(drawing.body).toContain('<svg');
    for (const copy of uno.primary_image_variants) {
      const res = await ctx.app.inject({ method: 'GET', url: copy.url });
      expect(res.statusCode, copy.url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });
});

describe('GET /api/products/?search=', () => {
  it('needs every word to appear, in any letter case, and reads wildcards literally', async () => {
    const both = await allProducts('&search=ARDUINO%20uno');
    expect(both.map((p) => p.slug)).toContain('arduino-uno-r3');
    expect(
      both.every((p) => `${p.name} ${p.brand} ${p.category.name} ${p.description}`.toLowerCase().includes('uno')),
    ).toBe(true);
    const all = await allProducts();
    const text = (p: Product) => `${p.name} ${p.brand} ${p.category.name} ${p.description}`;
    for (const literal of ['%', '_', '\\']) {
      const found = await allProducts(`&search=${encodeURIComponent(literal)}`);
      expect(found.length).toBe(all.filter((p) => text(p).includes(literal)).length);
    }
    const tooLong = await ctx.app.inject({ method: 'GET', url: `/api/products/?search=${'a'.repeat(201)}` });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('GET /api/products/{id|slug}/similar/', () => {
  it('offers parts of the same category, those sharing the most specifications first', async () => {
    const target = await getJson<ProductDetail>('/api/products/arduino-uno-r3/');
    const { results } = await getJson<{ results: Product[] }>('/api/products/arduino-uno-r3/similar/');
    expect(results.length).toBeGreaterThan(0);
    expect(results.length).toBeLessThanOrEqual(4);
    expect(results.every((p) => p.category.slug === target.category.slug && p.id !== target.id)).toBe(true);
    const shared = async (slug: string) => {
      const other = await getJson<ProductDetail>(`/api/products/${slug}/`);
      return other.specifications.filter((s) =>
        target.specifications.some((t) => t.name === s.name && t.value === s.value),
      ).length;
    };
    const counts = await Promise.all(results.map((p) => shared(p.slug)));
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    await getJson('/api/products/no-such-part/similar/', 404);
  });
});
