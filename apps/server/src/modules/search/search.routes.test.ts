import type { ProductList, SearchResult, Suggestions } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, products } from '../../db/schema/catalog.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';
import { setStock } from '../stock/stock.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function search(query: string): Promise<SearchResult> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/search/?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
}
const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}&page_size=100${extra}`);
const names = (r: SearchResult) => r.results.map((p) => p.name);

describe('relevance', () => {
  it('puts the exact name first', async () => {
    expect(names(await q('Arduino Uno R3'))[0]).toBe('Arduino Uno R3');
    expect(names(await q('esp32 development kit'))[0]).toBe('ESP32 Development Kit');
  });

  it('finds a part through a misspelling and says how it read the query', async () => {
    const result = await q('ultrasonic sensr');
    expect(names(result)[0]).toMatch(/HC-SR04 Ultrasonic/);
    expect(result.corrected_query).toBe('ultrasonic sensor');
    expect(names(await q('arduno nano'))[0]).toMatch(/Arduino Nano/);
    expect((await q('arduino uno')).corrected_query).toBeNull();
  });

  it('matches partial words as prefixes', async () => {
    const result = await q('ardu');
    expect(result.count).toBeGreaterThan(5);
    // Names rank above descriptions and specifications, so the first results are Arduino boards.
    expect(result.results.slice(0, 5).every((p) => /arduino/i.test(`${p.name} ${p.brand}`))).toBe(true);
  });

  it('finds brands and multi-word needs', async () => {
    const espressif = await q('espressif');
    expect(espressif.results[0]?.brand).toBe('Espressif');
    expect(names(await q('esp32 cam'))[0]).toMatch(/ESP32-CAM/);
    expect(names(await q('12v motor driver'))).toEqual(expect.arrayContaining([expect.stringMatching(/L298N/)]));
  });

  it('understands the words makers use for the same part', async () => {
    const pi = await q('pi');
    expect(pi.results.length).toBeGreaterThan(0);
    expect(pi.results.every((p) => /raspberry pi|\bpi\b/i.test(`${p.name} ${p.description}`))).toBe(true);
    expect(names(await q('servo'))).toEqual(expect.arrayContaining([expect.stringMatching(/SG90/)]));
    const oled = await q('oled');
    expect(oled.results.some((p) => p.category.slug === 'displays')).toBe(true);
  });
});

describe('filters and facets', () => {
  it('lists the whole catalogue for a blank query', async () => {
    const all = (await ctx.app.inject({ method: 'GET', url: '/api/products/?page_size=1' })).json() as ProductList;
    expect((await search('q=%20%20')).count).toBe(all.count);
    expect((await search('')).count).toBe(all.count);
  });

  it('applies category, brand, price, stock, rating and specification filters', async () => {
    const base = await q('sensor');
    const inSensors = await q('sensor', '&category=sensors');
    expect(inSensors.results.every((p) => p.category.slug === 'sensors')).toBe(true);
    expect(inSensors.count).toBe(base.facets.categories.find((f) => f.value === 'sensors')?.count);

    const cheap = await q('sensor', '&max_price=100');
    expect(cheap.results.every((p) => p.price <= 100)).toBe(true);
    const inStock = await q('', '&in_stock=true');
    expect(inStock.results.every((p) => p.stock > 0)).toBe(true);
    expect((await q('', '&min_rating=4.5')).count).toBe(0);

    const spec = base.facets.specifications.find((f) => f.values.length > 1);
    expect(spec).toBeDefined();
    const value = spec!.values[0]!;
    const bySpec = await q('sensor', `&spec.${encodeURIComponent(spec!.name)}=${encodeURIComponent(value.value)}`);
    expect(bySpec.count).toBe(value.count);
  });

  it('counts each facet under every other filter, and buckets prices', async () => {
    const result = await q('', '&brand=Arduino');
    const brandTotal = result.facets.brands.reduce((sum, f) => sum + f.count, 0);
    const all = await q('');
    expect(brandTotal).toBe(all.count);
    expect(result.facets.categories.reduce((sum, f) => sum + f.count, 0)).toBe(result.count);
    const buckets = all.facets.price_buckets;
    expect(buckets.map((b) => b.value)).toEqual(['0-500', '500-1000', '1000-5000', '5000+']);
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(all.count);
    const under500 = await q('', '&max_price=499.99');
    expect(under500.count).toBe(buckets[0]!.count);
  });

  it('orders by price both ways', async () => {
    const up = (await q('sensor', '&ordering=price')).results.map((p) => p.price);
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await q('sensor', '&ordering=-price')).results.map((p) => p.price);
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });
});

describe('hostile input', () => {
  it.each(["'", '%', '\\', '&', ':*', "it's & :* | !", '(((', "'; drop table products; --"])(
    'searches %s without breaking',
    async (text) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/search/?q=${encodeURIComponent(text)}` });
      expect(res.statusCode).toBe(200);
    },
  );

  it('refuses a query over 200 characters and malformed filters with 400', async () => {
    for (const query of [
      `q=${'a'.repeat(201)}`,
      'min_price=abc',
      'min_rating=9',
      'ordering=sideways',
      'page_size=1000',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/search/?${query}` });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/search/suggest/', () => {
  it('offers products and categories for a prefix', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/search/suggest/?q=ardu' });
    const body = res.json() as Suggestions;
    expect(body.products.length).toBeGreaterThan(0);
    expect(body.products.length).toBeLessThanOrEqual(6);
    expect(body.products[0]).toEqual({
      id: expect.any(Number),
      slug: expect.any(String),
      name: expect.stringMatching(/Arduino/),
      brand: expect.any(String),
      price: expect.any(Number),
      primary_image: expect.any(String),
      primary_image_variants: expect.any(Array),
    });
    expect(body.categories).toContainEqual({ slug: 'arduino', name: 'Arduino' });
  });

  it('corrects a misspelled prefix and refuses a blank one', async () => {
    const body = (
      await ctx.app.inject({ method: 'GET', url: '/api/search/suggest/?q=ultrasonc' })
    ).json() as Suggestions;
    expect(body.products[0]?.name).toMatch(/Ultrasonic/);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/search/suggest/?q=%20' })).statusCode).toBe(400);
  });
});

describe('keeping up with catalogue writes', () => {
  const db = () => ctx.database.db;
  const idsOf = (r: SearchResult) => r.results.map((p) => p.id);

  it('finds a renamed product by its new name only, and a new product at once', async () => {
    const [target] = (await q('HC-SR04')).results;
    await db().update(products).set({ name: 'Sonar Rangefinder Quokka' }).where(eq(products.id, target!.id));
    const [sensors] = await db().select({ id: categories.id }).from(categories).where(eq(categories.slug, 'sensors'));
    const [added] = await db()
      .insert(products)
      .values({
        slug: 'wombat-gas-sensor',
        name: 'Wombat Gas Sensor',
        brand: 'Generic',
        categoryId: sensors!.id,
        pricePaise: 24_900,
        hsnCode: '9031',
      })
      .returning({ id: products.id });
    await setStock(db(), [{ productId: added!.id, quantity: 4 }]);
    ctx.app.catalogCache.invalidate();

    expect(idsOf(await q('quokka'))).toEqual([target!.id]);
    expect(idsOf(await q('HC-SR04'))).not.toContain(target!.id);
    expect(idsOf(await q('wombat'))).toEqual([added!.id]);
    expect((await q('wombat', '&in_stock=true')).count).toBe(1);

    await setStock(db(), [{ productId: added!.id, quantity: 0 }]);
    ctx.app.catalogCache.invalidate();
    expect((await q('wombat', '&in_stock=true')).count).toBe(0);
    expect((await q('wombat', '&in_stock=false')).count).toBe(1);
  });

  it('drops products of a hidden category and deleted products', async () => {
    const displays = await q('', '&category=displays');
    expect(displays.count).toBeGreaterThan(0);
    await db().update(categories).set({ isActive: false }).where(eq(categories.slug, 'displays'));
    ctx.app.catalogCache.invalidate();
    expect((await q('', '&category=displays')).count).toBe(0);
    expect((await q('oled')).results.some((p) => p.category.slug === 'displays')).toBe(false);
    await db().update(categories).set({ isActive: true }).where(eq(categories.slug, 'displays'));

    const [gone] = (await q('wombat')).results;
    await db().delete(products).where(eq(products.id, gone!.id));
    ctx.app.catalogCache.invalidate();
    expect((await q('wombat')).count).toBe(0);
    expect((await q('', '&category=displays')).count).toBe(displays.count);
  });

  it('sees a write made by another process within a second, without being told', async () => {
    await db()
      .update(products)
      .set({ name: 'Numbat Servo Tester' })
      .where(eq(products.slug, 'towerpro-sg90-micro-servo-motor'));
    await new Promise((r) => setTimeout(r, 1_100));
    expect(names(await q('numbat'))).toEqual(['Numbat Servo Tester']);
  });
});
