// Contention between the paths that change stock. Deadlocks only happen on PostgreSQL, where
// transactions really run side by side; on the embedded engine they run one at a time and these
// tests check the same outcomes.
import { checkoutTotals, type Order, paiseToRupees } from '@makerbazaar/core';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app-hooks.js';
import { customersWithCart, productBySlug } from '../../testing/customers.js';
import { setStockOf, stockOf } from '../../testing/stock.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { releaseAbandonedPayments } from './orders.service.js';

const CONTENDERS = 40;
const STOCK = 1_000;
const FIRST = 'arduino-uno-r3';
const SECOND = 'esp32-development-kit';

const ctx = testApp();

/** Checks out the whole cart, confirming the total the server will compute for it. */
function checkout(
  app: FastifyInstance,
  headers: { authorization: string },
  goodsPaise: number,
  method: 'cod' | 'online' = 'cod',
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders/',
    headers,
    payload: {
      total_amount: paiseToRupees(checkoutTotals(goodsPaise, method).totalPaise),
      shipping_address: '14 Church Street, Bengaluru 560001',
      phone_number: '9845012345',
      payment_method: method,
    },
  });
}

/** Customers with the given products in their carts, as request headers. */
async function shoppers(count: number, productIds: number[]) {
  const ready = await customersWithCart(ctx.database.db, TEST_CONFIG.jwtSecret, count, productIds);
  return ready.map((c) => c.headers);
}

const product = (slug: string) => productBySlug(ctx.database.db, slug);

describe('checkout, cancel and the payment sweeper at once', () => {
  it('never answers 5xx and leaves the stock adding up', async () => {
    const first = await product(FIRST);
    const second = await product(SECOND);
    await setStockOf(ctx.database.db, FIRST, STOCK);
    await setStockOf(ctx.database.db, SECOND, STOCK);
    const pairPaise = first.pricePaise + second.pricePaise;

    // Two-item orders to cancel, unpaid two-item online orders for the sweeper, and carts of the second item.
    const cancellers = await shoppers(CONTENDERS, [first.id, second.id]);
    const placed = await Promise.all(cancellers.map((h) => checkout(ctx.app, h, pairPaise)));
    expect(placed.map((r) => r.statusCode)).toEqual(cancellers.map(() => 201));
    const toCancel = placed.map((r) => r.json() as Order);
    const abandoners = await shoppers(CONTENDERS / 2, [first.id, second.id]);
    const unpaid = await Promise.all(abandoners.map((h) => checkout(ctx.app, h, pairPaise, 'online')));
    expect(unpaid.map((r) => r.statusCode)).toEqual(abandoners.map(() => 201));
    const buyers = await shoppers(CONTENDERS, [second.id]);

    const afterTheHold = new Date(Date.now() + 31 * 60 * 1000);
    const [cancels, checkouts, swept] = await Promise.all([
      Promise.all(
        toCancel.map((order, i) =>
          ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel/`, headers: cancellers[i] }),
        ),
      ),
      Promise.all(buyers.map((h) => checkout(ctx.app, h, second.pricePaise))),
      Promise.all([
        releaseAbandonedPayments(ctx.database.db, afterTheHold),
        releaseAbandonedPayments(ctx.database.db, afterTheHold),
      ]),
    ]);

    expect(cancels.map((r) => r.statusCode)).toEqual(cancellers.map(() => 200));
    expect(checkouts.map((r) => r.statusCode)).toEqual(buyers.map(() => 201));
    expect(swept[0] + swept[1]).toBe(abandoners.length);
    expect(await stockOf(ctx.database.db, FIRST)).toBe(STOCK);
    expect(await stockOf(ctx.database.db, SECOND)).toBe(STOCK - buyers.length);
  });
});
