import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Order, PAYMENT_CAPTURED_BUT_FAILED } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, buildApp } from '../../app.js';
import { payments } from '../../db/schema/commerce.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { stockOf as stockIn } from '../../testing/stock.js';
import { createTestApp, TEST_CONFIG, type TestContext } from '../../testing/test-app.js';
import { releaseAbandonedPayments } from '../orders/orders.service.js';
import { hmacSha256Hex, paymentSignature } from '../payment-gateway/signatures.js';

type Shopper = Awaited<ReturnType<typeof newShopper>>;

const stockOf = (ctx: TestContext, slug: string) => stockIn(ctx.database.db, slug);

async function onlineOrder(shopper: Shopper, slug = 'esp32-development-kit', quantity = 1): Promise<Order> {
  await shopper.addToCart((await shopper.product(slug)).id, quantity);
  const res = await shopper.checkoutCart('online');
  return jsonOf<Order>(res, 201);
}

describe('online payment through the test gateway', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const verify = (shopper: Shopper, body: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/payments/verify/', headers: shopper.auth, payload: body });
  const gateway = (shopper: Shopper, providerOrderId: string, outcome: 'pay' | 'decline') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/payments/test/',
      headers: shopper.auth,
      payload: { provider_order_id: providerOrderId, outcome },
    });

  it('holds stock for a pending order and pays it only after a verified signature', async () => {
    const shopper = await newShopper(ctx.app);
    const before = await stockOf(ctx, 'esp32-development-kit');
    const order = await onlineOrder(shopper);
    expect(order).toMatchObject({ status: 'pending', payment_status: 'pending', payment_method: 'online' });
    expect(order.payment).toMatchObject({
      provider: 'test',
      key_id: 'test_mode',
      amount: Math.round(order.total_amount * 100),
      currency: 'INR',
    });
    expect(await stockOf(ctx, 'esp32-development-kit')).toBe(before - 1);

    const signed = (await gateway(shopper, order.payment!.provider_order_id, 'pay')).json() as Record<string, string>;
    const paid = await verify(shopper, { order_id: order.id, ...signed });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({
      status: 'confirmed',
      payment_status: 'completed',
      payment_status_display: 'Paid',
      payment: null,
    });

    // The browser retrying the same report changes nothing.
    expect((await verify(shopper, { order_id: order.id, ...signed })).statusCode).toBe(200);
    const rows = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a tampered signature, another order’s signature, and a declined payment', async () => {
    const shopper = await newShopper(ctx.app);
    const order = await onlineOrder(shopper);
    const other = await onlineOrder(shopper);
    const signed = (await gateway(shopper, order.payment!.provider_order_id, 'pay')).json() as Record<string, string>;

    const tampered = await verify(shopper, {
      order_id: order.id,
      ...signed,
      // Always a different last digit (setting it to 0 changed nothing one time in sixteen).
      razorpay_signature: `${signed.razorpay_signature?.slice(0, -1)}${signed.razorpay_signature?.endsWith('0') ? '1' : '0'}`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json()).toEqual({ detail: 'Payment verification failed.' });
    const crossed = await verify(shopper, { order_id: other.id, ...signed });
    expect(crossed.statusCode).toBe(400);
    expect((await shopper.order(order.id)).payment_status).toBe('pending');

    const declined = await gateway(shopper, order.payment!.provider_order_id, 'decline');
    expect(declined.statusCode).toBe(402);
    expect((await shopper.order(order.id)).payment).not.toBeNull();
  });

  it('releases the stock of an unpaid order after 30 minutes, and keeps a late payment for a refund', async () => {
    const shopper = await newShopper(ctx.app);
    // A product no other test here holds, so the release below only moves this order's stock.
    const before = await stockOf(ctx, 'arduino-nano-every');
    const order = await onlineOrder(shopper, 'arduino-nano-every', 2);
    expect(await stockOf(ctx, 'arduino-nano-every')).toBe(before - 2);
    expect(await releaseAbandonedPayments(ctx.database.db, new Date(Date.now() + 29 * 60 * 1000))).toBe(0);
    expect(
      await releaseAbandonedPayments(ctx.database.db, new Date(Date.now() + 31 * 60 * 1000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await stockOf(ctx, 'arduino-nano-every')).toBe(before);
    expect(await shopper.order(order.id)).toMatchObject({ status: 'cancelled', payment: null });

    const signed = (await gateway(shopper, order.payment!.provider_order_id, 'pay')).json() as Record<string, string>;
    const late = await verify(shopper, { order_id: order.id, ...signed });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ detail: PAYMENT_CAPTURED_BUT_FAILED });
    const [record] = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(record).toMatchObject({ outcome: 'needs_refund', providerPaymentId: signed.razorpay_payment_id });
    expect((await shopper.order(order.id)).payment_status).toBe('refund_pending');
  });

  it('marks a paid order for refund when the customer cancels it', async () => {
    const shopper = await newShopper(ctx.app);
    const order = await onlineOrder(shopper);
    const signed = (await gateway(shopper, order.payment!.provider_order_id, 'pay')).json() as Record<string, string>;
    await verify(shopper, { order_id: order.id, ...signed });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel/`,
      headers: shopper.auth,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', payment_status: 'refund_pending' });
  });

  it('tells the storefront it takes online payment through the test gateway, cacheably, and documents it', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/options/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ online: true, provider: 'test', test_mode_banner: false });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const openapi = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get?: { responses: Record<string, unknown> } }>;
    };
    expect(openapi.paths['/api/payments/options/']?.get?.responses).toHaveProperty('200');
  });

  describe('the same orders, in a shop configured otherwise', () => {
    /** Another server process on the same database, as after a restart with a new configuration. */
    const shops: FastifyInstance[] = [];
    async function shopWith(payments: AppConfig['payments']): Promise<FastifyInstance> {
      const app = await buildApp({ config: { ...TEST_CONFIG, payments }, db: ctx.database.db });
      shops.push(app);
      return app;
    }
    afterAll(() => Promise.all(shops.map((shop) => shop.close())));
    const testGatewaySecret = (TEST_CONFIG.payments as { secret: string }).secret;
    const razorpay = {
      provider: 'razorpay',
      keyId: 'rzp_live_key',
      keySecret: 'rzp_live_secret',
      webhookSecret: 'whsec_live',
      apiUrl: 'http://127.0.0.1:9/v1',
    } as const;

    it('has no test gateway and accepts no test-gateway signature when online payment is off or on Razorpay', async () => {
      const shopper = await newShopper(ctx.app);
      const order = await onlineOrder(shopper);
      const signed = (await gateway(shopper, order.payment!.provider_order_id, 'pay')).json() as Record<string, string>;
      for (const shop of [await shopWith({ provider: 'off' }), await shopWith(razorpay)]) {
        const testGateway = await shop.inject({
          method: 'POST',
          url: '/api/payments/test/',
          headers: shopper.auth,
          payload: { provider_order_id: order.payment!.provider_order_id, outcome: 'pay' },
        });
        expect(testGateway.statusCode).toBe(404);
        const verified = await shop.inject({
          method: 'POST',
          url: '/api/payments/verify/',
          headers: shopper.auth,
          payload: { order_id: order.id, ...signed },
        });
        expect(verified.statusCode).toBe(400);
        expect(verified.json()).toEqual({ detail: 'Payment verification failed.' });
        const raw = JSON.stringify({
          event: 'payment.captured',
          payload: {
            payment: {
              entity: { id: signed.razorpay_payment_id, order_id: signed.razorpay_order_id, amount: 100 },
            },
          },
        });
        const webhook = await shop.inject({
          method: 'POST',
          url: '/api/payments/razorpay/webhook/',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmacSha256Hex(testGatewaySecret, raw),
            'x-razorpay-event-id': `evt_refused_${shops.indexOf(shop)}`,
          },
          payload: raw,
        });
        expect(webhook.statusCode).toBe(400);
      }
      expect((await shopper.order(order.id)).payment_status).toBe('pending');
      // The signature was genuine: the test gateway's own shop accepts it.
      expect((await verify(shopper, { order_id: order.id, ...signed })).statusCode).toBe(200);
    });

    it('tells the storefront whether online payment is on, through which gateway, and when it is a staging shop', async () => {
      const options = async (payments: AppConfig['payments']) =>
        (await (await shopWith(payments)).inject({ method: 'GET', url: '/api/payments/options/' })).json();
      expect(await options({ provider: 'off' })).toEqual({ online: false, provider: null, test_mode_banner: false });
      expect(await options(razorpay)).toEqual({ online: true, provider: 'razorpay', test_mode_banner: false });
      expect(await options({ provider: 'test', secret: 'staging-secret', inProduction: true })).toEqual({
        online: true,
        provider: 'test',
        test_mode_banner: true,
      });
    });
  });
});

describe('Razorpay, against a local fake of its API', () => {
  const KEY_SECRET = 'rzp_test_secret_value';
  const WEBHOOK_SECRET = 'whsec_local_value';
  let ctx: TestContext;
  let fake: Server;
  let fakeUp = true;
  const seen: { auth?: string; body: { amount: number; currency: string; receipt: string } }[] = [];

  beforeAll(async () => {
    fake = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => {
        raw += chunk;
      });
      req.on('end', () => {
        if (!fakeUp || req.url !== '/v1/orders') {
          res.writeHead(503).end();
          return;
        }
        const body = JSON.parse(raw);
        seen.push({ auth: req.headers.authorization, body });
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: `order_fake_${seen.length}`,
            amount: body.amount,
            currency: 'INR',
            receipt: body.receipt,
            status: 'created',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const port = (fake.address() as AddressInfo).port;
    ctx = await createTestApp({
      config: {
        payments: {
          provider: 'razorpay',
          keyId: 'rzp_test_key',
          keySecret: KEY_SECRET,
          webhookSecret: WEBHOOK_SECRET,
          apiUrl: `http://127.0.0.1:${port}/v1`,
        },
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => fake.close(resolve));
  });

  const webhook = (body: object, eventId: string, secret = WEBHOOK_SECRET) => {
    const raw = JSON.stringify(body);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook/',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': hmacSha256Hex(secret, raw),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    });
  };
  const captured = (order: Order, paymentId: string, amount = Math.round(order.total_amount * 100)) => ({
    event: 'payment.captured',
    payload: {
      payment: { entity: { id: paymentId, order_id: order.payment!.provider_order_id, amount, status: 'captured' } },
    },
  });

  it('creates the Razorpay order for the server total in paise, with our order number as receipt', async () => {
    const shopper = await newShopper(ctx.app);
    const order = await onlineOrder(shopper);
    const call = seen.at(-1);
    expect(call?.auth).toBe(`Basic ${Buffer.from(`rzp_test_key:${KEY_SECRET}`).toString('base64')}`);
    expect(call?.body).toEqual({
      amount: Math.round(order.total_amount * 100),
      currency: 'INR',
      receipt: order.order_number,
    });
    expect(order.payment).toMatchObject({
      provider: 'razorpay',
      key_id: 'rzp_test_key',
      provider_order_id: `order_fake_${seen.length}`,
    });
  });

  it('verifies the checkout signature with the key secret', async () => {
    const shopper = await newShopper(ctx.app);
    const order = await onlineOrder(shopper);
    const providerOrderId = order.payment!.provider_order_id;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify/',
      headers: shopper.auth,
      payload: {
        order_id: order.id,
        razorpay_order_id: providerOrderId,
        razorpay_payment_id: 'pay_abc123',
        razorpay_signature: paymentSignature(KEY_SECRET, providerOrderId, 'pay_abc123'),
      },
    });
    expect(res.json()).toMatchObject({ payment_status: 'completed' });
  });

  it('pays an order from a signed webhook once, ignoring replays and bad signatures', async () => {
    const shopper = await newShopper(ctx.app);
    const order = await onlineOrder(shopper);
    expect((await webhook(captured(order, 'pay_hook_1'), 'evt_1', 'wrong-secret')).statusCode).toBe(400);
    expect((await shopper.order(order.id)).payment_status).toBe('pending');

    const first = await webhook(captured(order, 'pay_hook_1'), 'evt_1');
    expect(first.json()).toEqual({ detail: 'handled' });
    expect(await shopper.order(order.id)).toMatchObject({ status: 'confirmed', payment_status: 'completed' });
    expect((await webhook(captured(order, 'pay_hook_1'), 'evt_1')).json()).toEqual({ detail: 'duplicate' });
    expect(
      await ctx.database.db.select().from(payments).where(eq(payments.providerPaymentId, 'pay_hook_1')),
    ).toHaveLength(1);

    // A later failure report never moves a paid order backwards.
    await webhook(
      {
        event: 'payment.failed',
        payload: { payment: { entity: { id: 'pay_hook_2', order_id: order.payment!.provider_order_id } } },
      },
      'evt_2',
    );
    expect((await shopper.order(order.id)).payment_status).toBe('completed');
  });

  it('does not pay an order with the wrong amount; the payment is kept for a refund', async () => {
    const shopper = await newShopper(ctx.app);
    const order = await onlineOrder(shopper);
    await webhook(captured(order, 'pay_short_1', 100), 'evt_short');
    expect((await shopper.order(order.id)).payment_status).toBe('refund_pending');
    const [record] = await ctx.database.db.select().from(payments).where(eq(payments.providerPaymentId, 'pay_short_1'));
    expect(record?.outcome).toBe('needs_refund');
  });

  it('answers 502 and changes nothing when Razorpay is unreachable', async () => {
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart((await shopper.product('esp32-development-kit')).id);
    const before = await stockOf(ctx, 'esp32-development-kit');
    fakeUp = false;
    const res = await shopper.checkoutCart('online');
    fakeUp = true;
    expect(res.statusCode).toBe(502);
    expect((res.json() as { detail: string }).detail).toMatch(/Online payment is not available/);
    expect((await shopper.cart()).count).toBe(1);
    expect(await stockOf(ctx, 'esp32-development-kit')).toBe(before);
  });
});
