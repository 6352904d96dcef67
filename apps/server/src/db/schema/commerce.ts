import { ORDER_STATUSES, PAYMENT_STATUSES, REFUND_PROVIDERS } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { createdAt, id, moment, requiredRef, timestamps, writtenAt } from './columns.js';
import { courses } from './courses.js';
import { users } from './users.js';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    quantity: integer('quantity').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_key').on(t.userId, t.productId),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Numbers the order numbers customers read aloud: MB + date + this sequence. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1001 });

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull(),
    userId: requiredRef('user_id', () => users.id, 'restrict'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: ['cod', 'online'] }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    goodsPaise: integer('goods_paise').notNull(),
    /** What a coupon took off the goods; the total is goods less this plus the COD fee. */
    discountPaise: integer('discount_paise').notNull().default(0),
    /** The code of the coupon used, as it was; coupon_redemptions links the order to the coupon. */
    couponCode: text('coupon_code'),
    codFeePaise: integer('cod_fee_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    /** The address as printed; the only record of it for orders placed before the fields below. */
    shippingAddress: text('shipping_address').notNull(),
    phoneNumber: text('phone_number').notNull(),
    /** The address as fields (null on older orders): who receives the parcel, and where. */
    shipName: text('ship_name'),
    shipLine1: text('ship_line1'),
    shipLine2: text('ship_line2'),
    shipCity: text('ship_city'),
    shipState: text('ship_state'),
    shipPincode: text('ship_pincode'),
    /** A business buyer's GSTIN and name, for its tax invoice; null for a consumer. */
    buyerGstin: text('buyer_gstin'),
    buyerBusinessName: text('buyer_business_name'),
    /** The courier that carries the parcel, set with the tracking number when the order ships. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The client's key for this checkout attempt: the same key twice gives the same order. */
    idempotencyKey: text('idempotency_key'),
    paymentProvider: text('payment_provider', { enum: ['razorpay', 'test'] }),
    providerOrderId: text('provider_order_id'),
    ...timestamps(),
    paidAt: moment('paid_at'),
    cancelledAt: moment('cancelled_at'),
    confirmedAt: moment('confirmed_at'),
    packedAt: moment('packed_at'),
    shippedAt: moment('shipped_at'),
    deliveredAt: moment('delivered_at'),
    /** The sum of every refund given on this order; never above total_paise. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /**
     * The state whose tax applies (where the parcel goes; for courses, the buyer's state): CGST +
     * SGST in the shop's state, IGST elsewhere. Null on orders placed before tax was kept.
     */
    placeOfSupply: text('place_of_supply'),
    /** The tax inside the COD fee, as the lines' (core's LineTax), in paise; null without a fee. */
    codFeeTaxablePaise: integer('cod_fee_taxable_paise'),
    codFeeGstRate: integer('cod_fee_gst_rate'),
    codFeeCgstPaise: integer('cod_fee_cgst_paise'),
    codFeeSgstPaise: integer('cod_fee_sgst_paise'),
    codFeeIgstPaise: integer('cod_fee_igst_paise'),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.orderNumber),
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_provider_order_key').on(t.providerOrderId),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_awaiting_payment_idx').on(t.paymentMethod, t.paymentStatus, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    check('orders_discount_within_goods', sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.goodsPaise}`),
    check('orders_refunded_within_total', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.totalPaise}`),
  ],
);

/**
 * The order's timeline: everything that happened to it, who did it and when. `actor_id` is null
 * for the customer's own steps and the system's; `actor_name` is kept so a removed user's steps
 * still read. Appended only.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    /** e.g. placed, paid, confirmed, packed, shipped, delivered, cancelled, refunded. */
    action: text('action').notNull(),
    /** A sentence for the timeline, e.g. "Shipped by Delhivery, tracking 1234". */
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** Every refund given through the payment provider, in full or in part. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    provider: text('provider', { enum: REFUND_PROVIDERS }).notNull(),
    /** The gateway payment the money went back through; none for a bank transfer. */
    providerPaymentId: text('provider_payment_id'),
    /** The gateway's refund id, or the bank transfer's reference (UTR): one transfer is recorded once. */
    providerRefundId: text('provider_refund_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull().default(''),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_provider_refund_key').on(t.providerRefundId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
    check('refunds_gateway_payment', sql`(${t.provider} = 'bank_transfer') = (${t.providerPaymentId} is null)`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    /** Kept even if the product is later deleted; name, image and price are copied as they were. */
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    /**
     * Set on a course bought online, a line with nothing to ship: the product_* columns then hold
     * the course's slug, title and image as they were.
     */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    productSlug: text('product_slug'),
    productName: text('product_name').notNull(),
    productImage: text('product_image').notNull(),
    unitPricePaise: integer('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    /**
     * The line's tax as its invoice prints it (core's LineTax), in paise: its share of the coupon
     * discount, the taxable value of what remains, and each tax head. Null on lines placed before
     * tax was kept per line.
     */
    hsnCode: text('hsn_code'),
    discountPaise: integer('discount_paise'),
    taxablePaise: integer('taxable_paise'),
    gstRate: integer('gst_rate'),
    cgstPaise: integer('cgst_paise'),
    sgstPaise: integer('sgst_paise'),
    igstPaise: integer('igst_paise'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

/**
 * Every verified payment, whatever happened to its order afterwards: the reconciliation record, so
 * no captured payment is ever lost.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['razorpay', 'test'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** `applied` when it paid its order; `needs_refund` when the order could not take it. */
    outcome: text('outcome', { enum: ['applied', 'needs_refund'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    // The few payments still to go back, which the refunds to make are found by.
    index('payments_needs_refund_idx').on(t.orderId).where(sql`${t.outcome} = 'needs_refund'`),
  ],
);

/**
 * What the staff who refund have been told of a refund the shop owes on an order: a row once they
 * were e-mailed that it became due (once per order, whichever process sweeps first), and the India
 * day they were last reminded of it while it waited more than a day.
 */
export const refundNotices = pgTable('refund_notices', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  announcedAt: writtenAt('announced_at'),
  remindedOn: date('reminded_on'),
});

/** Webhook events already handled, so a replayed delivery does nothing. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: writtenAt('received_at'),
});
