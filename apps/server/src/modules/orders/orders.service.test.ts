import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Order } from '@makerbazaar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf, stockOf } from '../../testing/stock.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';
import { hmacSha256Hex } from '../payment-gateway/signatures.js';
import { releaseAbandonedPayments } from './orders.service.js';
import { refundDueOn } from './refunds-due.service.js';

const WEBHOOK_SECRET = 'whsec_sweeper_tests';
const SLUG = 'arduino-nano-every';

let ctx: TestContext;
/** Razorpay's Orders API, enough for checkout to open an online payment. */
let razorpay: Server;
beforeAll(async () => {
  let created = 0;
  razorpay = createServer((_req, res) => {
    created += 1;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `order_sweep_${created}` }));
  });
  await new Promise<void>((resolve) => razorpay.listen(0, '127.0.0.1', resolve));
  ctx = await createTestApp({
    config: {
      payments: {
        provider: 'razorpay',
        keyId: 'rzp_test_key',
        keySecret: 'rzp_test_secret',
        webhookSecret: WEBHOOK_SECRET,
        apiUrl: `http://127.0.0.1:${(razorpay.address() as AddressInfo).port}/v1`,
      },
    },
  });
  await setStockOf(ctx.database.db, SLUG, 40);
  ctx.app.catalogCache.invalidate();
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => razorpay.close(resolve));
});

const stock = () => stockOf(ctx.database.db, SLUG);

function capturedWebhook(order: Order, paymentId: string, amountPaise: number) {
  const raw = JSON.stringify({
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: paymentId, order_id: order.payment?.provider_order_id, amount: amountPaise } },
    },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook/',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': hmacSha256Hex(WEBHOOK_SECRET, raw),
      'x-razorpay-event-id': `evt_${paymentId}`,
    },
    payload: raw,
  });
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60 * 1000);

describe('releaseAbandonedPayments', () => {
  it('releases an order paid with the wrong amount after the hold, and keeps its payment among the refunds to make', async () => {
    const shopper = await newShopper(ctx.app);
    const before = await stock();
    await shopper.addToCart((await shopper.product(SLUG)).id, 2);
    const order = (await shopper.checkoutCart('online')).json() as Order;
    expect((await capturedWebhook(order, 'pay_short_sweep', 100)).statusCode).toBe(200);
    expect(await shopper.order(order.id)).toMatchObject({ status: 'pending', payment_status: 'refund_pending' });
    expect(await stock()).toBe(before - 2);

    expect(await releaseAbandonedPayments(ctx.database.db, minutesFromNow(29))).toBe(0);
    expect(await releaseAbandonedPayments(ctx.database.db, minutesFromNow(31))).toBe(1);
    expect(await shopper.order(order.id)).toMatchObject({ status: 'cancelled', payment_status: 'refund_pending' });
    expect(await stock()).toBe(before);

    // The rupee that did arrive is among the refunds to make, from the moment it arrived.
    expect(await refundDueOn(ctx.database.db, order.id, new Date())).toMatchObject({ amount: 1, overdue: false });

    // Swept once: a later run does not put the stock back again.
    expect(await releaseAbandonedPayments(ctx.database.db, minutesFromNow(31))).toBe(0);
    expect(await stock()).toBe(before);
  });

  it('puts back the stock of several unpaid orders for one product in one run', async () => {
    const before = await stock();
    const shoppers = await Promise.all([newShopper(ctx.app), newShopper(ctx.app), newShopper(ctx.app)]);
    const productId = (await shoppers[0]!.product(SLUG)).id;
    for (const [i, shopper] of shoppers.entries()) {
      await shopper.addToCart(productId, i + 1);
      expect((await shopper.checkoutCart('online')).statusCode).toBe(201);
    }
    expect(await stock()).toBe(before - 6);
    expect(await releaseAbandonedPayments(ctx.database.db, minutesFromNow(31))).toBe(3);
    expect(await stock()).toBe(before);
  });
});
