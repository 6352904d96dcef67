// "Notify me when it is back": a customer asks with one tap, a guest's address must follow a link
// first; the one notice goes when the part is on the shelf again, whichever way it came back.
import type { AdminOrder, BackInStockAlert, BackInStockLinkAnswer, NotificationPage, Order } from '@makerbazaar/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { productBySlug } from '../../testing/customers.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf, stockOf } from '../../testing/stock.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { EMAIL_TEXTS } from '../email/texts/email-texts.js';
import { releaseAbandonedPayments } from '../orders/orders.service.js';
import { confirmGuestAlert, sendBackInStockNotices } from './back-in-stock.service.js';

const {
  ctx,
  staff: { owner },
} = staffTestApp({ owner: ['owner'] });

const db = () => ctx.database.db;
let guestAddress = 0;
/** Each guest request from its own address, as the per-address limit would otherwise count them together. */
const fromAnAddress = () => `10.77.${Math.floor(guestAddress / 250)}.${guestAddress++ % 250}`;

/** A part on sale with nothing on the shelf. */
async function soldOut(slug: string) {
  await setStockOf(db(), slug, 0);
  return productBySlug(db(), slug);
}

async function waitingCustomer() {
  const shopper = await newShopper(ctx.app);
  const headers = shopper.auth;
  return {
    ...shopper,
    ask(productId: number) {
      return ctx.app.inject({
        method: 'POST',
        url: '/api/back-in-stock/',
        headers,
        payload: { product_id: productId },
      });
    },
    async alerts(): Promise<BackInStockAlert[]> {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/back-in-stock/', headers });
      return jsonOf<BackInStockAlert[]>(res);
    },
    /** The notices "back in stock" this customer has, as the notification list shows them. */
    async notices(name: string) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/notifications/?page_size=100', headers });
      return (res.json() as NotificationPage).results.filter((n) => n.title === `Back in stock: ${name}`);
    },
  };
}

const mailsTo = (address: string, kind?: string) =>
  db()
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, address), kind ? eq(outbox.kind, kind) : undefined))
    .orderBy(outbox.id);

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/api/admin/${url}`, headers: owner.auth, payload });
const adjust = (productId: number, change: number) =>
  admin('POST', `products/${productId}/stock/`, { change, reason: change > 0 ? 'received' : 'correction' });

function askAsGuest(productId: number, email: string, language = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/back-in-stock/guest/',
    payload: { product_id: productId, email },
    headers: { cookie: `mb-lang=${language}`, 'x-forwarded-for': fromAnAddress() },
  });
}

const link = (action: 'confirm' | 'cancel', token: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/back-in-stock/${action}/`,
    payload: { token },
    headers: { 'x-forwarded-for': fromAnAddress() },
  });

/** The token of the newest link e-mailed to `address`. */
async function tokenMailedTo(address: string): Promise<string> {
  const mail = (await mailsTo(address, 'back_in_stock_confirmation')).at(-1);
  const token = mail?.text.match(/\/back-in-stock\/([\w-]+)/)?.[1];
  if (!token) throw new Error(`no link was e-mailed to ${address}`);
  return token;
}

describe('a customer’s alert', () => {
  it('is one tap, shows in their list, is made once however often they tap, and can be cancelled', async () => {
    const product = await soldOut('raspberry-pi-pico');
    const me = await waitingCustomer();
    const first = await me.ask(product.id);
    const alert = jsonOf<BackInStockAlert>(first, 201);
    expect(alert.product).toMatchObject({ id: product.id, slug: 'raspberry-pi-pico', stock: 0 });
    expect((await me.ask(product.id)).json()).toEqual(alert);
    expect(await me.alerts()).toEqual([alert]);

    const someoneElse = await waitingCustomer();
    const notTheirs = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/back-in-stock/${alert.id}/`,
      headers: someoneElse.auth,
    });
    expect(notTheirs.statusCode).toBe(404);
    const cancelled = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/back-in-stock/${alert.id}/`,
      headers: me.auth,
    });
    expect(cancelled.statusCode).toBe(204);
    expect(await me.alerts()).toEqual([]);
  });

  it('is refused for a part in stock (409), one the shop does not show (404), and without signing in (401)', async () => {
    await setStockOf(db(), 'arduino-uno-r3', 10);
    const me = await waitingCustomer();
    const inStock = await me.ask((await productBySlug(db(), 'arduino-uno-r3')).id);
    expect(inStock.statusCode).toBe(409);
    expect(inStock.json()).toEqual({ detail: 'This part is in stock: you can order it now.' });
    expect((await me.ask(2_147_483_000)).statusCode).toBe(404);
    expect((await me.ask(0)).statusCode).toBe(400);
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/back-in-stock/', payload: { product_id: 1 } });
    expect(guest.statusCode).toBe(401);
  });
});

describe('the notice to a waiting customer', () => {
  type Buyer = Awaited<ReturnType<typeof newShopper>>;

  /** Another customer buys the last units of the part; their order, to cancel or refund. */
  async function boughtOut(slug: string, method: 'cod' | 'online' = 'cod'): Promise<{ buyer: Buyer; order: Order }> {
    await setStockOf(db(), slug, 2);
    const buyer = await newShopper(ctx.app);
    await buyer.addToCart((await productBySlug(db(), slug)).id, 2);
    const placed = await buyer.checkoutCart(method);
    expect(placed.statusCode, placed.body).toBe(201);
    return { buyer, order: placed.json() as Order };
  }

  /** A customer waits for the sold-out part; `bringBack` returns stock one way; they are told once. */
  async function expectToldOnce(slug: string, bringBack: () => Promise<void>) {
    const product = await productBySlug(db(), slug);
    expect(await stockOf(db(), slug)).toBe(0);
    const me = await waitingCustomer();
    expect((await me.ask(product.id)).statusCode).toBe(201);
    await bringBack();
    expect(await stockOf(db(), slug)).toBeGreaterThan(0);
    const [notice, ...more] = await me.notices(product.name);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      type: 'wishlist',
      action_url: `/product/${slug}`,
      message: `${product.name} is back in stock, as you asked us to tell you.`,
    });
    expect(await mailsTo(me.customer.email, 'back_in_stock')).toHaveLength(1);
    expect(await me.alerts()).toEqual([]);

    // Sold out and back again: the alert was for one notice.
    expect((await adjust(product.id, -(await stockOf(db(), slug)))).statusCode).toBe(201);
    expect((await adjust(product.id, 3)).statusCode).toBe(201);
    await sendBackInStockNotices(db(), TEST_CONFIG.publicUrl);
    expect(await me.notices(product.name)).toHaveLength(1);
    expect(await mailsTo(me.customer.email, 'back_in_stock')).toHaveLength(1);
  }

  it('comes when staff restock the part', async () => {
    const nano = await soldOut('arduino-nano-every');
    await expectToldOnce('arduino-nano-every', async () => {
      expect((await adjust(nano.id, 5)).statusCode).toBe(201);
    });
  });

  it('comes whatever the customer’s notification switches say, as they asked for it', async () => {
    const product = await soldOut('arduino-mega-2560-rev3');
    const muted = await waitingCustomer();
    const switchedOff = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/settings/',
      headers: muted.auth,
      payload: { notifications: { priceAlerts: false, emailNotifications: false } },
    });
    expect(switchedOff.statusCode, switchedOff.body).toBe(200);
    expect((await muted.ask(product.id)).statusCode).toBe(201);
    expect((await adjust(product.id, 1)).statusCode).toBe(201);
    expect(await muted.notices(product.name)).toHaveLength(1);
    expect(await mailsTo(muted.customer.email, 'back_in_stock')).toHaveLength(1);
  });

  it('comes when the customer who bought the last units cancels their order', async () => {
    const { buyer, order } = await boughtOut('esp32-development-kit');
    await expectToldOnce('esp32-development-kit', async () => {
      const cancelled = await ctx.app.inject({
        method: 'POST',
        url: `/api/orders/${order.id}/cancel/`,
        headers: buyer.auth,
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
    });
  });

  it('comes when the shop cancels the order that took the last units', async () => {
    const { order } = await boughtOut('raspberry-pi-4-model-b-4gb');
    await expectToldOnce('raspberry-pi-4-model-b-4gb', async () => {
      expect((await admin('POST', `orders/${order.id}/transition/`, { status: 'cancelled' })).statusCode).toBe(200);
    });
  });

  it('comes when an import adds stock', async () => {
    await soldOut('dht22-temperature-and-humidity-sensor-module');
    await expectToldOnce('dht22-temperature-and-humidity-sensor-module', async () => {
      const imported = await admin('POST', 'products/import/', {
        csv: 'slug,stock_change\ndht22-temperature-and-humidity-sensor-module,+4\n',
        dry_run: false,
      });
      expect(imported.statusCode, imported.body).toBe(200);
    });
  });

  it('comes when a refund puts a returned unit back on the shelf', async () => {
    const { buyer, order } = await boughtOut('hc-sr04-ultrasonic-distance-sensor', 'online');
    await buyer.payOnline(order);
    const [line] = ((await admin('GET', `orders/${order.id}/`)).json() as AdminOrder).items;
    await expectToldOnce('hc-sr04-ultrasonic-distance-sensor', async () => {
      const refunded = await admin('POST', `orders/${order.id}/refund/`, {
        amount: 10,
        reason: 'One unit returned',
        restock: [{ item_id: line?.id, quantity: 1 }],
      });
      expect(refunded.statusCode, refunded.body).toBe(200);
    });
  });

  it('comes when the sweep releases an unpaid order, at the next sweep of alerts', async () => {
    await boughtOut('towerpro-sg90-micro-servo-motor', 'online');
    await expectToldOnce('towerpro-sg90-micro-servo-motor', async () => {
      const later = new Date(Date.now() + 31 * 60 * 1000);
      expect(await releaseAbandonedPayments(db(), later)).toBeGreaterThan(0);
      // The release ran outside any request: the periodic sweep finds the part back and tells the one customer.
      expect(await sendBackInStockNotices(db(), TEST_CONFIG.publicUrl)).toBe(1);
    });
  });
});

describe('a guest’s alert', () => {
  it('sends the address only a link to confirm, quoting nothing typed, and nothing when the part comes back unconfirmed', async () => {
    const product = await soldOut('raspberry-pi-pico-w');
    const address = 'meera.guest@example.in';
    const asked = await askAsGuest(product.id, ' Meera.Guest@Example.in ', 'hi');
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json()).toEqual({
      detail: 'Check your inbox: follow the link we sent to confirm, and we will e-mail you once when it is back.',
    });
    const [confirmation, ...others] = await mailsTo(address);
    expect(others).toEqual([]);
    expect(confirmation).toMatchObject({
      kind: 'back_in_stock_confirmation',
      subject: EMAIL_TEXTS.hi.backInStock.confirmSubject(product.name),
    });
    expect(confirmation?.text).toContain(`${TEST_CONFIG.publicUrl}/back-in-stock/`);
    expect(confirmation?.text).not.toMatch(/meera/i);

    // Back in stock before the link is followed: the address hears nothing more.
    expect((await adjust(product.id, 2)).statusCode).toBe(201);
    await sendBackInStockNotices(db(), TEST_CONFIG.publicUrl);
    expect((await mailsTo(address)).map((mail) => mail.kind)).toEqual(['back_in_stock_confirmation']);

    // Following the link while the part is on the shelf tells them at once.
    expect((await link('confirm', await tokenMailedTo(address))).statusCode).toBe(200);
    expect((await mailsTo(address)).map((mail) => mail.kind)).toEqual(['back_in_stock_confirmation', 'back_in_stock']);
  });

  it('once confirmed, gets the one notice in the language they asked in when the part comes back', async () => {
    const product = await soldOut('raspberry-pi-pico-2');
    const address = 'kavya.guest@example.in';
    expect((await askAsGuest(product.id, address, 'ta')).statusCode).toBe(202);
    const confirmed = await link('confirm', await tokenMailedTo(address));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({
      product: { slug: 'raspberry-pi-pico-2', name: product.name },
      detail: `We will e-mail you once when ${product.name} is back in stock.`,
    } satisfies BackInStockLinkAnswer);
    expect((await link('confirm', await tokenMailedTo(address))).statusCode).toBe(200);
    // Asking again once confirmed sends nothing more.
    expect((await askAsGuest(product.id, address)).statusCode).toBe(202);
    expect(await mailsTo(address, 'back_in_stock_confirmation')).toHaveLength(1);

    expect((await adjust(product.id, 4)).statusCode).toBe(201);
    const [notice, ...more] = await mailsTo(address, 'back_in_stock');
    expect(more).toEqual([]);
    expect(notice?.subject).toBe(EMAIL_TEXTS.ta.backInStock.noticeSubject(product.name));
    expect(notice?.text).toContain(`${TEST_CONFIG.publicUrl}/product/raspberry-pi-pico-2`);
    expect((await adjust(product.id, -4)).statusCode).toBe(201);
    expect((await adjust(product.id, 4)).statusCode).toBe(201);
    expect(await mailsTo(address, 'back_in_stock')).toHaveLength(1);
  });

  it('caps the links one address gets in a day, answering the same to every request', async () => {
    const address = 'flooded@example.in';
    const slugs = ['pca9685-16-channel-12-bit-pwm-servo-driver', 'towerpro-mg996r-metal-gear-servo-motor'];
    for (const slug of slugs) {
      const product = await soldOut(slug);
      for (let i = 0; i < 2; i++) {
        const asked = await askAsGuest(product.id, address);
        expect(asked.statusCode).toBe(202);
      }
    }
    expect(await mailsTo(address, 'back_in_stock_confirmation')).toHaveLength(3);
    // The links that went still work: a request over the cap replaces none of them.
    expect((await link('confirm', await tokenMailedTo(address))).statusCode).toBe(200);
  });

  it('is cancelled by its link; an expired or unknown link is refused', async () => {
    const product = await soldOut('arduino-mega-2560-compatible-board-ch340');
    const address = 'changed.mind@example.in';
    expect((await askAsGuest(product.id, address)).statusCode).toBe(202);
    const token = await tokenMailedTo(address);
    const later = new Date(Date.now() + 8 * 24 * 60 * 60 * 1000);
    await expect(confirmGuestAlert(db(), token, TEST_CONFIG.publicUrl, later)).rejects.toThrow(
      'This link does not work any more',
    );
    expect((await link('confirm', token)).statusCode).toBe(200);
    const cancelled = await link('cancel', token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json() as BackInStockLinkAnswer).detail).toBe(
      `Your alert for ${product.name} is cancelled: we will not e-mail you about it.`,
    );
    expect((await adjust(product.id, 1)).statusCode).toBe(201);
    expect(await mailsTo(address, 'back_in_stock')).toEqual([]);
    expect((await link('cancel', token)).statusCode).toBe(404);
    expect((await link('confirm', 'x'.repeat(43))).statusCode).toBe(404);
    expect((await link('confirm', 'short')).statusCode).toBe(400);
  });

  it('is refused for a part in stock and for an address that is not one', async () => {
    await setStockOf(db(), 'arduino-uno-r3', 10);
    const uno = await productBySlug(db(), 'arduino-uno-r3');
    expect((await askAsGuest(uno.id, 'someone@example.in')).statusCode).toBe(409);
    const bad = await askAsGuest(uno.id, 'not an address');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ email: ['Enter a valid email address.'] });
  });
});
