import { z } from 'zod';
import { PAYMENT_METHODS } from '../rules/checkout.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../rules/order-status.js';
import { REQUIRED } from './auth.js';
import { idSchema, multilineText, paginatedSchema, paginationQuerySchema, text } from './common.js';
import { PAYMENT_GATEWAYS, taxDocumentLinkSchema } from './orders.js';

/** Sort orders of the order list; `-created_at` (newest first) when none is given. */
export const ADMIN_ORDER_ORDERINGS = ['created_at', '-created_at', 'total_amount', '-total_amount'] as const;
export type AdminOrderOrdering = (typeof ADMIN_ORDER_ORDERINGS)[number];

/**
 * `GET /api/admin/orders/`: by order status and payment status, searched by order number, customer
 * (username, name or e-mail), phone or pincode. `awaiting=payment` keeps the online orders still
 * inside their payment hold, soonest to expire first unless another ordering is asked for.
 * `refund=due` keeps the orders the shop owes a refund on (`refund=overdue`: waiting more than a
 * day), longest waiting first.
 */
export const adminOrderListQuerySchema = paginationQuerySchema.extend({
  status: z.enum(ORDER_STATUSES, { message: `Choose a status among ${ORDER_STATUSES.join(', ')}.` }).optional(),
  payment: z
    .enum(PAYMENT_STATUSES, { message: `Choose a payment status among ${PAYMENT_STATUSES.join(', ')}.` })
    .optional(),
  awaiting: z.enum(['payment'], { message: 'The only thing an order can be awaiting here is payment.' }).optional(),
  refund: z.enum(['due', 'overdue'], { message: 'Choose refunds that are due or overdue.' }).optional(),
  q: text().trim().max(100, 'Ensure this field has no more than 100 characters.').optional(),
  ordering: z
    .enum(ADMIN_ORDER_ORDERINGS, { message: `Choose an ordering among ${ADMIN_ORDER_ORDERINGS.join(', ')}.` })
    .optional(),
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

/**
 * Money the shop owes back on an order: the payment of an order cancelled after it was paid online,
 * and any payment the order could not take (one that arrived after it was cancelled, a second
 * payment, or one of the wrong amount). Rupees still to go back, since when, and whether that is
 * more than a day (then staff are reminded every morning).
 */
export const refundDueSchema = z.object({
  amount: z.number(),
  since: z.string(),
  overdue: z.boolean(),
});
export type RefundDue = z.infer<typeof refundDueSchema>;

/** One order in the back-office list. Money in rupees. */
export const adminOrderSummarySchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_status: z.enum(PAYMENT_STATUSES),
  total_amount: z.number(),
  total_items: z.number().int(),
  customer_name: z.string(),
  customer_email: z.string(),
  phone_number: z.string(),
  /** The six-digit pincode found in the shipping address, if any. */
  pincode: z.string().nullable(),
  /** When an unpaid online order's stock is released; null for every other order. */
  payment_expires_at: z.string().nullable(),
  /** The refund the shop still owes on this order; null when it owes none. */
  refund_due: refundDueSchema.nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderPageSchema = paginatedSchema(adminOrderSummarySchema);
export type AdminOrderPage = z.infer<typeof adminOrderPageSchema>;

export const adminOrderItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int().nullable(),
  product_slug: z.string().nullable(),
  name: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Rupees per unit, as paid. */
  price: z.number(),
  line_total: z.number(),
  /** Units of this line that refunds have put back on the shelf (goods the customer returned). */
  restocked: z.number().int(),
});

/** One line of the order's timeline: who did what, when. */
export const orderEventSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  detail: z.string(),
  /** The staff member's username, 'Customer' or 'System'. */
  actor: z.string(),
  created_at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * How a refund's money went back: through the gateway that took the payment, or, for cash on
 * delivery, by a bank transfer staff made outside the shop.
 */
export const REFUND_PROVIDERS = [...PAYMENT_GATEWAYS, 'bank_transfer'] as const;
export type RefundProvider = (typeof REFUND_PROVIDERS)[number];

export const orderRefundSchema = z.object({
  id: z.number().int(),
  /** Rupees. */
  amount: z.number(),
  reason: z.string(),
  provider: z.enum(REFUND_PROVIDERS),
  /** The gateway's refund id, or the bank transfer's reference (UTR). */
  provider_refund_id: z.string(),
  actor: z.string(),
  created_at: z.string(),
});

/**
 * A payment captured for an order that could not take it: it arrived after the order was cancelled
 * (or its stock released), was a second payment, or was of the wrong amount. It goes back whole,
 * through the gateway that took it; `refundable_amount` is what has not gone back yet.
 */
export const unappliedPaymentSchema = z.object({
  provider: z.enum(PAYMENT_GATEWAYS),
  provider_payment_id: z.string(),
  /** Rupees. */
  amount: z.number(),
  refundable_amount: z.number(),
  received_at: z.string(),
});
export type UnappliedPayment = z.infer<typeof unappliedPaymentSchema>;

/** `GET /api/admin/orders/{id}/`: everything the order page shows. Money in rupees. */
export const adminOrderSchema = adminOrderSummarySchema.extend({
  goods_amount: z.number(),
  discount_amount: z.number(),
  coupon_code: z.string().nullable(),
  cod_fee: z.number(),
  refunded_amount: z.number(),
  /**
   * What a refund may still give back: the rest of what was paid online, or of the cash collected
   * on delivery; zero while nothing has been paid.
   */
  refundable_amount: z.number(),
  items: z.array(adminOrderItemSchema),
  shipping_address: z.string(),
  customer: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
  }),
  payment_provider: z.enum(PAYMENT_GATEWAYS).nullable(),
  /** The gateway's id of the captured payment a refund goes back through. */
  provider_payment_id: z.string().nullable(),
  /** Payments the order could not take, oldest first; each is refunded with `payment_id`. */
  unapplied_payments: z.array(unappliedPaymentSchema),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /** The parcel's page on the courier's site, or the courier's tracking page (see the customer's order). */
  tracking_url: z.string().nullable(),
  paid_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  packed_at: z.string().nullable(),
  shipped_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  /** The moves staff may make from here, as the status machine and the payment allow. */
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
  timeline: z.array(orderEventSchema),
  refunds: z.array(orderRefundSchema),
  /** The order's GST documents once issued, with their back-office download addresses. */
  invoice: taxDocumentLinkSchema.nullable(),
  /** Issued for each refund of an invoiced order and when it is cancelled, oldest first. */
  credit_notes: z.array(taxDocumentLinkSchema),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

const note = multilineText().trim().max(500, 'Ensure this field has no more than 500 characters.').default('');

/**
 * `POST /api/admin/orders/{id}/transition/`: one move of the status machine. Shipping needs the
 * carrier and the tracking number; every move may carry a note for the timeline.
 */
export const orderTransitionSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.enum(['confirmed', 'packed', 'delivered', 'cancelled']), note }),
    z.object({
      status: z.literal('shipped'),
      carrier: text({ message: REQUIRED })
        .trim()
        .min(1, 'Enter the courier that carries the parcel.')
        .max(60, 'Ensure this field has no more than 60 characters.'),
      tracking_number: text({ message: REQUIRED })
        .trim()
        .min(1, 'Enter the tracking number the courier gave.')
        .max(60, 'Ensure this field has no more than 60 characters.')
        .regex(/^[A-Za-z0-9-]+$/, 'A tracking number has only letters, digits and dashes.'),
      note,
    }),
  ],
  { message: 'Choose a status: confirmed, packed, shipped, delivered or cancelled.' },
);
export type OrderTransitionInput = z.input<typeof orderTransitionSchema>;
export type OrderTransition = z.output<typeof orderTransitionSchema>;

/**
 * `POST /api/admin/orders/{id}/refund/`: rupees with at most two decimals, and why. A cash on
 * delivery order's money goes back by a bank transfer staff make outside the shop, so its refund
 * records the transfer's reference (the UTR of the NEFT, IMPS or UPI payment); the server asks for
 * it on such an order only. With `payment_id`, the money is that of a payment the order could not
 * take (see `unapplied_payments`), sent back through its gateway.
 */
export const orderRefundInputSchema = z.object({
  amount: z
    .number({ message: 'Enter an amount in rupees.' })
    .positive('Enter an amount above ₹0.')
    .max(10_000_000, 'Enter an amount no larger than the order.')
    .refine(
      (rupees) => Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6,
      'Enter rupees with at most two decimals.',
    ),
  reason: text({ message: REQUIRED })
    .trim()
    .min(1, 'Say why the money is going back; the customer reads it.')
    .max(200, 'Ensure this field has no more than 200 characters.'),
  bank_reference: text()
    .trim()
    // Upper case, as banks print it, so one transfer typed twice is recognised.
    .toUpperCase()
    .regex(/^[A-Z0-9]{6,30}$/, 'Enter the bank transfer’s reference (UTR): 6 to 30 letters and digits.')
    .optional(),
  payment_id: text()
    .trim()
    .min(1, 'Name the payment to send back.')
    .max(100, 'Ensure this field has no more than 100 characters.')
    .optional(),
  /**
   * Goods the customer sent back that go on the shelf again with this refund, by order line; each
   * is recorded in the product's stock ledger. Leave it out when nothing comes back.
   */
  restock: z
    .array(
      z.object({
        item_id: idSchema,
        quantity: z
          .number({ message: 'Enter a number of units.' })
          .int('Enter a whole number of units.')
          .min(1, 'Enter at least 1 unit, or leave the line out.')
          .max(100_000, 'Enter at most 100000 units.'),
      }),
      { message: 'Give the returned goods as a list of order lines and units.' },
    )
    .max(100, 'An order has at most 100 lines.')
    .refine((lines) => new Set(lines.map((line) => line.item_id)).size === lines.length, {
      message: 'Name each order line once.',
    })
    .default([]),
});
export type OrderRefundInput = z.input<typeof orderRefundInputSchema>;
export type OrderRefund = z.output<typeof orderRefundInputSchema>;
