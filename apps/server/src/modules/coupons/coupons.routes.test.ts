import {
  type CouponCreateInput,
  type CouponQuote,
  type CustomerCoupon,
  type CustomerCouponList,
  couponCreateSchema,
  dateInIndia,
  type Order,
} from '@makerbazaar/core';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { testApp } from '../../testing/app-hooks.js';
import { productBySlug } from '../../testing/customers.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf } from '../../testing/stock.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { COMMAND_LINE_ACTOR } from '../staff/staff.service.js';
import { createCoupon } from './coupon-admin.service.js';

const ctx = testApp();
beforeAll(async () => {
  for (const slug of [UNO, BREADBOARD, BME280]) await setStockOf(ctx.database.db, slug, 500);
});

const UNO = 'arduino-uno-r3'; // ₹2,350, Arduino
const BREADBOARD = '830-point-solderless-breadboard'; // ₹99, Tools
const BME280 = 'bme280-temperature-humidity-and-pressure-sensor'; // ₹449, Sensors
const DAY_MS = 24 * 60 * 60 * 1000;
const SAMPLE_CODES = ['WELCOME10', 'MAKER50', 'SENSOR15', 'ROBO20'];
const day = (offset: number) => dateInIndia(new Date(Date.now() + offset * DAY_MS));

let codes = 0;
/** A coupon made through the back office's service, running from yesterday for a month unless told otherwise. */
async function aCoupon(changes: Partial<CouponCreateInput> = {}) {
  codes += 1;
  return createCoupon(
    ctx.database.db,
    COMMAND_LINE_ACTOR,
    couponCreateSchema.parse({
      code: `TEST-${codes}`,
      title: 'A test coupon',
      kind: 'percent',
      value: 10,
      starts_on: day(-1),
      expires_on: day(30),
      ...changes,
    }),
    TEST_CONFIG.publicUrl,
  );
}

/** A signed-in customer with these products in the cart, and helpers for coupons. */
async function shopperWith(...items: [slug: string, quantity: number][]) {
  const shopper = await newShopper(ctx.app);
  for (const [slug, quantity] of items) {
    const added = await shopper.addToCart((await productBySlug(ctx.database.db, slug)).id, quantity);
    expect(added.statusCode, added.body).toBeLessThan(300);
  }
  const headers = shopper.auth;
  return {
    ...shopper,
    apply: (code: string, payment_method: 'cod' | 'online' = 'cod', query = '') =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/coupons/apply/${query}`,
        headers,
        payload: { code, payment_method },
      }),
    /** The coupons page's answer; `query` (`?lang=hi`) and `cookies` say which language it is read in. */
    async coupons(query = '', cookies?: Record<string, string>): Promise<CustomerCouponList> {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/coupons/${query}`, headers, cookies });
      return jsonOf<CustomerCouponList>(res);
    },
    /** Checks out with the coupon at the total the coupon box quoted. */
    async checkoutWith(code: string, method: 'cod' | 'online' = 'cod') {
      const quote = await this.apply(code, method);
      expect(quote.statusCode, quote.body).toBe(200);
      const { total_amount } = quote.json() as CouponQuote;
      return this.checkout({ total_amount, payment_method: method, coupon_code: code });
    },
    cancel: (orderId: number) => ctx.app.inject({ method: 'POST', url: `/api/orders/${orderId}/cancel/`, headers }),
  };
}

const detailOf = (res: { json: () => unknown }) => (res.json() as { detail: string }).detail;

describe('coupons for the customer', () => {
  it('need a signed-in customer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/coupons/' })).statusCode).toBe(401);
    const apply = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupons/apply/',
      payload: { code: 'WELCOME10', payment_method: 'cod' },
    });
    expect(apply.statusCode).toBe(401);
  });

  it('lists the demo coupons of the sample data as active, with their terms', async () => {
    const { results, counts } = await (await shopperWith()).coupons();
    const welcome = results.find((c) => c.code === 'WELCOME10');
    expect(welcome).toMatchObject({
      discount_label: '10% off',
      min_order: 999,
      max_discount: 500,
      category: null,
      state: 'active',
      uses_left: 1,
    } satisfies Partial<CustomerCoupon>);
    expect(welcome?.terms.length).toBeGreaterThan(0);
    expect(results.find((c) => c.code === 'SENSOR15')?.category?.slug).toBe('sensors');
    expect(results.find((c) => c.code === 'MAKER50')).toMatchObject({ kind: 'flat', discount_label: '₹50 off' });
    expect(counts.active).toBe(results.filter((c) => c.state === 'active').length);
  });

  it('says the sample coupons in Hindi, Telugu and Tamil, by ?lang= or the language cookie', async () => {
    const shopper = await shopperWith([UNO, 1]);
    const english = (await shopper.coupons()).results;
    const welcome = (list: CustomerCoupon[]) => list.find((c) => c.code === 'WELCOME10');
    for (const language of ['hi', 'te', 'ta']) {
      const translated = (await shopper.coupons(`?lang=${language}`)).results;
      expect(translated.map((c) => [c.code, c.discount_label, c.min_order])).toEqual(
        english.map((c) => [c.code, c.discount_label, c.min_order]),
      );
      for (const coupon of translated.filter((c) => SAMPLE_CODES.includes(c.code))) {
        const original = english.find((c) => c.code === coupon.code);
        expect(coupon.title, `${language} ${coupon.code}`).not.toBe(original?.title);
        expect(coupon.description, `${language} ${coupon.code}`).not.toBe(original?.description);
        expect(coupon.terms).toHaveLength(original?.terms.length ?? -1);
        expect(coupon.terms.some((term) => original?.terms.includes(term))).toBe(false);
      }
      expect((await shopper.coupons('', { 'mb-lang': language })).results).toEqual(translated);
    }
    expect(welcome((await shopper.coupons('?lang=hi')).results)).toMatchObject({
      title: 'आपके ऑर्डर पर 10% की छूट',
      terms: expect.arrayContaining(['छूट ज़्यादा से ज़्यादा ₹500 है।']),
    });
    const quoted = await shopper.apply('WELCOME10', 'cod', '?lang=ta');
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect((quoted.json() as CouponQuote).title).toBe('உங்கள் ஆர்டருக்கு 10% தள்ளுபடி');
    expect((await shopper.apply('WELCOME10', 'cod', '?lang=xx')).statusCode).toBe(400);
  });

  it('quotes the cart with a coupon typed in any case, capped at its maximum discount', async () => {
    const shopper = await shopperWith([UNO, 3]);
    const res = await shopper.apply('  welcome10 ');
    expect(res.statusCode, res.body).toBe(200);
    // 10% of ₹7,050 is ₹705, capped at ₹500.
    expect(res.json()).toEqual({
      code: 'WELCOME10',
      title: '10% off your order',
      discount_label: '10% off',
      goods_amount: 7050,
      discount_amount: 500,
      cod_fee: 0,
      total_amount: 6550,
    } satisfies CouponQuote);
  });

  it('discounts only the lines of the coupon’s category', async () => {
    const shopper = await shopperWith([BME280, 2], [UNO, 1]);
    const quote = (await shopper.apply('SENSOR15')).json() as CouponQuote;
    // 15% of the two sensors (₹898) is ₹134.70; the board is not discounted.
    expect(quote).toMatchObject({ goods_amount: 3248, discount_amount: 134.7, total_amount: 3113.3 });
  });

  it('adds the COD fee when the discounted goods come under ₹500', async () => {
    const shopper = await shopperWith([BREADBOARD, 3], [BME280, 1]);
    const quote = (await shopper.apply('MAKER50')).json() as CouponQuote;
    // ₹746 of goods less ₹50 is ₹696: no fee. Online payment never has one.
    expect(quote).toMatchObject({ goods_amount: 746, discount_amount: 50, cod_fee: 0, total_amount: 696 });
    const small = await shopperWith([BREADBOARD, 5]);
    expect((await small.apply('MAKER50')).json()).toMatchObject({
      discount_amount: 50,
      cod_fee: 50,
      total_amount: 495,
    });
    expect((await small.apply('MAKER50', 'online')).json()).toMatchObject({ cod_fee: 0, total_amount: 445 });
  });

  it('says why a coupon does not apply', async () => {
    const shopper = await shopperWith([BREADBOARD, 1]);
    const unknown = await shopper.apply('NOPE-2026');
    expect(unknown.statusCode).toBe(404);
    expect(detailOf(unknown)).toBe('NOPE-2026 is not a valid coupon code. Check the code and try again.');

    const below = await shopper.apply('MAKER50');
    expect(below.statusCode).toBe(409);
    expect(detailOf(below)).toBe('Coupon MAKER50 needs an order of at least ₹299. Add ₹200 more to use it.');

    const otherCategory = await shopper.apply('SENSOR15');
    expect(detailOf(otherCategory)).toBe(
      'Coupon SENSOR15 needs ₹500 of Sensors in your cart. Add ₹500 more of Sensors to use it.',
    );

    const expired = await aCoupon({ starts_on: '2026-01-01', expires_on: '2026-01-31' });
    const expiredRes = await shopper.apply(expired.code);
    expect(expiredRes.statusCode).toBe(409);
    expect(detailOf(expiredRes)).toBe(`Coupon ${expired.code} expired on 31 Jan 2026.`);

    const later = await aCoupon({ starts_on: day(10), expires_on: day(20) });
    expect(detailOf(await shopper.apply(later.code))).toMatch(new RegExp(`^Coupon ${later.code} can be used from `));

    const off = await aCoupon({ is_active: false });
    expect(detailOf(await shopper.apply(off.code))).toBe(`Coupon ${off.code} is no longer available.`);

    const empty = await shopperWith();
    expect(detailOf(await empty.apply('WELCOME10'))).toBe('Your cart is empty');
  });

  it('refuses a coupon used up in all, or by this customer', async () => {
    const once = await aCoupon({ usage_limit: 1 });
    const first = await shopperWith([UNO, 1]);
    expect((await first.checkoutWith(once.code)).statusCode).toBe(201);

    await first.addToCart((await productBySlug(ctx.database.db, UNO)).id, 1);
    const again = await first.apply(once.code);
    expect(again.statusCode).toBe(409);
    expect(detailOf(again)).toBe(`You have already used coupon ${once.code}.`);

    const second = await shopperWith([UNO, 1]);
    expect(detailOf(await second.apply(once.code))).toBe(`Coupon ${once.code} has been fully redeemed.`);
  });

  it('keeps a coupon given to chosen customers from everyone else', async () => {
    const chosen = await shopperWith([UNO, 1]);
    const other = await shopperWith([UNO, 1]);
    const given = await aCoupon({ audience: 'chosen', customer_emails: [chosen.customer.email] });

    expect((await chosen.coupons()).results.map((c) => c.code)).toContain(given.code);
    expect((await other.coupons()).results.map((c) => c.code)).not.toContain(given.code);
    expect((await chosen.apply(given.code)).statusCode).toBe(200);
    expect((await other.apply(given.code)).statusCode).toBe(404);
    expect((await other.checkout({ total_amount: 2115, coupon_code: given.code })).statusCode).toBe(404);
  });
});

describe('an order with a coupon', () => {
  it('keeps the coupon and the discount, and the timeline says so', async () => {
    const shopper = await shopperWith([UNO, 1]);
    const placed = await shopper.checkoutWith('welcome10');
    const order = jsonOf<Order>(placed, 201);
    expect(order).toMatchObject({
      coupon_code: 'WELCOME10',
      goods_amount: 2350,
      discount_amount: 235,
      cod_fee: 0,
      total_amount: 2115,
    } satisfies Partial<Order>);
    const [confirmation] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, shopper.customer.email), like(outbox.subject, '%order%')));
    expect(confirmation?.text).toContain('Coupon WELCOME10 — −₹235');
    const coupons = await shopper.coupons();
    expect(coupons.results.find((c) => c.code === 'WELCOME10')).toMatchObject({ state: 'used', uses_left: 0 });
    expect(coupons.counts.used).toBeGreaterThanOrEqual(1);
  });

  it('is refused at the undiscounted total, and a refused coupon places nothing and keeps the cart', async () => {
    const shopper = await shopperWith([UNO, 1]);
    const stale = await shopper.checkout({ total_amount: 2350, coupon_code: 'WELCOME10' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ total_amount: 2115 });

    const refused = await shopper.checkout({ total_amount: 2350, coupon_code: 'SENSOR15' });
    expect(refused.statusCode).toBe(409);
    expect(detailOf(refused)).toMatch(/^Coupon SENSOR15 needs ₹500 of Sensors/);
    expect((await shopper.cart()).results).toHaveLength(1);
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/orders/', headers: shopper.auth });
    expect((orders.json() as { count: number }).count).toBe(0);
  });

  it('gives the use back when the order is cancelled', async () => {
    const limited = await aCoupon({ usage_limit: 1, kind: 'flat', value: 100 });
    const shopper = await shopperWith([UNO, 1]);
    const order = (await shopper.checkoutWith(limited.code)).json() as Order;
    expect(order.discount_amount).toBe(100);
    expect((await shopper.coupons()).results.find((c) => c.code === limited.code)?.state).toBe('used');

    expect((await shopper.cancel(order.id)).statusCode).toBe(200);
    expect((await shopper.coupons()).results.find((c) => c.code === limited.code)).toMatchObject({
      state: 'active',
      uses_left: 1,
    });
    await shopper.addToCart((await productBySlug(ctx.database.db, UNO)).id, 1);
    const again = await shopper.checkoutWith(limited.code);
    expect(again.statusCode, again.body).toBe(201);
    // Cancelling twice does not give two uses back.
    expect((await shopper.cancel(order.id)).statusCode).toBe(409);
    expect((await shopper.coupons()).results.find((c) => c.code === limited.code)?.state).toBe('used');
  });

  it('groups the customer’s coupons into active, used and expired, with counts', async () => {
    const recent = await aCoupon({ starts_on: day(-10), expires_on: day(-2) });
    const shopper = await shopperWith();
    const { results, counts } = await shopper.coupons();
    expect(results.find((c) => c.code === recent.code)?.state).toBe('expired');
    expect(counts).toEqual({
      active: results.filter((c) => c.state === 'active').length,
      used: 0,
      expired: results.filter((c) => c.state === 'expired').length,
    });
    // Long-expired and not yet started coupons are not listed.
    expect(results.map((c) => c.code)).not.toContain('TEST-1');
  });
});
