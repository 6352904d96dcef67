import { z } from 'zod';
import { PAYMENT_METHODS } from '../rules/checkout.js';
import { emailField, REQUIRED } from './auth.js';
import { idSchema, multilineText, shopDateSchema, text } from './common.js';
import { translationsInputSchema, translationsSchema } from './translations.js';

export const COUPON_KINDS = ['percent', 'flat'] as const;
/** `everyone`: every signed-in customer may use it; `chosen`: only the customers it was given to. */
export const COUPON_AUDIENCES = ['everyone', 'chosen'] as const;
/** Where a coupon stands for one customer, as the tabs of /coupons group them. */
export const COUPON_STATES = ['active', 'used', 'expired'] as const;
export type CouponState = (typeof COUPON_STATES)[number];

/** Capital letters and digits, with single hyphens between: WELCOME10, ROBO-20. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
export const MAX_COUPON_CODE_LENGTH = 30;
export const MAX_COUPON_TERMS = 10;
export const MAX_COUPON_CUSTOMERS = 500;

/** A code as typed: any case, spaces around it ignored. */
export const couponCodeField = text({ message: 'Enter a coupon code.' })
  .trim()
  .min(1, 'Enter a coupon code.')
  .max(MAX_COUPON_CODE_LENGTH, `A coupon code has at most ${MAX_COUPON_CODE_LENGTH} characters.`)
  .transform((code) => code.toUpperCase());

/** `POST /api/coupons/apply/`: what the cart costs with this coupon, without placing the order. */
export const applyCouponSchema = z.object({
  code: couponCodeField,
  payment_method: z.enum(PAYMENT_METHODS, { message: 'Choose cash on delivery or online payment.' }),
});
export type ApplyCouponInput = z.input<typeof applyCouponSchema>;

/** The cart's totals with the coupon (rupees), as checkout shows them and the order will charge them. */
export const couponQuoteSchema = z.object({
  code: z.string(),
  title: z.string(),
  discount_label: z.string(),
  goods_amount: z.number(),
  discount_amount: z.number(),
  cod_fee: z.number(),
  total_amount: z.number(),
});
export type CouponQuote = z.infer<typeof couponQuoteSchema>;

const categoryRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

/** A coupon as a customer sees it on /coupons. Amounts are rupees. */
export const customerCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  discount_label: z.string(),
  min_order: z.number(),
  /** Percent coupons: the most they take off; null when uncapped or flat. */
  max_discount: z.number().nullable(),
  /** The last day it can be used, in India's calendar (YYYY-MM-DD). */
  expires_on: z.string(),
  /** Only this category's items count towards the minimum and get the discount. */
  category: categoryRefSchema.nullable(),
  terms: z.array(z.string()),
  state: z.enum(COUPON_STATES),
  /** How many more orders this customer may use it on. */
  uses_left: z.number().int(),
});
export type CustomerCoupon = z.infer<typeof customerCouponSchema>;

export const customerCouponListSchema = z.object({
  results: z.array(customerCouponSchema),
  counts: z.object({ active: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});
export type CustomerCouponList = z.infer<typeof customerCouponListSchema>;

const maxLength = (n: number) => `Ensure this field has no more than ${n} characters.`;

const termsField = z
  .array(text().trim().min(1, 'A term may not be blank.').max(300, maxLength(300)))
  .max(MAX_COUPON_TERMS, `At most ${MAX_COUPON_TERMS} terms.`);

const couponFields = {
  code: text({ message: REQUIRED })
    .trim()
    .min(3, 'A coupon code has at least 3 characters.')
    .max(MAX_COUPON_CODE_LENGTH, `A coupon code has at most ${MAX_COUPON_CODE_LENGTH} characters.`)
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(COUPON_CODE_PATTERN, 'Use capital letters and digits, with single hyphens: ROBO-20.')),
  title: text({ message: REQUIRED }).trim().min(1, REQUIRED).max(100, maxLength(100)),
  description: multilineText().trim().max(500, maxLength(500)),
  kind: z.enum(COUPON_KINDS, { message: 'Choose a percentage or a rupee amount.' }),
  /** A whole percentage (1–90) for `percent`; rupees for `flat`. */
  value: z.number({ message: 'Enter a number.' }).positive('Enter an amount above 0.').max(100_000),
  /** Rupees. */
  min_order: z.number({ message: 'Enter a number.' }).nonnegative('Enter 0 or more.').max(10_000_000),
  /** Rupees; percent coupons only, null for no cap. */
  max_discount: z
    .number({ message: 'Enter a number.' })
    .positive('Enter an amount above 0.')
    .max(10_000_000)
    .nullable(),
  /** The first and last day it can be used, in India's calendar. */
  starts_on: shopDateSchema,
  expires_on: shopDateSchema,
  /** Orders in all; null for no limit. */
  usage_limit: z.number().int('Enter a whole number.').min(1, 'Enter at least 1.').max(1_000_000).nullable(),
  per_customer_limit: z.number().int('Enter a whole number.').min(1, 'Enter at least 1.').max(1000),
  category_id: idSchema.nullable(),
  terms: termsField,
  audience: z.enum(COUPON_AUDIENCES, { message: 'Choose every customer or chosen customers.' }),
  /** The customers a `chosen` coupon is given to, by e-mail. */
  customer_emails: z
    .array(emailField)
    .max(MAX_COUPON_CUSTOMERS, `Give it to at most ${MAX_COUPON_CUSTOMERS} customers at once.`),
  is_active: z.boolean({ message: 'Must be true or false.' }),
  /** The title, description and terms in other languages, each optional: a reader of one without them sees the English. */
  translations: translationsInputSchema({
    title: text().trim().max(100, maxLength(100)),
    description: multilineText().trim().max(500, maxLength(500)),
    terms: termsField,
  }),
};

type CouponFieldValues = { [K in keyof typeof couponFields]?: z.output<(typeof couponFields)[K]> };

/** Rules across fields; on an update, only among the fields given. */
function checkCoupon(coupon: CouponFieldValues, ctx: z.RefinementCtx) {
  if (
    coupon.kind === 'percent' &&
    coupon.value !== undefined &&
    (!Number.isInteger(coupon.value) || coupon.value > 90)
  ) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is a whole number from 1 to 90.' });
  }
  if (coupon.kind === 'flat' && coupon.max_discount != null) {
    ctx.addIssue({
      code: 'custom',
      path: ['max_discount'],
      message: 'Only a percentage coupon has a maximum discount.',
    });
  }
  if (coupon.starts_on && coupon.expires_on && coupon.expires_on < coupon.starts_on) {
    ctx.addIssue({ code: 'custom', path: ['expires_on'], message: 'The last day comes on or after the first.' });
  }
  if (
    coupon.usage_limit != null &&
    coupon.per_customer_limit !== undefined &&
    coupon.per_customer_limit > coupon.usage_limit
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['per_customer_limit'],
      message: 'A customer cannot use it more often than it can be used in all.',
    });
  }
  if (coupon.audience === 'chosen' && coupon.customer_emails?.length === 0) {
    ctx.addIssue({ code: 'custom', path: ['customer_emails'], message: 'Give the e-mail of at least one customer.' });
  }
}

/** `POST /api/admin/coupons/`. */
export const couponCreateSchema = z
  .object({
    ...couponFields,
    description: couponFields.description.default(''),
    min_order: couponFields.min_order.default(0),
    max_discount: couponFields.max_discount.default(null),
    usage_limit: couponFields.usage_limit.default(null),
    per_customer_limit: couponFields.per_customer_limit.default(1),
    category_id: couponFields.category_id.default(null),
    terms: couponFields.terms.default([]),
    audience: couponFields.audience.default('everyone'),
    customer_emails: couponFields.customer_emails.default([]),
    is_active: couponFields.is_active.default(true),
    translations: couponFields.translations.default({}),
  })
  .superRefine(checkCoupon);
export type CouponCreateInput = z.input<typeof couponCreateSchema>;
export type CouponCreateValues = z.output<typeof couponCreateSchema>;

/**
 * `PATCH /api/admin/coupons/{id}/`: the fields given change. The code and the discount stay as
 * they were once a customer has used it (the server refuses); `customer_emails` adds customers.
 */
export const couponUpdateSchema = z
  .object(couponFields)
  .partial()
  .superRefine(checkCoupon)
  .refine((input) => Object.keys(input).length > 0, 'Give at least one field to change.');
export type CouponUpdateInput = z.input<typeof couponUpdateSchema>;
export type CouponUpdateValues = z.output<typeof couponUpdateSchema>;

/** A coupon's title, description and terms in Hindi, Telugu and Tamil; blank (no terms) where staff have not translated them. */
export const couponTranslationsSchema = translationsSchema({
  title: z.string(),
  description: z.string(),
  terms: z.array(z.string()),
});
export type CouponTranslations = z.infer<typeof couponTranslationsSchema>;

/** A coupon in the back office, with how often it was used. Amounts are rupees. */
export const adminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  title: z.string(),
  description: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  discount_label: z.string(),
  min_order: z.number(),
  max_discount: z.number().nullable(),
  starts_on: z.string(),
  expires_on: z.string(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int(),
  times_used: z.number().int(),
  category: categoryRefSchema.nullable(),
  terms: z.array(z.string()),
  audience: z.enum(COUPON_AUDIENCES),
  /** Who a `chosen` coupon was given to. */
  customers: z.array(z.object({ id: z.number().int(), email: z.string(), name: z.string() })),
  is_active: z.boolean(),
  created_at: z.string(),
  translations: couponTranslationsSchema,
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListSchema = z.object({ results: z.array(adminCouponSchema) });
export type AdminCouponList = z.infer<typeof adminCouponListSchema>;
