import type { AdminProduct, Paginated, ProductDetail, ProductImportReport, ProductStock } from '@makerbazaar/core';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { count, eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { auditLog } from '../../db/schema/staff.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';
import { setStockOf, stockOf } from '../../testing/stock.js';

const {
  ctx,
  staff: { cataloguer },
} = staffTestApp({ cataloguer: ['catalogue'] });

function importCsv(csv: string, dryRun: boolean) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/admin/products/import/',
    payload: { csv, dry_run: dryRun },
    headers: cataloguer.auth,
  });
}

async function dryRun(csv: string): Promise<ProductImportReport> {
  const res = await importCsv(csv, true);
  return jsonOf<ProductImportReport>(res);
}

async function exportCsv(query = ''): Promise<string> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/products/export/${query}`,
    headers: cataloguer.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
  return res.body;
}

const csvOf = (rows: Record<string, string>[]) => stringify(rows, { header: true });

async function productCount(): Promise<number> {
  const [row] = await ctx.database.db.select({ n: count() }).from(products);
  return row?.n ?? 0;
}

async function importAudits(): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(eq(auditLog.action, 'product.import'));
  return row?.n ?? 0;
}

describe('CSV export', () => {
  it('writes the filtered products with every column, a BOM for spreadsheets, and reads back unchanged', async () => {
    await setStockOf(ctx.database.db, 'arduino-uno-r3', 7);
    const csv = await exportCsv('?q=arduino%20uno&ordering=name');
    expect(csv.startsWith('\uFEFFslug,name,brand,category,price,original_price,description,specifications,')).toBe(
      true,
    );
    const rows = parse(csv, { bom: true, columns: true }) as Record<string, string>[];
    const listed = (
      await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/products/?q=arduino%20uno&ordering=name',
        headers: cataloguer.auth,
      })
    ).json() as Paginated<AdminProduct>;
    expect(rows.map((r) => r.slug)).toEqual(listed.results.map((p) => p.slug));
    const uno = rows.find((r) => r.slug === 'arduino-uno-r3');
    expect(uno).toMatchObject({ category: 'arduino', is_active: 'true', stock: '7' });
    expect(uno?.specifications?.split('\n')[0]).toBe('Microcontroller: ATmega328P');

    // The whole catalogue, exported and imported again, changes nothing.
    const all = await exportCsv();
    const report = await dryRun(all);
    expect(report.file_errors).toEqual([]);
    expect(report.summary).toEqual({ create: 0, update: 0, unchanged: await productCount(), error: 0 });
    expect(report.ignored_columns).toEqual(['stock']);
    const applied = await importCsv(all, false);
    expect(applied.statusCode).toBe(200);
    expect((applied.json() as ProductImportReport).applied).toBe(true);
    expect(await importAudits()).toBe(0);
  });

  it('writes a cell that a spreadsheet would run as a formula as text, and reads it back as it was', async () => {
    const formula = '=HYPERLINK("http://evil.example","Click")';
    const uno = eq(products.slug, 'arduino-uno-r3');
    const [original] = await ctx.database.db
      .select({ name: products.name, description: products.description })
      .from(products)
      .where(uno);
    await ctx.database.db.update(products).set({ name: formula, description: '-40 to +85 °C' }).where(uno);
    const csv = await exportCsv('?q=arduino%20uno');
    const row = (parse(csv, { bom: true, columns: true }) as Record<string, string>[]).find(
      (r) => r.slug === 'arduino-uno-r3',
    );
    expect(row).toMatchObject({ name: `'${formula}`, description: "'-40 to +85 °C" });

    const report = await dryRun(csv);
    expect(report.summary.update).toBe(0);
    expect(report.summary.error).toBe(0);
    await ctx.database.db
      .update(products)
      .set(original ?? {})
      .where(uno);
  });
});

describe('CSV import', () => {
  it('reports per row what will change, writes nothing on a dry run, then imports on confirmation', async () => {
    const before = await productCount();
    const csv = csvOf([
      { slug: 'arduino-uno-r3', price: '599', name: 'Arduino Uno R3', stock: '999' },
      { slug: 'ds18b20-waterproof-probe-hindi', name: 'तापमान सेंसर', price: '1249.50', stock: '40' },
    ]);
    // Columns left out keep their value on an update; a new product needs brand, category and HSN code too.
    const incomplete = await dryRun(csv);
    expect(incomplete.rows[1]?.errors).toEqual([
      { column: 'brand', message: 'A new product needs a brand: add a brand column to the file.' },
      { column: 'category', message: 'A new product needs a category: add a category column to the file.' },
      { column: 'hsn_code', message: 'A new product needs a hsn_code: add a hsn_code column to the file.' },
    ]);

    const full = csvOf([
      {
        slug: 'arduino-uno-r3',
        name: 'Arduino Uno R3',
        brand: 'Arduino',
        category: 'arduino',
        price: '599',
        // A lower price takes its quantity prices down with it: breaks stay below the price.
        price_breaks: '10:569|50+:₹549',
        hsn_code: '8473',
        gst_rate: '',
        stock: '999',
      },
      {
        slug: 'ds18b20-waterproof-probe-hindi',
        name: 'तापमान सेंसर, DS18B20 "वाटरप्रूफ"',
        brand: 'Maxim',
        category: 'Sensors',
        price: '₹1,249.50',
        price_breaks: '',
        hsn_code: '9025',
        gst_rate: '18%',
        stock: '40',
      },
    ]);
    expect(full).toContain('"तापमान सेंसर, DS18B20 ""वाटरप्रूफ"""');
    const uno = (
      (await ctx.app.inject({ method: 'GET', url: '/api/products/arduino-uno-r3/' })).json() as ProductDetail
    ).price;
    const report = await dryRun(full);
    expect(report).toMatchObject({ dry_run: true, applied: false, ignored_columns: ['stock'], file_errors: [] });
    expect(report.summary).toEqual({ create: 1, update: 1, unchanged: 0, error: 0 });
    expect(report.rows[0]).toMatchObject({
      row: 2,
      slug: 'arduino-uno-r3',
      outcome: 'update',
      changes: {
        price: { before: String(uno), after: '599' },
        price_breaks: { before: '10:2232|50:2162', after: '10:569|50:549' },
      },
      errors: [],
    });
    expect(report.rows[1]).toMatchObject({ row: 3, outcome: 'create' });
    expect(report.rows[1]?.changes.name).toEqual({ before: null, after: 'तापमान सेंसर, DS18B20 "वाटरप्रूफ"' });
    expect(report.rows[1]?.changes.price).toEqual({ before: null, after: '1249.50' });
    expect(report.rows[1]?.changes.hsn_code).toEqual({ before: null, after: '9025' });
    expect(report.rows[1]?.changes.gst_rate).toEqual({ before: null, after: '18' });
    expect(await productCount()).toBe(before);
    const abolishedRate = await dryRun(csvOf([{ slug: 'arduino-uno-r3', gst_rate: '12' }]));
    expect(abolishedRate.rows[0]?.errors).toEqual([
      { column: 'gst_rate', message: 'Choose a GST rate of 0, 5, 18, 40 percent.' },
    ]);

    const res = await importCsv(full, false);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as ProductImportReport).applied).toBe(true);
    expect(await productCount()).toBe(before + 1);
    // The stock column is not imported: stock moves by stock_change.
    expect(await stockOf(ctx.database.db, 'ds18b20-waterproof-probe-hindi')).toBe(0);
    // The storefront shows both at once.
    const shown = (
      await ctx.app.inject({ method: 'GET', url: '/api/products/ds18b20-waterproof-probe-hindi/' })
    ).json() as ProductDetail;
    expect(shown).toMatchObject({ name: 'तापमान सेंसर, DS18B20 "वाटरप्रूफ"', price: 1249.5, brand: 'Maxim' });
    expect(shown.category.slug).toBe('sensors');
    const unoAfter = (await ctx.app.inject({ method: 'GET', url: '/api/products/arduino-uno-r3/' })).json();
    expect((unoAfter as ProductDetail).price).toBe(599);

    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'product.import'));
    expect(audits).toHaveLength(2);
    const unoAudit = audits.find((a) => a.entityId === String((unoAfter as ProductDetail).id));
    expect(unoAudit?.changes).toEqual({
      price_paise: { before: Math.round(uno * 100), after: 59900 },
      price_breaks: {
        before: [
          { min_quantity: 10, price: 223_200 },
          { min_quantity: 50, price: 216_200 },
        ],
        after: [
          { min_quantity: 10, price: 56_900 },
          { min_quantity: 50, price: 54_900 },
        ],
      },
    });
  });

  it('reports every bad row with its number and column, and a confirmation with errors writes nothing', async () => {
    const before = await productCount();
    const header = 'slug,name,brand,category,price,original_price,is_active,specifications,hsn_code\n';
    const csv =
      header +
      'good-new-part,Good Part,Acme,sensors,100,120,true,"Voltage: 5V\nPins: 4",8542\n' +
      'bad-price,Bad Price,Acme,sensors,one hundred,,true,,8542\n' +
      'bad-category,Bad Category,Acme,no-such-category,100,,true,,8542\n' +
      '\n' +
      'bad-flag,Bad Flag,Acme,sensors,100,,perhaps,,8542\n' +
      'good-new-part,Twice,Acme,sensors,100,,true,,8542\n' +
      'Bad Slug,Bad Slug,Acme,sensors,100,,true,,8542\n' +
      'mrp-low,MRP Low,Acme,sensors,100,90,true,,8542\n' +
      'bad-spec,Bad Spec,Acme,sensors,100,,true,"Voltage 5V",8542\n' +
      'short-row,Short,Acme\n' +
      'new-without-name,,Acme,sensors,100,,true,,8542\n';
    const report = await dryRun(csv);
    expect(report.summary).toEqual({ create: 1, update: 0, unchanged: 0, error: 9 });
    const errorsOf = (row: number) => report.rows.find((r) => r.row === row)?.errors;
    // Row 2 spans two lines of the file (a quoted line break) and is still row 2; the blank line is row 5.
    expect(report.rows[0]).toMatchObject({ row: 2, outcome: 'create' });
    expect(errorsOf(3)).toEqual([
      { column: 'price', message: '“one hundred” is not an amount in rupees: write it as 1299 or 1299.50.' },
    ]);
    expect(errorsOf(4)).toEqual([
      { column: 'category', message: 'No category has the slug or name “no-such-category”.' },
    ]);
    expect(errorsOf(6)).toEqual([{ column: 'is_active', message: 'Write true or false, not “perhaps”.' }]);
    expect(errorsOf(7)).toEqual([
      { column: 'slug', message: 'Row 2 has this slug too: a product appears once in a file.' },
    ]);
    expect(errorsOf(8)?.[0]?.column).toBe('slug');
    expect(errorsOf(9)).toEqual([{ column: 'original_price', message: 'The MRP must be at least the price.' }]);
    expect(errorsOf(10)).toEqual([
      { column: 'specifications', message: 'Line 1 (“Voltage 5V”) needs a name and a value as “Name: Value”.' },
    ]);
    expect(errorsOf(11)?.[0]).toEqual({
      column: null,
      message: 'This row has 3 cells but the header has 9: check for a missing or extra comma.',
    });
    expect(errorsOf(12)).toEqual([{ column: 'name', message: 'A new product needs a name.' }]);

    const confirmed = await importCsv(csv, false);
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json()).toMatchObject({
      detail: 'Nothing was imported: fix the rows with errors and upload the file again.',
      applied: false,
    });
    expect(await productCount()).toBe(before);
  });

  it('reports every error of a row at once, in the order of the columns', async () => {
    const csv =
      'slug,name,category,price,is_featured,hsn_code,gst_rate,original_price\n' +
      'hc-sr04-ultrasonic-distance-sensor,HC-SR04,no-such-category,abc,maybe,12,7,\n' +
      'arduino-uno-r3,,,100,,,,90\n' +
      'a-new-part,,,,,,,\n';
    const report = await dryRun(csv);
    expect(report.rows[0]?.errors).toEqual([
      { column: 'category', message: 'No category has the slug or name “no-such-category”.' },
      { column: 'price', message: '“abc” is not an amount in rupees: write it as 1299 or 1299.50.' },
      { column: 'is_featured', message: 'Write true or false, not “maybe”.' },
      { column: 'hsn_code', message: 'Enter an HSN code of 4, 6 or 8 digits, such as 8473 or 854143.' },
      { column: 'gst_rate', message: 'Choose a GST rate of 0, 5, 18, 40 percent.' },
    ]);
    // The MRP and the breaks the product has are checked against the new price, the breaks by row.
    expect(report.rows[1]?.errors).toEqual([
      { column: 'original_price', message: 'The MRP must be at least the price.' },
      { column: 'price_breaks', message: 'Break 1: A price break must be lower than the product’s own price.' },
    ]);
    expect(report.rows[2]?.errors.map((e) => e.column)).toEqual(['name', 'brand', 'category', 'price', 'hsn_code']);
    expect(report.summary.error).toBe(3);
  });

  it('reads price breaks as units:price joined by “|”, refuses them by break, and empties them for “-”', async () => {
    const slug = 'hc-sr04-ultrasonic-distance-sensor';
    const exported = parse(await exportCsv('?q=hc-sr04'), { bom: true, columns: true }) as Record<string, string>[];
    const breaksOf = async () =>
      ((await ctx.app.inject({ method: 'GET', url: `/api/products/${slug}/` })).json() as ProductDetail).price_breaks;
    const before = await breaksOf();
    expect(exported.find((row) => row.slug === slug)?.price_breaks).toBe(
      before.map((step) => `${step.min_quantity}:${step.price}`).join('|'),
    );
    const refused = await dryRun(
      csvOf([
        { slug, price_breaks: '10:1|ten:5' },
        { slug: 'arduino-uno-r3', price_breaks: '1:2000|120:1900|50:1800' },
      ]),
    );
    expect(refused.rows[0]?.errors).toEqual([
      {
        column: 'price_breaks',
        message: '“ten:5” is not a price break: write each as units:price, such as 10:90|50:80.',
      },
    ]);
    expect(refused.rows[1]?.errors).toEqual([
      {
        column: 'price_breaks',
        message: 'Break 1: A price break starts at 2 units or more: the product’s own price is the price of one.',
      },
      {
        column: 'price_breaks',
        message:
          'Break 2: A cart line holds at most 99 units: a break above that is never reached (larger orders are quoted).',
      },
      { column: 'price_breaks', message: 'Break 3: Quantities must rise: this break must start above 120 units.' },
    ]);
    const cleared = await importCsv(csvOf([{ slug, price_breaks: '-' }]), false);
    expect(jsonOf<ProductImportReport>(cleared).rows[0]?.changes.price_breaks?.after).toBe('');
    expect(await breaksOf()).toEqual([]);
    const restored = await importCsv(csvOf([{ slug, price_breaks: '25:60' }]), false);
    expect(jsonOf<ProductImportReport>(restored).applied).toBe(true);
    expect(await breaksOf()).toEqual([{ min_quantity: 25, price: 60 }]);
  });

  it('keeps a product’s description, specifications, MRP and datasheet for a blank cell, and empties them for “-”', async () => {
    const db = ctx.database.db;
    const slug = 'dht22-temperature-and-humidity-sensor-module';
    const shown = async () =>
      (
        await db
          .select({
            description: products.description,
            specifications: products.specifications,
            originalPricePaise: products.originalPricePaise,
            datasheetUrl: products.datasheetUrl,
          })
          .from(products)
          .where(eq(products.slug, slug))
      )[0];
    await db
      .update(products)
      .set({ originalPricePaise: 99_900, datasheetUrl: 'https://www.example.com/dht22.pdf' })
      .where(eq(products.slug, slug));
    const was = await shown();
    expect(was?.description).not.toBe('');
    expect(was?.specifications.length).toBeGreaterThan(0);

    const header = 'slug,name,description,specifications,original_price,datasheet_url\n';
    const blank = await dryRun(`${header}${slug},,,,,\n`);
    expect(blank.rows[0]).toMatchObject({ outcome: 'unchanged', errors: [] });
    expect((await importCsv(`${header}${slug},,,,,\n`, false)).statusCode).toBe(200);
    expect(await shown()).toEqual(was);

    const cleared = await dryRun(`${header}${slug},,-,-,-,-\n`);
    expect(cleared.rows[0]?.outcome).toBe('update');
    expect(Object.keys(cleared.rows[0]?.changes ?? {}).sort()).toEqual([
      'datasheet_url',
      'description',
      'original_price',
      'specifications',
    ]);
    expect((await importCsv(`${header}${slug},,-,-,-,-\n`, false)).statusCode).toBe(200);
    expect(await shown()).toEqual({
      description: '',
      specifications: [],
      originalPricePaise: null,
      datasheetUrl: null,
    });

    const required = await dryRun(`${header}${slug},-,,,,\n`);
    expect(required.rows[0]?.errors).toEqual([
      { column: 'name', message: '“-” empties a column, but a product always has a name.' },
    ]);
  });

  it('adds and takes stock by stock_change, recorded in the ledger as the import, and leaves the stock column alone', async () => {
    const db = ctx.database.db;
    await setStockOf(db, 'arduino-nano-every', 5);
    await setStockOf(db, 'esp32-development-kit', 2);
    const exported = parse(await exportCsv('?q=nano%20every'), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(exported[0]).toMatchObject({ slug: 'arduino-nano-every', stock: '5', stock_change: '' });

    const refused = await dryRun(
      'slug,stock,stock_change\narduino-nano-every,99,+20\nesp32-development-kit,,-3\narduino-uno-r3,,lots\nnew-kit,,-1\n',
    );
    expect(refused.rows[0]).toMatchObject({
      outcome: 'update',
      changes: { stock: { before: '5', after: '25' } },
      errors: [],
    });
    expect(refused.rows[1]?.errors).toEqual([
      { column: 'stock_change', message: 'Only 2 in stock: taking 3 would leave less than none.' },
    ]);
    expect(refused.rows[2]?.errors).toEqual([
      {
        column: 'stock_change',
        message: 'Write the units to add, such as 20, or to take, such as -3 (at most 100000 either way), not “lots”.',
      },
    ]);
    expect(refused.rows[3]?.errors).toContainEqual({
      column: 'stock_change',
      message: 'A new product starts with no stock: write the units to add.',
    });

    const csv = 'slug,stock,stock_change\narduino-nano-every,99,+20\nesp32-development-kit,,-2\n';
    const res = await importCsv(csv, false);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stockOf(db, 'arduino-nano-every')).toBe(25);
    expect(await stockOf(db, 'esp32-development-kit')).toBe(0);
    const nano = (
      await db.select({ id: products.id }).from(products).where(eq(products.slug, 'arduino-nano-every'))
    )[0];
    const ledger = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/products/${nano?.id}/stock/`,
      headers: cataloguer.auth,
    });
    expect((ledger.json() as ProductStock).results[0]).toMatchObject({
      reason: 'import',
      change: 20,
      quantity_before: 5,
      quantity_after: 25,
      actor_kind: 'staff',
    });
    // The storefront shows the new stock at once.
    const shown = (await ctx.app.inject({ method: 'GET', url: '/api/products/arduino-nano-every/' })).json();
    expect((shown as ProductDetail).stock).toBe(25);
  });

  it('reports a header it does not know, and a file that is not CSV, as file errors', async () => {
    const unknown = await dryRun('slug,colour\nx,red\n');
    expect(unknown.file_errors).toEqual([
      { column: 'colour', message: expect.stringMatching(/^Unknown column “colour”\. The columns are: slug, name/) },
    ]);
    expect(unknown.rows).toEqual([]);
    const noSlug = await dryRun('name,price\nPart,10\n');
    expect(noSlug.file_errors.map((e) => e.column)).toEqual(['slug']);
    const broken = await dryRun('slug,name\n"never-closed,Part\n');
    expect(broken.file_errors[0]?.message).toMatch(/^The file could not be read as CSV/);
    const empty = await importCsv('', true);
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ csv: ['The file is empty.'] });
  });

  it('imports 5,000 rows in one go, and a failure halfway leaves nothing written', async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => ({
      slug: `bulk-resistor-pack-${i + 1}`,
      name: `Resistor Pack ${i + 1}, 1/4 W “carbon film”`,
      brand: 'Ohmic',
      category: 'tools',
      price: String(10 + (i % 90)),
      description: `Pack ${i + 1}, of 100 resistors`,
      specifications: 'Power: 0.25 W\nTolerance: 5%',
      is_featured: 'false',
      is_active: 'true',
      hsn_code: '8533',
    }));
    const csv = csvOf(rows);
    const before = await productCount();
    const auditsBefore = await importAudits();

    // A database failure at row 2,500 (a trigger stands in for one) rolls every row back.
    await ctx.database.db.execute(sql`create function fail_at_2500() returns trigger language plpgsql as $$
      begin
        if new.slug = 'bulk-resistor-pack-2500' then raise exception 'disk full'; end if;
        return new;
      end $$`);
    await ctx.database.db.execute(
      sql`create trigger fail_at_2500 before insert on products for each row execute function fail_at_2500()`,
    );
    const failed = await importCsv(csv, false);
    expect(failed.statusCode).toBe(500);
    expect(await productCount()).toBe(before);
    expect(await importAudits()).toBe(auditsBefore);
    await ctx.database.db.execute(sql`drop trigger fail_at_2500 on products`);
    await ctx.database.db.execute(sql`drop function fail_at_2500()`);

    const report = await dryRun(csv);
    expect(report.summary).toEqual({ create: 5_000, update: 0, unchanged: 0, error: 0 });
    const started = Date.now();
    const res = await importCsv(csv, false);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
    expect(await productCount()).toBe(before + 5_000);
    expect(await importAudits()).toBe(auditsBefore + 5_000);
    const [last] = await ctx.database.db
      .select({ name: products.name, description: products.description })
      .from(products)
      .where(eq(products.slug, 'bulk-resistor-pack-5000'));
    expect(last).toEqual({
      name: 'Resistor Pack 5000, 1/4 W “carbon film”',
      description: 'Pack 5000, of 100 resistors',
    });
    expect(Date.now() - started).toBeLessThan(60_000);

    // Changing a few of them again reports exactly those.
    const again = rows.map((row, i) => (i % 1_000 === 0 ? { ...row, price: '999' } : row));
    const update = await dryRun(csvOf(again));
    expect(update.summary).toEqual({ create: 0, update: 5, unchanged: 4_995, error: 0 });
    const [bulk] = await ctx.database.db
      .select({ n: count() })
      .from(products)
      .where(like(products.slug, 'bulk-resistor-pack-%'));
    expect(bulk?.n).toBe(5_000);
  }, 120_000);
});
