import { COUPON_AUDIENCES, COUPON_KINDS, type KeptTranslations } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { categories } from './catalog.js';
import { createdAt, id, moment, requiredRef, timestamps } from './columns.js';
import { orders } from './commerce.js';
import { users } from './users.js';

/**
 * Discount coupons. `times_used` counts the orders holding a use, kept under the coupon's row lock
 * by every redemption and every return, so the usage limit cannot be overrun by checkouts at once.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Upper case, as customers are told it. */
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** A whole percentage for `percent`; paise for `flat`. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: moment('starts_at').notNull(),
    /** The first moment it no longer applies. */
    expiresAt: moment('expires_at').notNull(),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit').notNull().default(1),
    timesUsed: integer('times_used').notNull().default(0),
    /** Only this category's lines count towards the minimum and are discounted. */
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'restrict' }),
    terms: jsonb('terms').$type<string[]>().notNull().default([]),
    audience: text('audience', { enum: COUPON_AUDIENCES }).notNull().default('everyone'),
    /** The title, description and terms in Hindi, Telugu and Tamil, where staff translated them. */
    translations: jsonb('translations')
      .$type<KeptTranslations<{ title: string; description: string; terms: string[] }>>()
      .notNull()
      .default({}),
    isActive: boolean('is_active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_value_positive', sql`${t.value} > 0`),
    check('coupons_percent_range', sql`${t.kind} <> 'percent' or ${t.value} <= 90`),
    check(
      'coupons_within_usage_limit',
      sql`${t.timesUsed} >= 0 and (${t.usageLimit} is null or ${t.timesUsed} <= ${t.usageLimit})`,
    ),
  ],
);

/** The customers a `chosen` coupon was given to. */
export const couponCustomers = pgTable(
  'coupon_customers',
  {
    couponId: requiredRef('coupon_id', () => coupons.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.userId] }), index('coupon_customers_user_idx').on(t.userId)],
);

/** Each order a coupon was used on; a cancelled order's use is returned (`returned_at`). */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: requiredRef('coupon_id', () => coupons.id, 'restrict'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAt(),
    returnedAt: moment('returned_at'),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);
