import { z } from 'zod';
import { PAYMENT_METHODS } from '../rules/checkout.js';
import { gstinStateRefusal, isValidGstin } from '../rules/gstin.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../rules/order-status.js';
import { shippingAddressSchema } from './addresses.js';
import { phoneField, REQUIRED } from './auth.js';
import { idSchema, multilineText, paginatedSchema, paginationQuerySchema, text } from './common.js';
import { couponCodeField } from './coupons.js';
import { INVALID_GSTIN } from './support.js';

/** Who takes online payments: Razorpay, or the built-in test gateway that charges nothing. */
export const PAYMENT_GATEWAYS = ['razorpay', 'test'] as const;
export type PaymentGateway = (typeof PAYMENT_GATEWAYS)[number];

const optionalText = () =>
  text()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined));

/** A business buying with its GSTIN, for a tax invoice it can claim input tax credit on: both or neither. */
export const businessBuyerFields = {
  gstin: optionalText()
    .transform((v) => v?.toUpperCase())
    .refine((v) => v === undefined || isValidGstin(v), INVALID_GSTIN),
  business_name: optionalText().refine(
    (v) => v === undefined || v.length <= 200,
    'Ensure this field has no more than 200 characters.',
  ),
};

/** The pair's own rule, said on the field that is missing. */
export function checkBusinessBuyer(
  buyer: { gstin?: string | undefined; business_name?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (buyer.gstin !== undefined && buyer.business_name === undefined) {
    ctx.addIssue({ code: 'custom', path: ['business_name'], message: 'Enter the business name of this GSTIN.' });
  }
  if (buyer.business_name !== undefined && buyer.gstin === undefined) {
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: 'Enter the GSTIN of this business.' });
  }
}

/** The GSTIN and business name boxes of checkout. */
export const businessBuyerSchema = z.object(businessBuyerFields).superRefine(checkBusinessBuyer);
export type BusinessBuyerInput = z.input<typeof businessBuyerSchema>;
export type BusinessBuyer = z.output<typeof businessBuyerSchema>;

export const createOrderSchema = z
  .object({
    /** Rupees, what the customer saw; a different server total is refused with 409. */
    total_amount: z.number({ message: 'A valid number is required.' }).nonnegative().max(10_000_000),
    /** One of the customer's saved addresses. */
    address_id: idSchema.optional(),
    /** An address typed at checkout, kept in the address book too when `save_address` is set. */
    address: shippingAddressSchema.optional(),
    save_address: z.boolean().default(false),
    /** The address as one text, as clients before saved addresses sent it, with `phone_number`. */
    shipping_address: multilineText({ message: REQUIRED })
      .trim()
      .min(1, REQUIRED)
      .max(500, 'Ensure this field has no more than 500 characters.')
      .optional(),
    phone_number: phoneField.optional(),
    payment_method: z.enum(PAYMENT_METHODS, { message: 'Choose cash on delivery or online payment.' }),
    /** A coupon to take off the goods; `total_amount` is then the discounted total. */
    coupon_code: couponCodeField.optional(),
    /** Sent by older clients; ignored: only a verified payment marks an order paid. */
    payment_status: text().max(50).optional(),
    ...businessBuyerFields,
  })
  .superRefine((order, ctx) => {
    checkBusinessBuyer(order, ctx);
    // A typed address names its state here; a saved one's state is checked by the server.
    const refusal = order.gstin && order.address ? gstinStateRefusal(order.gstin, order.address.state) : null;
    if (refusal) ctx.addIssue({ code: 'custom', path: ['gstin'], message: refusal });
    if (order.address_id !== undefined || order.address !== undefined) return;
    for (const field of ['shipping_address', 'phone_number'] as const) {
      if (order[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
    }
  });
export type CreateOrderInput = z.input<typeof createOrderSchema>;

/** What an order line is: a part to ship, or a course bought online (nothing to ship). */
export const ORDER_ITEM_KINDS = ['product', 'course'] as const;

export const orderItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ORDER_ITEM_KINDS),
  quantity: z.number().int(),
  /** Rupees paid per unit. */
  price: z.number(),
  /** The part, or for a course line the course (its slug, title and image). */
  product: z.object({
    id: z.number().int().nullable(),
    slug: z.string().nullable(),
    name: z.string(),
    primary_image: z.string(),
    images: z.array(z.object({ image: z.string() })),
  }),
});

/** How the browser completes an online payment: Razorpay's checkout.js, or the built-in test gateway. */
export const paymentRequestSchema = z.object({
  provider: z.enum(PAYMENT_GATEWAYS),
  key_id: z.string(),
  provider_order_id: z.string(),
  /** Paise. */
  amount: z.number().int(),
  currency: z.literal('INR'),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** A tax invoice or credit note of an order, and where its PDF is. */
export const taxDocumentLinkSchema = z.object({
  /** MB/26-27/000123. */
  number: z.string(),
  issued_at: z.string(),
  /** `/api/orders/{id}/invoice.pdf` or `/api/orders/{id}/credit-notes/{note id}`, for the signed-in customer. */
  url: z.string(),
});
export type TaxDocumentLink = z.infer<typeof taxDocumentLinkSchema>;

export const orderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_display: z.string(),
  /** Rupees, including any COD fee. */
  total_amount: z.number(),
  goods_amount: z.number(),
  /** What the coupon took off the goods. */
  discount_amount: z.number(),
  coupon_code: z.string().nullable(),
  cod_fee: z.number(),
  total_items: z.number().int(),
  items: z.array(orderItemSchema),
  /** False for an order of courses alone: it has no address and is delivered when paid. */
  needs_shipping: z.boolean(),
  shipping_address: z.string(),
  phone_number: z.string(),
  /** The address as fields; null on orders placed before addresses were kept that way. */
  address: z
    .object({
      name: z.string(),
      line1: z.string(),
      line2: z.string(),
      city: z.string(),
      state: z.string(),
      pincode: z.string(),
    })
    .nullable(),
  /** The buyer's GSTIN and business name, printed on the tax invoice; null for a consumer. */
  gstin: z.string().nullable(),
  business_name: z.string().nullable(),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_method_display: z.string(),
  payment_status: z.enum(PAYMENT_STATUSES),
  payment_status_display: z.string(),
  /** Rupees given back so far by refunds of the online payment. */
  refunded_amount: z.number(),
  /** The courier carrying the parcel, named with the tracking number when the order ships. */
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  /**
   * Where the customer follows the parcel: its page on the courier's site, or the courier's tracking
   * page (to type the number in) where the site opens no parcel from its address; null for a courier
   * the shop does not know.
   */
  tracking_url: z.string().nullable(),
  can_be_cancelled: z.boolean(),
  /** Present while an online order waits for its payment. */
  payment: paymentRequestSchema.nullable(),
  /** Issued when the order is confirmed: placed with cash on delivery, or paid online. */
  invoice: taxDocumentLinkSchema.nullable(),
  /** Issued for each refund of an invoiced order and when it is cancelled, oldest first. */
  credit_notes: z.array(taxDocumentLinkSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderListSchema = paginatedSchema(orderSchema);

/**
 * `POST /api/orders/course/`: buy a paid course online. `total_amount` is the price the customer
 * saw (rupees); the customer is enrolled when the payment is verified.
 */
export const courseOrderSchema = z.object({
  course_id: idSchema,
  total_amount: z.number({ message: 'A valid number is required.' }).nonnegative().max(10_000_000),
});
export type CourseOrderInput = z.input<typeof courseOrderSchema>;
export const orderListQuerySchema = paginationQuerySchema;

export const verifyPaymentSchema = z.object({
  order_id: idSchema,
  razorpay_order_id: text().min(1).max(100),
  razorpay_payment_id: text().min(1).max(100),
  razorpay_signature: text().min(1).max(200),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/** The test gateway's stand-in for checkout.js: pay or decline a pending test order. */
export const testGatewaySchema = z.object({
  provider_order_id: text().min(1).max(100),
  outcome: z.enum(['pay', 'decline']),
  /** Pay with the test card and have the gateway keep it as a token, as Razorpay's "save card" does. */
  save_card: z.boolean().default(false),
});
export const testGatewayAnswerSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});

/**
 * How the shop takes payment, for the storefront: whether online payment is on and through which
 * gateway, and whether this is a staging shop whose test gateway charges nothing.
 */
export const paymentOptionsSchema = z.object({
  online: z.boolean(),
  provider: z.enum(PAYMENT_GATEWAYS).nullable(),
  test_mode_banner: z.boolean(),
});
export type PaymentOptions = z.infer<typeof paymentOptionsSchema>;

/** A refused checkout; a changed total comes with the new one (rupees). */
export const checkoutConflictSchema = z.object({ detail: z.string(), total_amount: z.number().optional() });
