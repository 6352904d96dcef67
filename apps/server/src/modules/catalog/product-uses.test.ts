import type { AdminProduct, FieldErrors, ProductDetail, ProductImportReport } from '@makerbazaar/core';
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { makeCategory, makeProduct } from '../../testing/catalogue.js';
import { searchTheShop } from '../../testing/search.js';
import { signUpStaff } from '../../testing/staff.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';

let ctx: TestContext;
let staff: { authorization: string };
let categoryId: number;

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  staff = (await signUpStaff(ctx.app, ctx.database.db, ['catalogue'])).auth;
  categoryId = (await makeCategory(ctx.app)).id;
});
afterAll(() => ctx.close());

function send(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: staff });
}

let made = 0;
function newProduct(fields: object) {
  made += 1;
  return {
    name: `Uses Probe ${made}`,
    slug: `uses-probe-${made}`,
    brand: 'Probemakers',
    category: categoryId,
    price: 199,
    hsn_code: '9031',
    ...fields,
  };
}

const search = async (q: string) => (await searchTheShop(ctx.app, q)).results.map((product) => product.slug);

async function importCsv(csv: string): Promise<ProductImportReport> {
  const res = await send('POST', '/api/admin/products/import/', { csv, dry_run: false });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ProductImportReport;
}

async function usesOf(slug: string): Promise<string[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products/${slug}/` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ProductDetail).uses;
}

describe('a product’s uses in the back office', () => {
  it('are saved trimmed on create and replaced on update, and the product page answers them', async () => {
    const created = await send('POST', '/api/admin/products/', {
      ...newProduct({}),
      uses: ['  distance measuring ', 'parking sensor'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json() as AdminProduct;
    expect(product.uses).toEqual(['distance measuring', 'parking sensor']);
    expect(await usesOf(product.slug)).toEqual(['distance measuring', 'parking sensor']);

    const updated = await send('PATCH', `/api/admin/products/${product.id}/`, { uses: ['water tank level'] });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((updated.json() as AdminProduct).uses).toEqual(['water tank level']);
    expect(await usesOf(product.slug)).toEqual(['water tank level']);
  });

  it('start empty when a new product names none', async () => {
    const created = await send('POST', '/api/admin/products/', newProduct({}));
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as AdminProduct).uses).toEqual([]);
  });

  it('refuses too short, too long, repeated, separator-holding and too many uses with a message naming the use', async () => {
    const refused = async (uses: unknown) => {
      const res = await send('POST', '/api/admin/products/', newProduct({ uses }));
      expect(res.statusCode, res.body).toBe(400);
      return (res.json() as FieldErrors).uses;
    };
    expect(await refused(['x'])).toEqual(['“x” is too short: a use has 2 to 40 characters.']);
    expect(await refused(['a very long use that no maker would ever type in'])).toEqual([
      '“a very long use that…” is too long: a use has 2 to 40 characters.',
    ]);
    expect(await refused(['Fire detection', 'fire detection '])).toEqual(['“fire detection” is listed twice.']);
    expect(await refused(['fire|smoke'])).toEqual([
      '“fire|smoke” contains “|”, which the CSV file uses between uses: write it as two.',
    ]);
    expect(await refused(['  '])).toEqual(['A use cannot be empty: remove the empty one.']);
    expect(await refused(Array.from({ length: 9 }, (_, i) => `use ${i + 1}`))).toEqual([
      'A product has at most 8 uses.',
    ]);
    expect(await refused('fire detection')).toContain('Give the uses as a list.');
  });
});

describe('searching by what a part is for', () => {
  it('finds a product by a use as soon as the back office saves it', async () => {
    const product = await makeProduct(ctx.app, { name: 'Nutrient Pump', categoryId });
    expect(await search('aquaponics')).toEqual([]);
    const res = await send('PATCH', `/api/admin/products/${product.id}/`, { uses: ['aquaponics dosing'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await search('aquaponics')).toEqual([product.slug]);

    await send('PATCH', `/api/admin/products/${product.id}/`, { uses: [] });
    expect(await search('aquaponics')).toEqual([]);
  });

  it('ranks a part named for the words above one that is only used for them', async () => {
    const usedFor = await makeProduct(ctx.app, { name: 'Quadrature Board', uses: ['telescope mount'], categoryId });
    const named = await makeProduct(ctx.app, { name: 'Telescope Mount Kit', categoryId });
    expect(await search('telescope mount')).toEqual([named.slug, usedFor.slug]);
  });

  it('finds a product by a use as soon as a CSV import sets it', async () => {
    const product = await makeProduct(ctx.app, { name: 'Relay Board', categoryId });
    const report = await importCsv(`slug,uses\n${product.slug},hydroponics timer|aquarium lights\n`);
    expect(report.applied, JSON.stringify(report)).toBe(true);
    expect(await search('hydroponics')).toEqual([product.slug]);
  });
});

describe('the uses column of the products CSV', () => {
  async function exportedUses(slug: string): Promise<string | undefined> {
    const res = await send('GET', `/api/admin/products/export/?q=${slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    return rows.find((row) => row.slug === slug)?.uses;
  }

  it('writes uses separated by “|”, reads them back unchanged, keeps them for a blank cell and empties them for “-”', async () => {
    const product = await makeProduct(ctx.app, { uses: ['motor speed control', 'fan control'], categoryId });
    expect(await exportedUses(product.slug)).toBe('motor speed control|fan control');

    const exported = (await send('GET', `/api/admin/products/export/?q=${product.slug}`)).body;
    const again = await importCsv(exported);
    expect(again.summary).toEqual({ create: 0, update: 0, unchanged: 1, error: 0 });

    const changed = await importCsv(`slug,uses\n${product.slug}, pump control || fan control|\n`);
    expect(changed.rows[0]?.changes.uses).toEqual({
      before: 'motor speed control|fan control',
      after: 'pump control|fan control',
    });
    expect(await usesOf(product.slug)).toEqual(['pump control', 'fan control']);

    const blank = await importCsv(`slug,name,uses\n${product.slug},Renamed Driver,\n`);
    expect(blank.summary.update).toBe(1);
    expect(await usesOf(product.slug)).toEqual(['pump control', 'fan control']);

    const cleared = await importCsv(`slug,uses\n${product.slug},-\n`);
    expect(cleared.rows[0]?.changes.uses).toEqual({ before: 'pump control|fan control', after: '' });
    expect(await usesOf(product.slug)).toEqual([]);
  });

  it('reports a use it refuses on the uses column of its row, and writes nothing', async () => {
    const product = await makeProduct(ctx.app, { uses: ['fire detection'], categoryId });
    const res = await send('POST', '/api/admin/products/import/', {
      csv: `slug,uses\n${product.slug},smoke alarm|Smoke Alarm|x\n`,
      dry_run: false,
    });
    expect(res.statusCode, res.body).toBe(409);
    const report = res.json() as ProductImportReport;
    expect(report.rows[0]?.errors).toEqual([
      { column: 'uses', message: '“Smoke Alarm” is listed twice.' },
      { column: 'uses', message: '“x” is too short: a use has 2 to 40 characters.' },
    ]);
    expect(await usesOf(product.slug)).toEqual(['fire detection']);
  });
});

it('the sample catalogue loads with uses for every product', async () => {
  const seeded = await createTestApp({ seed: true });
  try {
    const [counted] = await seeded.database.db
      .select({
        products: sql<number>`count(*)::int`,
        without: sql<number>`(count(*) filter (where cardinality(${products.uses}) = 0))::int`,
      })
      .from(products);
    expect(counted).toEqual({ products: 112, without: 0 });
  } finally {
    await seeded.close();
  }
});
