// The stock ledger records every movement of stock: one product is walked through each kind, and after
// each the ledger's lines follow on from one another and add up to the stock on the shelf.
import type { AdminOrder, Order, ProductStock, StockMovement } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { staffTestApp } from '../../testing/app-hooks.js';
import { productBySlug } from '../../testing/customers.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf, stockOf } from '../../testing/stock.js';
import { releaseAbandonedPayments } from '../orders/orders.service.js';

const {
  ctx,
  staff: { owner },
} = staffTestApp({ owner: ['owner'] });

const SLUG = 'hc-sr04-ultrasonic-distance-sensor';
const db = () => ctx.database.db;

async function ledgerOf(productId: number): Promise<StockMovement[]> {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/products/${productId}/stock/?page_size=100`,
    headers: owner.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ProductStock).results;
}

/** The ledger adds up: its changes sum to the shelf, and each line starts where the one before ended. */
async function expectLedgerAddsUp(productId: number): Promise<StockMovement> {
  const newestFirst = await ledgerOf(productId);
  const shelf = await stockOf(db(), SLUG);
  expect(newestFirst.reduce((sum, line) => sum + line.change, 0)).toBe(shelf);
  const oldestFirst = [...newestFirst].reverse();
  oldestFirst.forEach((line, i) => {
    expect(line.quantity_before + line.change).toBe(line.quantity_after);
    expect(line.quantity_before).toBe(i === 0 ? 0 : oldestFirst[i - 1]?.quantity_after);
  });
  const latest = newestFirst[0];
  if (!latest) throw new Error('the ledger is empty');
  expect(latest.quantity_after).toBe(shelf);
  return latest;
}

const adminPost = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/${url}`, headers: owner.auth, payload });

describe('the stock ledger', () => {
  it('records every kind of movement with who and why, and always adds up to the stock on the shelf', async () => {
    const product = await productBySlug(db(), SLUG);
    const sample = await expectLedgerAddsUp(product.id);
    expect(sample).toMatchObject({ reason: 'opening', actor_kind: 'system', order: null });

    // A customer's order takes stock, and their cancellation puts it back.
    const customer = await newShopper(ctx.app);
    const buy = async (quantity: number, method: 'cod' | 'online') => {
      await customer.addToCart(product.id, quantity);
      const placed = await customer.checkoutCart(method);
      return jsonOf<Order>(placed, 201);
    };
    const sold = await buy(4, 'cod');
    expect(await expectLedgerAddsUp(product.id)).toMatchObject({
      reason: 'sale',
      change: -4,
      actor_kind: 'customer',
      actor_username: customer.customer.username,
      order: { id: sold.id, order_number: sold.order_number },
    });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${sold.id}/cancel/`,
      headers: customer.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await expectLedgerAddsUp(product.id)).toMatchObject({
      reason: 'cancelled',
      change: 4,
      actor_kind: 'customer',
      order: { id: sold.id },
    });

    // The shop cancels an order.
    const shopCancels = await buy(2, 'cod');
    expect(await expectLedgerAddsUp(product.id)).toMatchObject({ reason: 'sale', change: -2 });
    expect((await adminPost(`orders/${shopCancels.id}/transition/`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await expectLedgerAddsUp(product.id)).toMatchObject({
      reason: 'cancelled',
      change: 2,
      actor_kind: 'staff',
      actor_username: owner.username,
      order: { id: shopCancels.id },
    });

    // An online order left unpaid is released by the sweep.
    const unpaid = await buy(3, 'online');
    await expectLedgerAddsUp(product.id);
    expect(await releaseAbandonedPayments(db(), new Date(Date.now() + 31 * 60 * 1000))).toBeGreaterThan(0);
    expect(await expectLedgerAddsUp(product.id)).toMatchObject({
      reason: 'released',
      change: 3,
      actor_kind: 'system',
      order: { id: unpaid.id },
    });

    // A paid order is delivered, and a refund puts one returned unit back on the shelf.
    const paid = await customer.payOnline(await buy(2, 'online'));
    for (const status of ['packed', 'shipped', 'delivered'] as const) {
      const step = await adminPost(`orders/${paid.id}/transition/`, {
        status,
        ...(status === 'shipped' ? { carrier: 'Delhivery', tracking_number: 'DL123456789IN' } : {}),
      });
      expect(step.statusCode, step.body).toBe(200);
    }
    const [line] = (
      (await (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${paid.id}/`,
          headers: owner.auth,
        })
      ).json()) as AdminOrder
    ).items;
    const refunded = await adminPost(`orders/${paid.id}/refund/`, {
      amount: 50,
      reason: 'Returned: one unit not needed',
      restock: [{ item_id: line?.id, quantity: 1 }],
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await expectLedgerAddsUp(product.id)).toMatchObject({
      reason: 'refund',
      change: 1,
      actor_kind: 'staff',
      note: 'Returned: one unit not needed',
      order: { id: paid.id },
    });

    // Staff adjust the stock, and an import moves it.
    expect((await adminPost(`products/${product.id}/stock/`, { change: 12, reason: 'received' })).statusCode).toBe(201);
    expect(await expectLedgerAddsUp(product.id)).toMatchObject({ reason: 'received', change: 12, actor_kind: 'staff' });
    const imported = await adminPost('products/import/', { csv: `slug,stock_change\n${SLUG},-5\n`, dry_run: false });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await expectLedgerAddsUp(product.id)).toMatchObject({
      reason: 'import',
      change: -5,
      actor_kind: 'staff',
      actor_username: owner.username,
    });

    // Stock set outright (as tests and benches do) is a movement too.
    await setStockOf(db(), SLUG, 7);
    expect(await expectLedgerAddsUp(product.id)).toMatchObject({ reason: 'count', quantity_after: 7 });
  });
});
