import { ONLINE_PAYMENT_OFF, type Order, type Paginated } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { outbox } from '../../db/schema/outbox.js';
import { testApp } from '../../testing/app-hooks.js';
import { makeProduct } from '../../testing/catalogue.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf, stockOf as stockIn } from '../../testing/stock.js';
import { servesDatabase, TEST_CONFIG } from '../../testing/test-app.js';
import { paymentProviderFor } from '../payment-gateway/payment-provider.js';
import { cancelOrder } from './orders.service.js';

const ctx = testApp({ seed: false });

const stockOf = (slug: string) => stockIn(ctx.database.db, slug);
async function restock(slug: string, stock: number) {
  await setStockOf(ctx.database.db, slug, stock);
  ctx.app.catalogCache.invalidate();
}

describe('POST /api/orders/ (cash on delivery)', () => {
  it('turns the cart into a confirmed order at server prices, takes the stock, empties the cart and e-mails', async () => {
    const made = await makeProduct(ctx.app, { stock: 50 });
    const shopper = await newShopper(ctx.app);
    const esp = await shopper.product(made.slug);
    await shopper.addToCart(esp.id, 2);
    const res = await shopper.checkoutCart('cod');
    const order = jsonOf<Order>(res, 201);
    expect(order).toMatchObject({
      status: 'confirmed',
      status_display: 'Confirmed',
      payment_method: 'cod',
      payment_method_display: 'Cash on Delivery',
      payment_status: 'pending',
      total_items: 2,
      can_be_cancelled: true,
      payment: null,
      phone_number: '+919845012345',
      items: [{ quantity: 2, price: esp.price, product: { name: esp.name, slug: esp.slug } }],
    });
    expect(order.order_number).toMatch(/^MB\d{8}-\d+$/);
    expect(order.goods_amount).toBe(esp.price * 2);
    expect(await stockOf(made.slug)).toBe(48);
    expect((await shopper.cart()).count).toBe(0);
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, shopper.customer.email));
    expect(mails.map((m) => m.kind)).toContain('order_confirmation');
    expect(mails.find((m) => m.kind === 'order_confirmation')?.text).toContain(order.order_number);
  });

  it('adds the ₹50 COD fee under ₹500 and not from ₹500', async () => {
    const sensor = await makeProduct(ctx.app, { stock: 100, pricePaise: 7_900 });
    const small = await newShopper(ctx.app);
    await small.addToCart(sensor.id, 2);
    const withFee = (await small.checkout({ total_amount: 158 + 50 })).json() as Order;
    expect(withFee).toMatchObject({ goods_amount: 158, cod_fee: 50, total_amount: 208 });

    const big = await newShopper(ctx.app);
    await big.addToCart(sensor.id, 7);
    const noFee = (await big.checkout({ total_amount: 553 })).json() as Order;
    expect(noFee).toMatchObject({ goods_amount: 553, cod_fee: 0, total_amount: 553 });
  });

  it('refuses a stale total with 409 and the new total, changing nothing', async () => {
    const made = await makeProduct(ctx.app, { stock: 30 });
    const shopper = await newShopper(ctx.app);
    const uno = await shopper.product(made.slug);
    await shopper.addToCart(uno.id);
    const res = await shopper.checkout({ total_amount: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: expect.stringContaining('your total is now'), total_amount: uno.price });
    expect((await shopper.cart()).count).toBe(1);
    expect(await stockOf(made.slug)).toBe(30);
  });

  it('enforces the ₹50,000 COD limit and explains it', async () => {
    const made = await makeProduct(ctx.app, { stock: 40, pricePaise: 450_000 });
    const shopper = await newShopper(ctx.app);
    const pi = await shopper.product(made.slug);
    const units = Math.ceil(50_001 / pi.price);
    await shopper.addToCart(pi.id, units);
    const res = await shopper.checkoutCart('cod');
    expect(res.statusCode).toBe(409);
    expect((res.json() as { detail: string }).detail).toMatch(/up to ₹50,000/);
  });

  it('answers an empty cart with 409 and bad fields with 400', async () => {
    const shopper = await newShopper(ctx.app);
    const empty = await shopper.checkout({ total_amount: 0 });
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toEqual({ detail: 'Your cart is empty' });
    const bad = await shopper.checkout({
      total_amount: 100,
      shipping_address: '  ',
      phone_number: '123',
      payment_method: 'upi',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['payment_method', 'phone_number', 'shipping_address']);
  });

  it('refuses a cart that asks for more than is left, naming the part', async () => {
    const nano = await makeProduct(ctx.app, { stock: 3 });
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart(nano.id, 3);
    await restock(nano.slug, 1);
    const res = await shopper.checkoutCart('cod');
    expect(res.statusCode).toBe(409);
    expect((res.json() as { detail: string }).detail).toContain(`${nano.name} (only 1 left)`);
  });

  it('makes one order for the same Idempotency-Key, even sent twice at once', async () => {
    const esp = await makeProduct(ctx.app, { stock: 50 });
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart(esp.id);
    const cart = await shopper.cart();
    const body = { total_amount: cart.total_amount };
    const [a, b] = await Promise.all([
      shopper.checkout(body, 'key-aaaa-1111'),
      shopper.checkout(body, 'key-aaaa-1111'),
    ]);
    const again = await shopper.checkout(body, 'key-aaaa-1111');
    const ids = [a, b, again].map((r) => (r.json() as Order).id);
    expect(new Set(ids).size).toBe(1);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/', headers: shopper.auth })
    ).json() as Paginated<Order>;
    expect(list.count).toBe(1);
  });

  it('never oversells: 20 concurrent checkouts for 5 units make exactly 5 orders', async () => {
    const charger = await makeProduct(ctx.app, { stock: 20, pricePaise: 4_900 });
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => newShopper(ctx.app)));
    for (const s of shoppers) expect((await s.addToCart(charger.id)).statusCode).toBe(201);
    await restock(charger.slug, 5);
    const totals = await Promise.all(shoppers.map((s) => s.cart()));
    const results = await Promise.all(
      shoppers.map((s, i) => s.checkout({ total_amount: (totals[i]?.total_amount ?? 0) + 50 })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(15);
    expect(await stockOf(charger.slug)).toBe(0);
  });
});

describe('orders', () => {
  it('lists the customer’s own orders newest first and hides other customers’ orders', async () => {
    const esp = await makeProduct(ctx.app, { stock: 50 });
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart(esp.id);
    const first = (await shopper.checkoutCart()).json() as Order;
    await shopper.addToCart(esp.id);
    const second = (await shopper.checkoutCart()).json() as Order;
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/orders/', headers: shopper.auth })
    ).json() as Paginated<Order>;
    expect(list.results.map((o) => o.id)).toEqual([second.id, first.id]);

    const stranger = await newShopper(ctx.app);
    const peek = await ctx.app.inject({ method: 'GET', url: `/api/orders/${first.id}/`, headers: stranger.auth });
    expect(peek.statusCode).toBe(404);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${first.id}/cancel/`,
      headers: stranger.auth,
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('cancels within the hour, puts the stock back exactly once, and refuses a second cancel', async () => {
    const esp = await makeProduct(ctx.app, { stock: 50 });
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart(esp.id, 3);
    const order = (await shopper.checkoutCart()).json() as Order;
    expect(await stockOf(esp.slug)).toBe(47);
    const cancel = () =>
      ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel/`, headers: shopper.auth });
    const [a, b] = await Promise.all([cancel(), cancel()]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf(esp.slug)).toBe(50);
    const cancelled = await shopper.order(order.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', can_be_cancelled: false });
  });

  it('refuses to cancel after an hour', async () => {
    const esp = await makeProduct(ctx.app, { stock: 50 });
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart(esp.id);
    const order = (await shopper.checkoutCart()).json() as Order;
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers: shopper.auth })).json() as {
      id: number;
    };
    const later = new Date(Date.now() + 61 * 60 * 1000);
    await expect(
      cancelOrder(
        {
          db: ctx.database.db,
          payments: paymentProviderFor({ provider: 'test', secret: 'x', inProduction: false }),
          shopUrl: TEST_CONFIG.publicUrl,
        },
        me.id,
        order.id,
        later,
      ),
    ).rejects.toMatchObject({
      statusCode: 409,
      body: { detail: 'Orders can be cancelled only within 1 hour of placing them.' },
    });
  });
});

describe('POST /api/orders/ in a shop that takes cash on delivery only', () => {
  let shop: FastifyInstance;
  beforeAll(async () => {
    shop = servesDatabase(
      await buildApp({ config: { ...TEST_CONFIG, payments: { provider: 'off' } }, db: ctx.database.db }),
      ctx.database.db,
    );
  });
  afterAll(() => shop.close());

  it('refuses online payment with 409 and a plain reason, changing nothing, and still takes cash on delivery', async () => {
    const esp = await makeProduct(ctx.app, { stock: 50 });
    const shopper = await newShopper(shop);
    await shopper.addToCart(esp.id, 2);

    const online = await shopper.checkoutCart('online', 'key-online-off-1');
    expect(online.statusCode).toBe(409);
    expect(online.json()).toEqual({ detail: ONLINE_PAYMENT_OFF });
    expect((await shopper.cart()).count).toBe(1);
    expect(await stockOf(esp.slug)).toBe(50);
    const orders = (await shop.inject({ method: 'GET', url: '/api/orders/', headers: shopper.auth })).json();
    expect(orders).toMatchObject({ count: 0 });

    const cod = await shopper.checkoutCart('cod', 'key-online-off-1');
    expect(cod.statusCode).toBe(201);
    expect(cod.json()).toMatchObject({ status: 'confirmed', payment_method: 'cod', payment: null });
    expect(await stockOf(esp.slug)).toBe(48);
  });
});
