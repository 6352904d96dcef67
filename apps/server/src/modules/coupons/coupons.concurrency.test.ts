// Redemption under contention: on PostgreSQL the checkouts really run side by side and take turns
// on the coupon's row lock; on the embedded engine they run one at a time to the same outcome.
import { type CouponQuote, couponCreateSchema, dateInIndia, type Order } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons } from '../../db/schema/coupons.js';
import { testApp } from '../../testing/app-hooks.js';
import { customersWithCart, productBySlug } from '../../testing/customers.js';
import { setStockOf } from '../../testing/stock.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { COMMAND_LINE_ACTOR } from '../staff/staff.service.js';
import { createCoupon } from './coupon-admin.service.js';

const CUSTOMERS = 50;
const USES = 10;

const ctx = testApp();

describe('a coupon redeemed by many customers at once', () => {
  it(`gives exactly ${USES} discounted orders to ${CUSTOMERS} customers, and refuses the rest with the reason`, async () => {
    await setStockOf(ctx.database.db, 'arduino-uno-r3', 1_000);
    const uno = await productBySlug(ctx.database.db, 'arduino-uno-r3');
    const today = dateInIndia();
    const coupon = await createCoupon(
      ctx.database.db,
      COMMAND_LINE_ACTOR,
      couponCreateSchema.parse({
        code: 'RUSH-10',
        title: 'Ten for the quickest',
        kind: 'flat',
        value: 300,
        usage_limit: USES,
        starts_on: today,
        expires_on: today,
      }),
      TEST_CONFIG.publicUrl,
    );
    const customers = await customersWithCart(ctx.database.db, TEST_CONFIG.jwtSecret, CUSTOMERS, [uno.id]);
    const allAtOnce = (url: string, payload: object) =>
      Promise.all(customers.map((c) => ctx.app.inject({ method: 'POST', url, headers: c.headers, payload })));
    // Every customer is quoted before anyone orders, as they would be with the coupon box open.
    const quotes = await allAtOnce('/api/coupons/apply/', { code: coupon.code, payment_method: 'cod' });
    expect(quotes.map((q) => q.statusCode)).toEqual(customers.map(() => 200));
    const total = (quotes[0]!.json() as CouponQuote).total_amount;

    const placed = await allAtOnce('/api/orders/', {
      total_amount: total,
      shipping_address: '14 Church Street, Bengaluru 560001',
      phone_number: '9845012345',
      payment_method: 'cod',
      coupon_code: coupon.code,
    });

    const discounted = placed.filter((r) => r.statusCode === 201).map((r) => r.json() as Order);
    const refused = placed.filter((r) => r.statusCode !== 201);
    expect(discounted).toHaveLength(USES);
    expect(discounted.every((o) => o.discount_amount === 300 && o.coupon_code === 'RUSH-10')).toBe(true);
    expect(refused.map((r) => [r.statusCode, (r.json() as { detail: string }).detail])).toEqual(
      refused.map(() => [409, 'Coupon RUSH-10 has been fully redeemed.']),
    );
    const [row] = await ctx.database.db
      .select({ timesUsed: coupons.timesUsed })
      .from(coupons)
      .where(eq(coupons.id, coupon.id));
    expect(row?.timesUsed).toBe(USES);
  });
});
