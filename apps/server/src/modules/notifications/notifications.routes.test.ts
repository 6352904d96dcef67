import type { Notification, NotificationPage, Order, Settings } from '@makerbazaar/core';
import { desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/commerce.js';
import { notifications } from '../../db/schema/notifications.js';
import { outbox } from '../../db/schema/outbox.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf } from '../../testing/stock.js';
import { createTestApp, TEST_CONFIG, type TestContext } from '../../testing/test-app.js';
import { releaseAbandonedPayments } from '../orders/orders.service.js';
import { paymentProviderFor } from '../payment-gateway/payment-provider.js';
import { handleRazorpayWebhook } from '../payments/payments.service.js';
import { notify, REVIEW_REMINDER_AFTER_MS, sendReviewReminders } from './notifications.service.js';

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
const SLUG = 'esp32-development-kit';
const shopUrl = TEST_CONFIG.publicUrl;
beforeAll(async () => {
  ctx = await createTestApp();
  staff = await signUpStaff(ctx.app, ctx.database.db, ['orders', 'catalogue']);
  await setStockOf(ctx.database.db, SLUG, 1000);
  ctx.app.catalogCache.invalidate();
});
afterAll(() => ctx.close());

type Shopper = Awaited<ReturnType<typeof newShopper>>;

/** A customer with helpers for their notifications, settings and e-mails. */
async function customer() {
  const shopper = await newShopper(ctx.app);
  const headers = shopper.auth;
  const profile = (await ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers })).json() as {
    id: number;
  };
  return {
    ...shopper,
    id: profile.id,
    call(method: 'GET' | 'POST' | 'DELETE', url: string) {
      return ctx.app.inject({ method, url: `/api/notifications/${url}`, headers });
    },
    async list(query = ''): Promise<NotificationPage> {
      const res = await this.call('GET', query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as NotificationPage;
    },
    async titles(): Promise<string[]> {
      return (await this.list('?page_size=100')).results.map((n) => n.title);
    },
    async mails(): Promise<string[]> {
      const rows = await ctx.database.db
        .select({ kind: outbox.kind })
        .from(outbox)
        .where(eq(outbox.to, shopper.customer.email))
        .orderBy(outbox.id);
      return rows.map((row) => row.kind);
    },
    async settings(notificationSwitches: Partial<Settings['notifications']>) {
      const res = await ctx.app.inject({
        method: 'PATCH',
        url: '/api/users/settings/',
        headers,
        payload: { notifications: notificationSwitches },
      });
      expect(res.statusCode, res.body).toBe(200);
    },
  };
}
type Customer = Awaited<ReturnType<typeof customer>>;

async function placeOrder(shopper: Shopper, method: 'cod' | 'online' = 'cod'): Promise<Order> {
  await shopper.addToCart((await shopper.product(SLUG)).id, 1);
  const res = await shopper.checkoutCart(method);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

async function move(orderId: number, payload: object) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/transition/`,
    headers: staff.auth,
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Cash-on-delivery orders are confirmed when placed: the shop packs, ships and delivers them. */
async function deliver(orderId: number) {
  await move(orderId, { status: 'packed' });
  await move(orderId, { status: 'shipped', carrier: 'Delhivery', tracking_number: 'DLV123456789' });
  await move(orderId, { status: 'delivered' });
}

async function payOnline(shopper: Shopper, order: Order) {
  const signed = await ctx.app.inject({
    method: 'POST',
    url: '/api/payments/test/',
    headers: shopper.auth,
    payload: { provider_order_id: order.payment?.provider_order_id, outcome: 'pay' },
  });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payments/verify/',
    headers: shopper.auth,
    payload: { order_id: order.id, ...(signed.json() as object) },
  });
}

const signIn = (who: Customer, userAgent: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login/',
    headers: { 'user-agent': userAgent },
    payload: { username: who.customer.username, password: who.customer.password },
    remoteAddress: who.remoteAddress,
  });

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('the notifications API', () => {
  it('needs a signed-in customer', async () => {
    for (const [method, url] of [
      ['GET', '/api/notifications/'],
      ['GET', '/api/notifications/unread-count/'],
      ['POST', '/api/notifications/read-all/'],
      ['POST', '/api/notifications/1/read/'],
      ['DELETE', '/api/notifications/1/'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
  });

  it('lists newest first with the unread count, pages, marks read, marks all read and dismisses', async () => {
    const me = await customer();
    const empty = await me.list();
    expect(empty).toEqual({ count: 0, next: null, previous: null, results: [], unread_count: 0 });

    const order = await placeOrder(me);
    await move(order.id, { status: 'packed' });
    await move(order.id, { status: 'shipped', carrier: 'Blue Dart', tracking_number: 'BD0001' });
    const page = await me.list();
    expect(page.count).toBe(3);
    expect(page.unread_count).toBe(3);
    expect(page.results.map((n) => n.title)).toEqual(['Order shipped', 'Order packed', 'Order placed']);
    expect(page.results[0]).toMatchObject({ type: 'order', action_url: `/orders/${order.id}`, read_at: null });

    const first = await me.list('?page_size=2');
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe('/api/notifications/?page_size=2&page=2');
    expect((await me.list('?page=2&page_size=2')).results.map((n) => n.title)).toEqual(['Order placed']);
    expect((await me.call('GET', '?page=9')).statusCode).toBe(404);

    const target = page.results[1] as Notification;
    const read = await me.call('POST', `${target.id}/read/`);
    expect(read.statusCode, read.body).toBe(200);
    const readAt = (read.json() as Notification).read_at;
    expect(readAt).not.toBeNull();
    // Reading again keeps the first time.
    expect(((await me.call('POST', `${target.id}/read/`)).json() as Notification).read_at).toBe(readAt);
    expect((await me.call('GET', 'unread-count/')).json()).toEqual({ unread_count: 2 });

    const all = await me.call('POST', 'read-all/');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ unread_count: 0 });
    expect((await me.list()).results.every((n) => n.read_at !== null)).toBe(true);

    const gone = await me.call('DELETE', `${target.id}/`);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await me.list()).results.map((n) => n.id)).not.toContain(target.id);
    expect((await me.call('DELETE', `${target.id}/`)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's notification and leaves it as it was", async () => {
    const owner = await customer();
    await placeOrder(owner);
    const [theirs] = (await owner.list()).results;
    const other = await customer();
    for (const res of [await other.call('POST', `${theirs?.id}/read/`), await other.call('DELETE', `${theirs?.id}/`)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Notification not found.' });
    }
    expect((await owner.list()).results[0]).toMatchObject({ id: theirs?.id, read_at: null });
    await other.call('POST', 'read-all/');
    expect((await owner.list()).unread_count).toBe(1);
  });

  it('refuses an id that is not one with a 400', async () => {
    const me = await customer();
    expect((await me.call('POST', 'abc/read/')).statusCode).toBe(400);
    expect((await me.call('DELETE', '99999999999/')).statusCode).toBe(400);
  });
});

describe('order events', () => {
  it('tells a cash-on-delivery customer of each step, shipping with carrier and tracking, and mails each once', async () => {
    const me = await customer();
    const order = await placeOrder(me);
    await deliver(order.id);
    const page = await me.list();
    expect(page.results.map((n) => n.title)).toEqual([
      'Order delivered',
      'Order shipped',
      'Order packed',
      'Order placed',
    ]);
    expect(page.results.every((n) => n.type === 'order' && n.action_url === `/orders/${order.id}`)).toBe(true);
    expect(page.results[1]?.message).toContain('Delhivery');
    expect(page.results[1]?.message).toContain('DLV123456789');
    expect(await me.mails()).toEqual([
      'email_verification',
      'welcome',
      'order_confirmation',
      'order_packed',
      'order_shipped',
      'order_delivered',
    ]);
  });

  it('tells of a cancellation by the customer and by the shop', async () => {
    const me = await customer();
    const mine = await placeOrder(me);
    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/orders/${mine.id}/cancel/`, headers: me.auth });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const byShop = await placeOrder(me);
    await move(byShop.id, { status: 'cancelled', note: 'The courier does not reach this PIN code' });
    const [shopCancel, customerCancel] = (await me.list()).results.filter((n) => n.title === 'Order cancelled');
    expect(customerCancel).toMatchObject({ title: 'Order cancelled', action_url: `/orders/${mine.id}` });
    expect(shopCancel).toMatchObject({ title: 'Order cancelled', action_url: `/orders/${byShop.id}` });
    expect(shopCancel?.message).toContain('The courier does not reach this PIN code');
    expect((await me.mails()).filter((kind) => kind === 'order_cancelled')).toHaveLength(2);
  });

  it('tells an online customer the order waits for payment, then that the payment came, with one confirmation e-mail', async () => {
    const me = await customer();
    const order = await placeOrder(me, 'online');
    expect(await me.titles()).toEqual(['Order placed']);
    expect(await me.mails()).toEqual(['email_verification', 'welcome']);
    const paid = await payOnline(me, order);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await me.titles()).toEqual(['Payment received', 'Order placed']);
    expect(await me.mails()).toEqual(['email_verification', 'welcome', 'order_confirmation']);
  });

  it('tells of a payment that failed verification although the answer is an error', async () => {
    const me = await customer();
    const order = await placeOrder(me, 'online');
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify/',
      headers: me.auth,
      payload: {
        order_id: order.id,
        razorpay_order_id: order.payment?.provider_order_id,
        razorpay_payment_id: 'pay_forged',
        razorpay_signature: 'not-a-signature',
      },
    });
    expect(forged.statusCode).toBe(400);
    const [failed] = (await me.list()).results;
    expect(failed).toMatchObject({ title: 'Payment failed', type: 'order', action_url: `/orders/${order.id}` });
    expect(await me.mails()).toContain('payment_failed');
  });

  it("tells of a gateway's payment.failed event", async () => {
    const me = await customer();
    const order = await placeOrder(me, 'online');
    const trusting = {
      ...paymentProviderFor({ provider: 'test', secret: 'x', inProduction: false }),
      verifyWebhook: () => true,
    };
    const event = {
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_declined', order_id: order.payment?.provider_order_id } } },
    };
    const outcome = await handleRazorpayWebhook(
      { db: ctx.database.db, payments: trusting, shopUrl },
      Buffer.from(JSON.stringify(event)),
      'signature',
      `evt_failed_${order.id}`,
    );
    expect(outcome).toBe('handled');
    expect((await me.titles())[0]).toBe('Payment failed');
  });

  it('tells of an online order cancelled because its payment never came', async () => {
    const me = await customer();
    const order = await placeOrder(me, 'online');
    await ctx.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 31 * 60 * 1000) })
      .where(eq(orders.id, order.id));
    expect(await releaseAbandonedPayments(ctx.database.db)).toBeGreaterThanOrEqual(1);
    const [cancelled] = (await me.list()).results;
    expect(cancelled).toMatchObject({ title: 'Order cancelled', action_url: `/orders/${order.id}` });
    expect(cancelled?.message).toContain('did not receive the payment');
  });
});

describe('wishlist events', () => {
  const productId = async () => (await (await newShopper(ctx.app)).product('arduino-uno-r3')).id;
  const wishlist = (who: Customer, id: number) =>
    ctx.app.inject({ method: 'POST', url: '/api/wishlist/', headers: who.auth, payload: { product_id: id } });
  const patchProduct = (id: number, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: `/api/admin/products/${id}/`, headers: staff.auth, payload });
  const adjustStock = (id: number, change: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/stock/`,
      headers: staff.auth,
      payload: { change, reason: change > 0 ? 'received' : 'damaged' },
    });

  it('tells those who wishlisted a product of a price drop, and of nothing for a rise', async () => {
    const id = await productId();
    const fan = await customer();
    const muted = await customer();
    const stranger = await customer();
    await muted.settings({ priceAlerts: false });
    for (const who of [fan, muted]) expect((await wishlist(who, id)).statusCode).toBeLessThan(300);
    const before = (await fan.product('arduino-uno-r3')).price;
    expect((await patchProduct(id, { price: before + 100 })).statusCode).toBe(200);
    expect(await fan.titles()).toEqual([]);
    expect((await patchProduct(id, { price: before - 50 })).statusCode).toBe(200);
    const [drop] = (await fan.list()).results;
    expect(drop).toMatchObject({ type: 'wishlist', action_url: '/product/arduino-uno-r3' });
    expect(drop?.title).toContain('Price drop');
    expect(drop?.message).toContain(`₹${(before - 50).toLocaleString('en-IN')}`);
    expect(await fan.mails()).toContain('price_drop');
    expect(await muted.titles()).toEqual([]);
    expect(await muted.mails()).not.toContain('price_drop');
    expect(await stranger.titles()).toEqual([]);
  });

  it('tells those who wishlisted a product that it is back in stock, only when it was out', async () => {
    const id = await productId();
    const fan = await customer();
    await wishlist(fan, id);
    await setStockOf(ctx.database.db, 'arduino-uno-r3', 0);
    expect((await adjustStock(id, 5)).statusCode).toBe(201);
    expect((await adjustStock(id, 5)).statusCode).toBe(201);
    const back = (await fan.list()).results.filter((n) => n.title.startsWith('Back in stock'));
    expect(back).toHaveLength(1);
    expect(back[0]).toMatchObject({ type: 'wishlist', action_url: '/product/arduino-uno-r3' });
    expect(await fan.mails()).toContain('back_in_stock');
  });
});

describe('review reminders', () => {
  it('reminds once, 3 days after delivery, and never a customer who switched reminders off', async () => {
    const me = await customer();
    const muted = await customer();
    await muted.settings({ reviewReminders: false });
    const mine = await placeOrder(me);
    const theirs = await placeOrder(muted);
    await deliver(mine.id);
    await deliver(theirs.id);
    const soon = new Date(Date.now() + REVIEW_REMINDER_AFTER_MS - 60_000);
    await sendReviewReminders(ctx.database.db, shopUrl, soon);
    expect((await me.titles()).filter((t) => t === 'How did your order go?')).toHaveLength(0);

    const due = new Date(Date.now() + REVIEW_REMINDER_AFTER_MS + 60_000);
    await Promise.all([
      sendReviewReminders(ctx.database.db, shopUrl, due),
      sendReviewReminders(ctx.database.db, shopUrl, due),
    ]);
    await sendReviewReminders(ctx.database.db, shopUrl, due);
    const reminders = (await me.list()).results.filter((n) => n.type === 'review');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ title: 'How did your order go?', action_url: '/reviews' });
    expect(reminders[0]?.message).toContain(mine.order_number);
    expect((await me.mails()).filter((kind) => kind === 'review_reminder')).toHaveLength(1);
    expect((await muted.list()).results.filter((n) => n.type === 'review')).toHaveLength(0);
    expect(await muted.mails()).not.toContain('review_reminder');
  });

  it("does not let the orders of customers who switched reminders off hold back others' reminders", async () => {
    const muted = await customer();
    await muted.settings({ reviewReminders: false });
    const mutedOrders = [await placeOrder(muted), await placeOrder(muted)];
    const me = await customer();
    const mine = await placeOrder(me);
    for (const order of [...mutedOrders, mine]) await deliver(order.id);
    const due = new Date(Date.now() + REVIEW_REMINDER_AFTER_MS + 60_000);
    expect(await sendReviewReminders(ctx.database.db, shopUrl, due, 1)).toBeGreaterThanOrEqual(3);
    expect((await me.list()).results.filter((n) => n.type === 'review')).toHaveLength(1);
  });
});

describe('security alerts', () => {
  it('tells of a sign-in from a browser the account has not used, not of a known one', async () => {
    const me = await customer();
    expect((await signIn(me, 'lightMyRequest')).statusCode).toBe(200);
    expect(await me.titles()).toEqual([]);
    expect((await signIn(me, FIREFOX)).statusCode).toBe(200);
    expect((await signIn(me, FIREFOX)).statusCode).toBe(200);
    const alerts = (await me.list()).results;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ type: 'system', title: 'New sign-in to your account', action_url: '/profile' });
    expect(alerts[0]?.message).toContain('Firefox on Windows');
    expect((await me.mails()).filter((kind) => kind === 'new_device_sign_in')).toHaveLength(1);
  });

  it('tells of a password change, and always e-mails it, whatever the switches say', async () => {
    const me = await customer();
    await me.settings({ securityAlerts: false, emailNotifications: false });
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: me.auth,
      payload: { old_password: me.customer.password, new_password: 'new-solder-77', confirm_password: 'new-solder-77' },
    });
    expect(changed.statusCode, changed.body).toBeLessThan(300);
    const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(rows).toEqual([]);
    expect(await me.mails()).toContain('password_changed');

    const other = await customer();
    await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: other.auth,
      payload: {
        old_password: other.customer.password,
        new_password: 'new-solder-77',
        confirm_password: 'new-solder-77',
      },
    });
    const [alert] = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, other.id))
      .orderBy(desc(notifications.id));
    expect(alert).toMatchObject({ type: 'system', title: 'Your password was changed' });
    expect(await other.mails()).toContain('password_changed');
  });

  it('e-mails a new-device alert even with e-mails switched off', async () => {
    const me = await customer();
    await me.settings({ emailNotifications: false });
    await signIn(me, FIREFOX);
    expect(await me.titles()).toEqual(['New sign-in to your account']);
    expect(await me.mails()).toContain('new_device_sign_in');
  });
});

describe('settings', () => {
  it('writes no order notification and sends no order e-mail with order updates off', async () => {
    const me = await customer();
    await me.settings({ orderUpdates: false });
    const order = await placeOrder(me);
    await move(order.id, { status: 'packed' });
    expect(await me.titles()).toEqual([]);
    expect(await me.mails()).toEqual(['email_verification', 'welcome']);
  });

  it('writes the notification but sends no e-mail with e-mails off', async () => {
    const me = await customer();
    await me.settings({ emailNotifications: false });
    const order = await placeOrder(me);
    await move(order.id, { status: 'packed' });
    expect(await me.titles()).toEqual(['Order packed', 'Order placed']);
    expect(await me.mails()).toEqual(['email_verification', 'welcome']);
  });

  it('lets offers through only to those who asked for them (off by default)', async () => {
    const quiet = await customer();
    const keen = await customer();
    await keen.settings({ promotionalOffers: true });
    const offer = {
      topic: 'promotionalOffers',
      type: 'offer',
      title: '10% off sensors',
      message: 'This week only.',
      actionUrl: '/category/sensors',
      emailKind: 'offer',
    } as const;
    await ctx.database.db.transaction(async (tx) => {
      for (const who of [quiet, keen]) await notify(tx, who.id, offer, shopUrl);
    });
    const written = await ctx.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(inArray(notifications.userId, [quiet.id, keen.id]));
    expect(written).toEqual([{ userId: keen.id }]);
    expect(await keen.mails()).toContain('offer');
    expect(await quiet.mails()).not.toContain('offer');
  });
});
