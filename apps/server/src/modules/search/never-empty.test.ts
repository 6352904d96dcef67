import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCategory, makeProduct } from '../../testing/catalogue.js';
import { searchTheShop } from '../../testing/search.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';

// Issue 29: a query with a word the catalogue lacks, a part number or value typed another way, or
// two misspellings still finds its part; only a query with no known word comes back empty.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  const parts = await makeCategory(ctx.app, { name: 'Motion Parts', slug: 'motion-parts' });
  const categoryId = parts.id;
  await makeProduct(ctx.app, {
    categoryId,
    name: 'Quokka QS11 Micro Servo Motor',
    slug: 'quokka-qs11-micro-servo-motor',
    specifications: [{ name: 'Rotation', value: '0° – 180°' }],
  });
  await makeProduct(ctx.app, { categoryId, name: 'Quokka Gear Motor', slug: 'quokka-gear-motor' });
  await makeProduct(ctx.app, {
    categoryId,
    name: 'ZX-PR7731 Pressure Sensor',
    slug: 'zx-pr7731-pressure-sensor',
    specifications: [{ name: 'Operating Voltage', value: '3.3V' }],
  });
  await makeProduct(ctx.app, {
    categoryId,
    name: 'Wombat 3300 mAh Battery Pack',
    slug: 'wombat-3300-mah-battery-pack',
    specifications: [{ name: 'Rated Voltage', value: '7.4V' }],
  });
  await makeProduct(ctx.app, { categoryId, name: '0.91 inch Character Panel 12x3', slug: 'character-panel-12x3' });
  await makeProduct(ctx.app, { categoryId, name: 'Kestrel 20 Rangefinder', slug: 'kestrel-20-rangefinder' });
});
afterAll(() => ctx.close());

const search = (q: string) => searchTheShop(ctx.app, q);
const slugs = async (q: string) => (await search(q)).results.map((p) => p.slug);

describe('a word too many', () => {
  it('shows the parts matching the most words, and says which words every one of them matches', async () => {
    const result = await search('quokka servo motor waterproof');
    expect(result.results.map((p) => p.slug)).toEqual(['quokka-qs11-micro-servo-motor']);
    expect(result.relaxed_query).toBe('quokka servo motor');
    expect(result.corrected_query).toBeNull();
  });

  it('keeps a part number before the words after "for"', async () => {
    const result = await search('pr7731 sensor for quokka servo');
    expect(result.results[0]?.slug).toBe('zx-pr7731-pressure-sensor');
    expect(result.relaxed_query).toBe('pr7731 sensor');
  });

  it('says nothing of relaxing when every word matches', async () => {
    const result = await search('quokka motor');
    expect(result.relaxed_query).toBeNull();
    expect(result.results.map((p) => p.slug).sort()).toEqual(['quokka-gear-motor', 'quokka-qs11-micro-servo-motor']);
  });
});

describe('misspellings', () => {
  it('corrects two words at once, a swap of two letters included', async () => {
    const result = await search('qoukka sevro');
    expect(result.corrected_query).toBe('quokka servo');
    expect(result.relaxed_query).toBeNull();
    expect(result.results[0]?.slug).toBe('quokka-qs11-micro-servo-motor');
  });

  it('reads a misspelling and a word too many together', async () => {
    const result = await search('sevro moter 180 degree');
    expect(result.corrected_query).toBe('servo motor 180 degree');
    expect(result.relaxed_query).toBe('servo motor 180');
    expect(result.results.map((p) => p.slug)).toEqual(['quokka-qs11-micro-servo-motor']);
  });
});

describe('part numbers and values however they are typed', () => {
  it('finds a part number split, joined or dashed', async () => {
    for (const q of ['ZX-PR7731', 'zxpr7731', 'zx pr 7731', 'zx pr7731']) {
      expect((await slugs(q))[0], q).toBe('zx-pr7731-pressure-sensor');
    }
    expect((await slugs('kestrel20'))[0]).toBe('kestrel-20-rangefinder');
  });

  it('matches a value with its unit glued or apart, a decimal comma, and a size with spaces', async () => {
    for (const q of ['3300mah', '3300 mah', '3300 mAh battery']) {
      expect((await slugs(q))[0], q).toBe('wombat-3300-mah-battery-pack');
    }
    // Values in the specifications count too, not only in the name.
    expect((await slugs('7.4 v'))[0]).toBe('wombat-3300-mah-battery-pack');
    expect((await slugs('3.3v sensor'))[0]).toBe('zx-pr7731-pressure-sensor');
    for (const q of ['0,91 panel', '0.91" panel', '0.91inch', '12 x 3', '12x3 panel']) {
      expect((await slugs(q))[0], q).toBe('character-panel-12x3');
    }
  });
});

describe('a query with no word the shop knows', () => {
  it('comes back empty, without a correction or a relaxed query', async () => {
    const result = await search('saree');
    expect(result.count).toBe(0);
    expect(result.corrected_query).toBeNull();
    expect(result.relaxed_query).toBeNull();
  });
});

describe('suggestions', () => {
  it('suggest the part for a query with a word too many', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/search/suggest/?q=quokka%20servo%20waterproof' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().products.map((p: { slug: string }) => p.slug)).toEqual(['quokka-qs11-micro-servo-motor']);
  });
});
