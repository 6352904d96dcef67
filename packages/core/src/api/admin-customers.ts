import { z } from 'zod';
import { QUOTE_STATUSES, TICKET_STATUSES } from '../rules/inbox.js';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../rules/order-status.js';
import { CONTACT_STATUSES } from './admin-inbox.js';
import { paginatedSchema, paginationQuerySchema, text } from './common.js';

/** Sort orders of the customer list; `-date_joined` (newest first) when none is given. */
export const CUSTOMER_ORDERINGS = [
  'date_joined',
  '-date_joined',
  'username',
  '-username',
  'lifetime_value',
  '-lifetime_value',
] as const;
export type CustomerOrdering = (typeof CUSTOMER_ORDERINGS)[number];

export const CUSTOMER_ACCOUNT_FILTERS = ['active', 'deactivated'] as const;

/** `GET /api/admin/customers/`: search by name, e-mail, phone or username; filter active or deactivated. */
export const customerListQuerySchema = paginationQuerySchema.extend({
  q: text().trim().max(100, 'Ensure this field has no more than 100 characters.').optional(),
  account: z.enum(CUSTOMER_ACCOUNT_FILTERS, { message: 'Choose active or deactivated.' }).optional(),
  ordering: z
    .enum(CUSTOMER_ORDERINGS, { message: `Choose an ordering among ${CUSTOMER_ORDERINGS.join(', ')}.` })
    .default('-date_joined'),
});
export type CustomerListQuery = z.output<typeof customerListQuerySchema>;

/** One account in the customer list. */
export const customerSummarySchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** Whether `email` is proven the customer's: the shop sends an unverified address no e-mails. */
  email_verified: z.boolean(),
  /** An address the customer changed to, waiting for its link. */
  pending_email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  date_joined: z.string(),
  last_login: z.string().nullable(),
  is_active: z.boolean(),
  is_staff: z.boolean(),
  orders_count: z.number().int(),
  /** Rupees: what the customer's orders brought in, counted as the dashboard's revenue is. */
  lifetime_value: z.number(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerPageSchema = paginatedSchema(customerSummarySchema);

export const customerOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(['cod', 'online']),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** Rupees. */
  total_amount: z.number(),
  refunded_amount: z.number(),
});
export type CustomerOrder = z.infer<typeof customerOrderSchema>;

/** A support ticket, contact message or bulk quote request from the customer, by account or e-mail. */
export const customerMessageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ticket'),
    id: z.number().int(),
    reference: z.string(),
    subject: z.string(),
    status: z.enum(TICKET_STATUSES),
    created_at: z.string(),
  }),
  z.object({
    kind: z.literal('contact'),
    id: z.number().int(),
    reference: z.string(),
    subject: z.string(),
    status: z.enum(CONTACT_STATUSES),
    created_at: z.string(),
  }),
  z.object({
    kind: z.literal('quote'),
    id: z.number().int(),
    reference: z.string(),
    subject: z.string(),
    status: z.enum(QUOTE_STATUSES),
    created_at: z.string(),
  }),
]);
export type CustomerMessage = z.infer<typeof customerMessageSchema>;

/** `GET /api/admin/customers/{id}/`: the profile, the latest orders and every message. */
export const customerDetailSchema = customerSummarySchema.extend({
  address: z.string(),
  /** The latest orders, newest first; `orders_count` says how many there are in all. */
  orders: z.array(customerOrderSchema),
  /** Newest first. */
  messages: z.array(customerMessageSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;
