// Staff stock adjustments: the ledger reads back as arithmetic, stock never goes below zero, concurrent
// adjustments add up exactly, every adjustment is audited, and the storefront shows the new stock at once.
import type { AuditEntry, Paginated, Product, ProductStock, StockAdjusted } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockMovements } from '../../db/schema/stock.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { makeProduct } from '../../testing/catalogue.js';
import { jsonOf } from '../../testing/http.js';
import { stockOf } from '../../testing/stock.js';

const {
  ctx,
  staff: { owner, clerk },
} = staffTestApp({ owner: ['owner'], clerk: ['catalogue'] }, { seed: false });

const db = () => ctx.database.db;

const adjust = (productId: number, payload: object, who = clerk) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/products/${productId}/stock/`, headers: who.auth, payload });
const ledger = async (productId: number, query = '') => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/products/${productId}/stock/${query}`,
    headers: clerk.auth,
  });
  return jsonOf<ProductStock>(response);
};

describe('/api/admin/products/{id}/stock/', () => {
  it('adjusts stock with a reason, and the ledger reads back as before + change = after, latest first', async () => {
    const uno = await makeProduct(ctx.app, { stock: 5 });

    const received = await adjust(uno.id, { change: 20, reason: 'received', note: 'Invoice 4411' });
    expect(received.statusCode, received.body).toBe(201);
    expect((received.json() as StockAdjusted).quantity).toBe(25);
    expect((await adjust(uno.id, { change: -3, reason: 'damaged' })).statusCode).toBe(201);
    expect((await adjust(uno.id, { change: -2, reason: 'correction', note: 'Counted\r\ntwice' })).statusCode).toBe(201);

    const stock = await ledger(uno.id);
    expect(stock.quantity).toBe(20);
    expect(await stockOf(db(), uno.slug)).toBe(20);
    expect(
      stock.results.slice(0, 3).map((row) => [row.quantity_before, row.change, row.quantity_after, row.reason]),
    ).toEqual([
      [22, -2, 20, 'correction'],
      [25, -3, 22, 'damaged'],
      [5, 20, 25, 'received'],
    ]);
    expect(stock.results[0]).toMatchObject({
      note: 'Counted\ntwice',
      actor_kind: 'staff',
      actor_username: clerk.username,
      order: null,
    });
    // Before them, the count that put the product's first 5 on the shelf.
    expect(stock.results.slice(3).map((row) => [row.reason, row.actor_kind, row.quantity_after])).toEqual([
      ['count', 'system', 5],
    ]);
    expect(stock.count).toBe(4);
    for (const row of stock.results) expect(row.quantity_before + row.change).toBe(row.quantity_after);

    const firstPage = await ledger(uno.id, '?page_size=2');
    expect(firstPage.results).toHaveLength(2);
    expect(firstPage.next).toContain('page=2');
  });

  it('refuses with 409 to take more than is on the shelf, and writes nothing', async () => {
    const nano = await makeProduct(ctx.app, { stock: 4 });
    const lines = () => db().select().from(stockMovements).where(eq(stockMovements.productId, nano.id));
    const before = await lines();
    const refused = await adjust(nano.id, { change: -5, reason: 'damaged' });
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { detail: string }).detail).toMatch(/Only 4 in stock/);
    expect(await stockOf(db(), nano.slug)).toBe(4);
    expect(await lines()).toEqual(before);
    expect((await adjust(nano.id, { change: -4, reason: 'damaged' })).statusCode).toBe(201);
    expect(await stockOf(db(), nano.slug)).toBe(0);
  });

  it('adds up concurrent adjustments exactly, each ledger row continuing from the one before', async () => {
    const esp32 = await makeProduct(ctx.app, { stock: 100 });
    const changes = Array.from({ length: 24 }, (_, i) => (i % 3 === 0 ? -7 : 5));
    const answers = await Promise.all(
      changes.map((change) => adjust(esp32.id, { change, reason: change > 0 ? 'received' : 'damaged' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(changes.map(() => 201));
    const expected = 100 + changes.reduce((sum, change) => sum + change, 0);
    expect(await stockOf(db(), esp32.slug)).toBe(expected);

    const rows = (await ledger(esp32.id, '?page_size=100')).results.slice(0, changes.length).reverse();
    expect(rows[0]?.quantity_before).toBe(100);
    rows.forEach((row, i) => {
      expect(row.quantity_before + row.change).toBe(row.quantity_after);
      if (i > 0) expect(row.quantity_before).toBe(rows[i - 1]?.quantity_after);
    });
    expect(rows.at(-1)?.quantity_after).toBe(expected);
  });

  it('records each adjustment in the audit log', async () => {
    const uno = await makeProduct(ctx.app);
    const before = await stockOf(db(), uno.slug);
    expect((await adjust(uno.id, { change: 2, reason: 'returned', note: 'Order 1043' })).statusCode).toBe(201);
    const audit = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit/?entity=product', headers: owner.auth });
    const [latest] = (audit.json() as Paginated<AuditEntry>).results;
    expect(latest).toMatchObject({
      action: 'stock.adjust',
      entity: 'product',
      entity_id: String(uno.id),
      actor_username: clerk.username,
      changes: {
        stock: { before, after: before + 2 },
        reason: { before: null, after: 'returned' },
        note: { before: null, after: 'Order 1043' },
      },
    });
  });

  it('shows the new stock on the storefront at once', async () => {
    const uno = await makeProduct(ctx.app);
    const shown = async () =>
      ((await ctx.app.inject({ method: 'GET', url: `/api/products/${uno.slug}/` })).json() as Product).stock;
    const before = await shown();
    expect((await adjust(uno.id, { change: 9, reason: 'received' })).statusCode).toBe(201);
    expect(await shown()).toBe(before + 9);
  });

  it('answers 400 with field messages for bad input and 404 for an unknown product', async () => {
    const uno = await makeProduct(ctx.app);
    const zero = await adjust(uno.id, { change: 0, reason: 'correction' });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toHaveProperty('change');
    const wrongWay = await adjust(uno.id, { change: 3, reason: 'damaged' });
    expect(wrongWay.statusCode).toBe(400);
    expect(wrongWay.json()).toEqual({ change: ['Damaged stock is taken: enter a negative number.'] });
    const badReason = await adjust(uno.id, { change: 1, reason: 'stolen', note: 'x\u0000' });
    expect(badReason.statusCode).toBe(400);
    expect(Object.keys(badReason.json() as object).sort()).toEqual(['note', 'reason']);
    expect((await adjust(uno.id, { change: 1.5, reason: 'received' })).statusCode).toBe(400);
    expect((await adjust(2_147_483_000, { change: 1, reason: 'received' })).statusCode).toBe(404);
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/products/2147483000/stock/',
      headers: clerk.auth,
    });
    expect(unknown.statusCode).toBe(404);
  });
});
