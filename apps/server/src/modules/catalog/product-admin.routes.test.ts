import {
  type AdminProduct,
  type AuditEntry,
  type Paginated,
  PLACEHOLDER_PICTURE_URL,
  type ProductChoices,
  type ProductDetail,
  type ProductInput,
  type ProductListing,
  type SearchResult,
} from '@makerbazaar/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffTestApp } from '../../testing/app-hooks.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf } from '../../testing/stock.js';

const {
  ctx,
  staff: { owner, cataloguer },
} = staffTestApp({ owner: ['owner'], cataloguer: ['catalogue'] });
let choices: ProductChoices;

beforeAll(async () => {
  choices = await call<ProductChoices>('GET', '/api/admin/products/choices/');
});

async function send(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, headers = cataloguer.auth) {
  return ctx.app.inject({ method, url, payload: payload as object, headers });
}

async function call<T>(method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown, status?: number): Promise<T> {
  const res = await send(method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(status ?? (method === 'POST' ? 201 : 200));
  return res.json() as T;
}

function categoryId(slug: string): number {
  const found = choices.categories.find((c) => c.slug === slug);
  if (!found) throw new Error(`no category ${slug}`);
  return found.id;
}

let made = 0;
function newProduct(overrides: Partial<ProductInput> = {}): ProductInput {
  made += 1;
  return {
    name: `Test Soil Moisture Probe ${made}`,
    slug: `test-soil-moisture-probe-${made}`,
    brand: 'Probemakers',
    category: categoryId('sensors'),
    price: 149.5,
    original_price: 199,
    description: 'A capacitive probe\nthat does not corrode.',
    specifications: [
      { name: 'Operating Voltage', value: '3.3V – 5V' },
      { name: 'Output', value: 'Analog' },
    ],
    is_featured: false,
    is_active: true,
    datasheet_url: 'https://example.com/probe.pdf',
    hsn_code: '9031',
    gst_rate: 18,
    ...overrides,
  };
}

async function auditOf(productId: number): Promise<AuditEntry[]> {
  const res = await send('GET', '/api/admin/audit/?entity=product&page_size=100', undefined, owner.auth);
  expect(res.statusCode).toBe(200);
  return (res.json() as Paginated<AuditEntry>).results.filter((e) => e.entity_id === String(productId));
}

describe('POST /api/admin/products/', () => {
  it('creates a product with every field and no stock, audited, and shows it on the storefront at once', async () => {
    // Read the storefront first, so its cache holds the answers that must change.
    const before = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/by_category/?category=sensors&page_size=100',
    });
    expect(before.statusCode).toBe(200);
    const input = newProduct({ name: 'Unique Quokka Hygrometer', slug: 'unique-quokka-hygrometer' });
    const created = await call<AdminProduct>('POST', '/api/admin/products/', input);
    expect(created).toMatchObject({
      name: 'Unique Quokka Hygrometer',
      slug: 'unique-quokka-hygrometer',
      brand: 'Probemakers',
      category: { id: input.category, slug: 'sensors' },
      price: 149.5,
      original_price: 199,
      description: 'A capacitive probe\nthat does not corrode.',
      specifications: input.specifications,
      is_featured: false,
      is_active: true,
      datasheet_url: 'https://example.com/probe.pdf',
      hsn_code: '9031',
      gst_rate: 18,
      stock: 0,
      image: null,
    });

    const detail = await ctx.app.inject({ method: 'GET', url: '/api/products/unique-quokka-hygrometer/' });
    expect(detail.statusCode).toBe(200);
    expect((detail.json() as ProductDetail).price).toBe(149.5);
    // No picture yet: the shop's placeholder, not a sample product's picture.
    expect((detail.json() as ProductDetail).primary_image).toBe(PLACEHOLDER_PICTURE_URL);
    const category = await ctx.app.inject({
      method: 'GET',
      url: '/api/products/by_category/?category=sensors&page_size=100',
    });
    expect((category.json() as ProductListing).results.map((p) => p.slug)).toContain('unique-quokka-hygrometer');
    const search = await ctx.app.inject({ method: 'GET', url: '/api/search/?q=quokka' });
    expect(search.statusCode).toBe(200);
    expect((search.json() as SearchResult).results.map((p) => p.slug)).toContain('unique-quokka-hygrometer');

    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: 'product.create', actor_username: cataloguer.username });
    expect(entry?.changes.price_paise).toEqual({ before: null, after: 14950 });
    expect(entry?.changes.name).toEqual({ before: null, after: 'Unique Quokka Hygrometer' });
  });

  it('answers 400 with a message per field for bad input', async () => {
    const res = await send('POST', '/api/admin/products/', {
      ...newProduct(),
      name: '  ',
      slug: 'Not A Slug',
      price: 0,
      original_price: 10.555,
      datasheet_url: 'javascript:alert(1)',
      hsn_code: '84-73',
      gst_rate: 12,
      specifications: [
        { name: 'Voltage', value: '5V' },
        { name: 'voltage', value: '3V' },
        { name: 'Ratio: x', value: '1' },
      ],
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json() as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual(
      ['datasheet_url', 'gst_rate', 'hsn_code', 'name', 'original_price', 'price', 'slug', 'specifications'].sort(),
    );
    expect(errors.hsn_code).toEqual(['Enter an HSN code of 4, 6 or 8 digits, such as 8473 or 854143.']);
    expect(errors.gst_rate).toEqual(['Choose a GST rate of 0, 5, 18, 40 percent.']);
    expect(errors.specifications).toEqual([
      'A specification name cannot contain a colon.',
      '“voltage” is already listed above.',
    ]);
    expect(errors.slug?.[0]).toMatch(/lower-case letters/);
    expect(errors.price?.[0]).toBe('The price must be more than zero.');

    const mrp = await send('POST', '/api/admin/products/', newProduct({ price: 500, original_price: 400 }));
    expect(mrp.statusCode).toBe(400);
    expect(mrp.json()).toEqual({ original_price: ['The MRP must be at least the price.'] });

    const { hsn_code: _hsn, gst_rate: _rate, ...untaxed } = newProduct();
    const withoutHsn = await send('POST', '/api/admin/products/', untaxed);
    expect(withoutHsn.statusCode).toBe(400);
    expect(withoutHsn.json()).toEqual({ hsn_code: ['This field is required.'] });

    const digits = await send('POST', '/api/admin/products/', newProduct({ slug: '12345' }));
    expect(digits.statusCode).toBe(400);

    const category = await send('POST', '/api/admin/products/', newProduct({ category: 999_999 }));
    expect(category.statusCode).toBe(400);
    expect(category.json()).toEqual({ category: ['Choose an existing category.'] });
  });

  it('answers 409 when the slug is taken', async () => {
    const res = await send('POST', '/api/admin/products/', newProduct({ slug: 'arduino-uno-r3' }));
    expect(res.statusCode).toBe(409);
    expect((res.json() as { detail: string }).detail).toMatch(/“arduino-uno-r3” is already used by/);
  });

  it('is refused to staff without the catalogue area', async () => {
    const support = await signUpStaff(ctx.app, ctx.database.db, ['support']);
    const res = await send('POST', '/api/admin/products/', newProduct(), support.auth);
    expect(res.statusCode).toBe(403);
  });
});

describe('PATCH /api/admin/products/:id/', () => {
  it('changes fields, audits only what changed, and the storefront shows the change at once', async () => {
    const created = await call<AdminProduct>('POST', '/api/admin/products/', newProduct());
    await ctx.app.inject({ method: 'GET', url: `/api/products/${created.slug}/` });
    const updated = await call<AdminProduct>('PATCH', `/api/admin/products/${created.id}/`, {
      name: 'Renamed Probe',
      price: 139,
      specifications: [
        { name: 'Output', value: 'Analog' },
        { name: 'Operating Voltage', value: '3.3V – 5V' },
      ],
      brand: 'Probemakers',
      hsn_code: '902519',
      gst_rate: 5,
    });
    expect(updated).toMatchObject({
      name: 'Renamed Probe',
      price: 139,
      brand: 'Probemakers',
      hsn_code: '902519',
      gst_rate: 5,
    });
    expect(updated.specifications.map((s) => s.name)).toEqual(['Output', 'Operating Voltage']);

    const shown = await ctx.app.inject({ method: 'GET', url: `/api/products/${created.slug}/` });
    expect((shown.json() as ProductDetail).name).toBe('Renamed Probe');
    expect((shown.json() as ProductDetail).price).toBe(139);

    const update = (await auditOf(created.id)).find((e) => e.action === 'product.update');
    expect(update?.changes).toEqual({
      name: { before: created.name, after: 'Renamed Probe' },
      price_paise: { before: 14950, after: 13900 },
      hsn_code: { before: '9031', after: '902519' },
      gst_rate: { before: 18, after: 5 },
      specifications: {
        before: created.specifications,
        after: [
          { name: 'Output', value: 'Analog' },
          { name: 'Operating Voltage', value: '3.3V – 5V' },
        ],
      },
    });

    // Hiding takes it off the storefront at once.
    await call('PATCH', `/api/admin/products/${created.id}/`, { is_active: false });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${created.slug}/` })).statusCode).toBe(404);
    // Clearing the MRP and the datasheet.
    const cleared = await call<AdminProduct>('PATCH', `/api/admin/products/${created.id}/`, {
      original_price: null,
      datasheet_url: '',
    });
    expect(cleared).toMatchObject({ original_price: null, datasheet_url: null });
  });

  it('checks the MRP against the price as merged, the slug against others, and unknown ids', async () => {
    const created = await call<AdminProduct>(
      'POST',
      '/api/admin/products/',
      newProduct({ price: 100, original_price: 120 }),
    );
    const mrp = await send('PATCH', `/api/admin/products/${created.id}/`, { price: 130 });
    expect(mrp.statusCode).toBe(400);
    expect(mrp.json()).toEqual({ original_price: ['The MRP must be at least the price.'] });

    const taken = await send('PATCH', `/api/admin/products/${created.id}/`, { slug: 'arduino-uno-r3' });
    expect(taken.statusCode).toBe(409);
    // Its own slug is no conflict.
    await call('PATCH', `/api/admin/products/${created.id}/`, { slug: created.slug, name: 'Same slug' });

    expect((await send('PATCH', '/api/admin/products/99999999/', { name: 'Nobody' })).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/products/${created.id}/`, {})).statusCode).toBe(400);
    expect((await send('PATCH', `/api/admin/products/${created.id}/`, { stock: 5 })).statusCode).toBe(400);
  });
});

describe('GET /api/admin/products/', () => {
  it('filters by words, category, brand, visibility and stock level, hidden products included', async () => {
    const hidden = await call<AdminProduct>(
      'POST',
      '/api/admin/products/',
      newProduct({ name: 'Zebra Filter Widget', brand: 'Zebracorp', is_active: false, category: categoryId('motors') }),
    );
    const byWords = await call<Paginated<AdminProduct>>('GET', '/api/admin/products/?q=zebra%20widget');
    expect(byWords.results.map((p) => p.id)).toEqual([hidden.id]);
    const inactive = await call<Paginated<AdminProduct>>('GET', '/api/admin/products/?active=false&page_size=100');
    expect(inactive.results.every((p) => !p.is_active)).toBe(true);
    expect(inactive.results.map((p) => p.id)).toContain(hidden.id);
    const brand = await call<Paginated<AdminProduct>>('GET', '/api/admin/products/?brand=ZEBRACORP');
    expect(brand.results.map((p) => p.id)).toEqual([hidden.id]);
    const category = await call<Paginated<AdminProduct>>(
      'GET',
      `/api/admin/products/?category=${categoryId('motors')}&page_size=100`,
    );
    expect(category.results.every((p) => p.category.slug === 'motors')).toBe(true);
    expect(category.count).toBeGreaterThan(1);

    await setStockOf(ctx.database.db, 'arduino-uno-r3', 0);
    await setStockOf(ctx.database.db, 'arduino-nano', 4);
    await setStockOf(ctx.database.db, 'esp32-development-kit', 50);
    const out = await call<Paginated<AdminProduct>>('GET', '/api/admin/products/?stock=out&page_size=100');
    const low = await call<Paginated<AdminProduct>>('GET', '/api/admin/products/?stock=low&page_size=100');
    const plenty = await call<Paginated<AdminProduct>>('GET', '/api/admin/products/?stock=in&page_size=100');
    expect(out.results.every((p) => p.stock === 0)).toBe(true);
    expect(out.results.map((p) => p.slug)).toContain('arduino-uno-r3');
    expect(low.results.every((p) => p.stock >= 1 && p.stock <= 10)).toBe(true);
    expect(low.results.map((p) => p.slug)).toContain('arduino-nano');
    expect(plenty.results.every((p) => p.stock > 10)).toBe(true);
    expect(plenty.results.map((p) => p.slug)).toContain('esp32-development-kit');

    const bad = await send('GET', '/api/admin/products/?stock=some&active=maybe&ordering=colour&category=x');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json() as object).sort()).toEqual(['active', 'category', 'ordering', 'stock']);
  });

  it('sorts by name, price, stock and creation, either way, and pages', async () => {
    const sorted = async (ordering: string) =>
      (await call<Paginated<AdminProduct>>('GET', `/api/admin/products/?ordering=${ordering}&page_size=100`)).results;
    const byName = (await sorted('name')).map((p) => p.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byPrice = (await sorted('-price')).map((p) => p.price);
    expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
    const byStock = (await sorted('stock')).map((p) => p.stock);
    expect(byStock).toEqual([...byStock].sort((a, b) => a - b));
    const newest = await sorted('-created_at');
    const times = newest.map((p) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());

    const first = await call<Paginated<AdminProduct>>('GET', '/api/admin/products/?page_size=10');
    expect(first.next).toBe('/api/admin/products/?page_size=10&page=2');
    const second = await call<Paginated<AdminProduct>>('GET', first.next!);
    expect(second.results.some((p) => first.results.some((q) => q.id === p.id))).toBe(false);
  });
});

describe('POST /api/admin/products/bulk/', () => {
  it('deactivates, activates and moves products, auditing each one that changed', async () => {
    const a = await call<AdminProduct>('POST', '/api/admin/products/', newProduct());
    const b = await call<AdminProduct>('POST', '/api/admin/products/', newProduct({ is_active: false }));
    const ids = [a.id, b.id];

    expect(await call('POST', '/api/admin/products/bulk/', { action: 'deactivate', ids }, 200)).toEqual({ updated: 1 });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${a.slug}/` })).statusCode).toBe(404);
    expect(await call('POST', '/api/admin/products/bulk/', { action: 'activate', ids }, 200)).toEqual({ updated: 2 });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${b.slug}/` })).statusCode).toBe(200);
    const motors = categoryId('motors');
    expect(
      await call('POST', '/api/admin/products/bulk/', { action: 'set_category', ids, category: motors }, 200),
    ).toEqual({ updated: 2 });
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/products/${a.slug}/` });
    expect((shown.json() as ProductDetail).category.slug).toBe('motors');

    const actions = (await auditOf(a.id)).map((e) => e.action).sort();
    expect(actions).toEqual([
      'product.bulk_activate',
      'product.bulk_category',
      'product.bulk_deactivate',
      'product.create',
    ]);
    const moved = (await auditOf(b.id)).find((e) => e.action === 'product.bulk_category');
    expect(moved?.changes).toEqual({ category_id: { before: categoryId('sensors'), after: motors } });
  });

  it('refuses a category move without a category, an unknown product, and an empty selection', async () => {
    const a = await call<AdminProduct>('POST', '/api/admin/products/', newProduct());
    const noCategory = await send('POST', '/api/admin/products/bulk/', { action: 'set_category', ids: [a.id] });
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json()).toEqual({ category: ['Choose the category to move the products to.'] });
    const unknown = await send('POST', '/api/admin/products/bulk/', { action: 'deactivate', ids: [a.id, 99999999] });
    expect(unknown.statusCode).toBe(404);
    // All or none: the known product was not changed either.
    expect((await call<AdminProduct>('GET', `/api/admin/products/${a.id}/`)).is_active).toBe(true);
    expect((await send('POST', '/api/admin/products/bulk/', { action: 'activate', ids: [] })).statusCode).toBe(400);
    const badCategory = await send('POST', '/api/admin/products/bulk/', {
      action: 'set_category',
      ids: [a.id],
      category: 99999999,
    });
    expect(badCategory.statusCode).toBe(400);
  });
});

describe('GET /api/admin/products/choices/ and /:id/', () => {
  it('lists every category and brand, and answers 404 for an unknown product', async () => {
    expect(choices.categories.length).toBeGreaterThanOrEqual(10);
    expect(choices.brands).toContain('Arduino');
    expect((await send('GET', '/api/admin/products/99999999/')).statusCode).toBe(404);
    expect((await send('GET', '/api/admin/products/abc/')).statusCode).toBe(400);
  });
});
