import {
  type CheckoutTotals,
  type CouponState,
  type CustomerCoupon,
  type CustomerCouponList,
  checkoutTotals,
  couponDiscountLabel,
  couponDiscountPaise,
  formatIndianDate,
  formatPaise,
  inLanguage,
  type Language,
  type PaymentMethod,
} from '@makerbazaar/core';
import { and, asc, count, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalog.js';
import { cartItems } from '../../db/schema/commerce.js';
import { couponCustomers, couponRedemptions, coupons } from '../../db/schema/coupons.js';
import { conflict, notFound } from '../../lib/errors.js';
import { chargedLine } from '../catalog/catalog.service.js';

type CouponRow = typeof coupons.$inferSelect;
type NamedCoupon = CouponRow & { categoryName: string | null; categorySlug: string | null };

/** A cart line as a coupon sees it: its category decides whether the coupon applies to it. */
export interface CouponLine {
  categoryId: number;
  /** What the line costs, at the break its quantity reaches. */
  linePaise: number;
}

/** What the customer's cart costs with a coupon, in paise, and the coupon's title in their language. */
export interface CouponQuoteRecord {
  code: string;
  title: string;
  discountLabel: string;
  totals: CheckoutTotals;
}

/** A coupon on the customer's list, its texts in their language, with what they can still do with it. */
export interface CustomerCouponRecord {
  coupon: CouponRow;
  texts: Pick<CustomerCoupon, 'title' | 'description' | 'terms'>;
  category: { id: number; name: string; slug: string } | null;
  state: CouponState;
  usesLeft: number;
}

/** A coupon that applies to an order, and what it takes off. */
export interface AppliedCoupon {
  couponId: number;
  code: string;
  title: string;
  discountLabel: string;
  discountPaise: number;
  /** The category it is limited to; null for the whole cart. */
  categoryId: number | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long an expired coupon stays in the customer's Expired tab. */
const EXPIRED_SHOWN_MS = 30 * DAY_MS;

/** A coupon's title, description and terms as a reader of `language` sees them. */
const textsIn = (coupon: CouponRow, language: Language) =>
  inLanguage(
    { title: coupon.title, description: coupon.description, terms: coupon.terms },
    coupon.translations,
    language,
  );

const namedCoupon = {
  coupon: coupons,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

/** Coupons this customer may see: open to everyone, or given to them. */
const visibleTo = (userId: number) =>
  or(
    eq(coupons.audience, 'everyone'),
    sql`exists (select 1 from ${couponCustomers} where ${couponCustomers.couponId} = ${coupons.id} and ${couponCustomers.userId} = ${userId})`,
  );

/**
 * The coupon with this code, if this customer may see it; with `lock`, its row is held until the
 * transaction ends, so checkouts redeeming it take their turns and its usage limit holds.
 */
async function findCoupon(db: Queryable, userId: number, code: string, lock: boolean): Promise<NamedCoupon> {
  const query = db
    .select(namedCoupon)
    .from(coupons)
    .leftJoin(categories, eq(categories.id, coupons.categoryId))
    .where(and(eq(coupons.code, code), visibleTo(userId)));
  const [found] = lock ? await query.for('update', { of: coupons }) : await query;
  if (!found) throw notFound(`${code} is not a valid coupon code. Check the code and try again.`);
  return { ...found.coupon, categoryName: found.categoryName, categorySlug: found.categorySlug };
}

/** How many of this customer's orders hold a use of each coupon (a cancelled order's use is returned). */
async function usesByCustomer(db: Queryable, userId: number, couponIds: number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponRedemptions.couponId, uses: count() })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.userId, userId),
        inArray(couponRedemptions.couponId, couponIds),
        isNull(couponRedemptions.returnedAt),
      ),
    )
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((r) => [r.couponId, r.uses]));
}

/** The goods the coupon applies to: the whole cart, or its category's lines. */
/** Whether a coupon takes its discount off this line: the whole cart, or its category's lines. */
export function couponAppliesTo(coupon: Pick<CouponRow, 'categoryId'>, line: Pick<CouponLine, 'categoryId'>): boolean {
  return coupon.categoryId === null || line.categoryId === coupon.categoryId;
}

function eligiblePaise(coupon: CouponRow, lines: CouponLine[]): number {
  return lines.filter((l) => couponAppliesTo(coupon, l)).reduce((sum, l) => sum + l.linePaise, 0);
}

/** Why this customer cannot use the coupon on these lines now, in words for the checkout; null when they can. */
function refusalOf(coupon: NamedCoupon, usedByCustomer: number, lines: CouponLine[], now: Date): string | null {
  const code = coupon.code;
  if (!coupon.isActive) return `Coupon ${code} is no longer available.`;
  if (now < coupon.startsAt) return `Coupon ${code} can be used from ${formatIndianDate(coupon.startsAt)}.`;
  if (now >= coupon.expiresAt) {
    return `Coupon ${code} expired on ${formatIndianDate(new Date(coupon.expiresAt.getTime() - 1))}.`;
  }
  if (usedByCustomer >= coupon.perCustomerLimit) {
    return coupon.perCustomerLimit === 1
      ? `You have already used coupon ${code}.`
      : `You have already used coupon ${code} ${coupon.perCustomerLimit} times, as often as one customer may.`;
  }
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) {
    return `Coupon ${code} has been fully redeemed.`;
  }
  const eligible = eligiblePaise(coupon, lines);
  const category = coupon.categoryName;
  if (eligible < coupon.minOrderPaise) {
    const more = formatPaise(coupon.minOrderPaise - eligible);
    return category
      ? `Coupon ${code} needs ${formatPaise(coupon.minOrderPaise)} of ${category} in your cart. Add ${more} more of ${category} to use it.`
      : `Coupon ${code} needs an order of at least ${formatPaise(coupon.minOrderPaise)}. Add ${more} more to use it.`;
  }
  if (eligible === 0) return `Coupon ${code} applies only to ${category}, and your cart has none.`;
  return null;
}

/**
 * The coupon for an order about to be placed, checked and priced under its row lock (taken after
 * the stock locks, as cancelling takes them): the order's transaction then records the use.
 */
export async function applyCoupon(
  tx: Transaction,
  userId: number,
  code: string,
  lines: CouponLine[],
  now: Date,
): Promise<AppliedCoupon> {
  const coupon = await findCoupon(tx, userId, code, true);
  const used = (await usesByCustomer(tx, userId, [coupon.id])).get(coupon.id) ?? 0;
  const refusal = refusalOf(coupon, used, lines, now);
  if (refusal) throw conflict(refusal);
  return {
    couponId: coupon.id,
    code: coupon.code,
    title: coupon.title,
    discountLabel: couponDiscountLabel(coupon.kind, coupon.value),
    discountPaise: couponDiscountPaise(
      { kind: coupon.kind, value: coupon.value, maxDiscountPaise: coupon.maxDiscountPaise },
      eligiblePaise(coupon, lines),
    ),
    categoryId: coupon.categoryId,
  };
}

/** Records the use in the order's transaction, still under the coupon's row lock. */
export async function recordRedemption(
  tx: Transaction,
  applied: AppliedCoupon,
  userId: number,
  orderId: number,
): Promise<void> {
  await tx.insert(couponRedemptions).values({
    couponId: applied.couponId,
    userId,
    orderId,
    discountPaise: applied.discountPaise,
  });
  await tx
    .update(coupons)
    .set({ timesUsed: sql`${coupons.timesUsed} + 1` })
    .where(eq(coupons.id, applied.couponId));
}

/** Gives back the uses of cancelled orders, once each; runs in the transaction that cancels them. */
export async function returnCouponUses(tx: Transaction, orderIds: number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const returned = await tx
    .update(couponRedemptions)
    .set({ returnedAt: now })
    .where(and(inArray(couponRedemptions.orderId, orderIds), isNull(couponRedemptions.returnedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  const byCoupon = new Map<number, number>();
  for (const { couponId } of returned) byCoupon.set(couponId, (byCoupon.get(couponId) ?? 0) + 1);
  for (const [couponId, uses] of [...byCoupon].sort(([a], [b]) => a - b)) {
    await tx
      .update(coupons)
      .set({ timesUsed: sql`${coupons.timesUsed} - ${uses}` })
      .where(eq(coupons.id, couponId));
  }
}

/** What the customer's cart costs with the coupon, as the order would charge it now; its title in `language`. */
export async function quoteCoupon(
  db: Queryable,
  userId: number,
  code: string,
  method: PaymentMethod,
  language: Language,
  now = new Date(),
): Promise<CouponQuoteRecord> {
  const rows = await db
    .select({
      categoryId: products.categoryId,
      pricePaise: products.pricePaise,
      priceBreaks: products.priceBreaks,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId));
  const lines = rows.map((row) => ({
    categoryId: row.categoryId,
    linePaise: chargedLine(row, row.quantity).linePaise,
  }));
  if (lines.length === 0) throw conflict('Your cart is empty');
  const coupon = await findCoupon(db, userId, code, false);
  const used = (await usesByCustomer(db, userId, [coupon.id])).get(coupon.id) ?? 0;
  const refusal = refusalOf(coupon, used, lines, now);
  if (refusal) throw conflict(refusal);
  const discountPaise = couponDiscountPaise(
    { kind: coupon.kind, value: coupon.value, maxDiscountPaise: coupon.maxDiscountPaise },
    eligiblePaise(coupon, lines),
  );
  const totals = checkoutTotals(
    lines.reduce((sum, l) => sum + l.linePaise, 0),
    method,
    discountPaise,
  );
  return {
    code: coupon.code,
    title: textsIn(coupon, language).title,
    discountLabel: couponDiscountLabel(coupon.kind, coupon.value),
    totals,
  };
}

function stateOf(coupon: CouponRow, used: number, now: Date): CouponState {
  if (used >= coupon.perCustomerLimit) return 'used';
  if (now >= coupon.expiresAt || (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit)) {
    return 'expired';
  }
  return 'active';
}

/**
 * The customer's coupons for /coupons: those open to everyone and those given to them, once they
 * have started; coupons staff switched off are not shown, expired ones for 30 days. Their texts
 * are in `language` where staff translated them.
 */
export async function listCustomerCoupons(
  db: Queryable,
  userId: number,
  language: Language,
  now = new Date(),
): Promise<{ results: CustomerCouponRecord[]; counts: CustomerCouponList['counts'] }> {
  const rows = await db
    .select(namedCoupon)
    .from(coupons)
    .leftJoin(categories, eq(categories.id, coupons.categoryId))
    .where(
      and(
        visibleTo(userId),
        eq(coupons.isActive, true),
        sql`${coupons.startsAt} <= ${now}`,
        gt(coupons.expiresAt, new Date(now.getTime() - EXPIRED_SHOWN_MS)),
      ),
    )
    .orderBy(asc(coupons.expiresAt), asc(coupons.id));
  const uses = await usesByCustomer(
    db,
    userId,
    rows.map((r) => r.coupon.id),
  );
  const results = rows.map(({ coupon, categoryName, categorySlug }): CustomerCouponRecord => {
    const used = uses.get(coupon.id) ?? 0;
    const state = stateOf(coupon, used, now);
    const leftInAll = coupon.usageLimit === null ? Number.POSITIVE_INFINITY : coupon.usageLimit - coupon.timesUsed;
    return {
      coupon,
      texts: textsIn(coupon, language),
      category:
        coupon.categoryId !== null && categoryName !== null && categorySlug !== null
          ? { id: coupon.categoryId, name: categoryName, slug: categorySlug }
          : null,
      state,
      usesLeft: state === 'active' ? Math.max(0, Math.min(coupon.perCustomerLimit - used, leftInAll)) : 0,
    };
  });
  const counts = { active: 0, used: 0, expired: 0 };
  for (const coupon of results) counts[coupon.state] += 1;
  return { results, counts };
}
