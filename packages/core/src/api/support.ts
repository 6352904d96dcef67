import { z } from 'zod';
import { dateInIndia } from '../rules/dates.js';
import { isValidGstin } from '../rules/gstin.js';
import { emailField, phoneField } from './auth.js';
import { multilineText, shopDateSchema, text } from './common.js';

const requiredText = (label: string, min: number, max: number, kind = text) =>
  kind({ message: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .min(min, `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** Notes: several lines allowed. */
const optionalText = (max: number) =>
  multilineText()
    .trim()
    .max(max, `Ensure this field has no more than ${max} characters.`)
    .optional()
    .transform((v) => (v ? v : undefined));

export const SUPPORT_TOPICS = [
  'Order and delivery',
  'Returns and refunds',
  'Payments',
  'Technical help with a product',
  'Account',
  'Other',
] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** MB + date + running number, as order numbers are written (MB20261121-1042). */
export const ORDER_NUMBER_PATTERN = /^MB\d{8}-\d{1,9}$/;
export const ORDER_NOT_FOUND_IN_ACCOUNT = 'We could not find this order number in your account.';
export const ORDER_NUMBER_NEEDS_SIGN_IN = 'Sign in to ask about an order, so we can check it is yours.';

/**
 * `POST /api/support/`: open to everyone; an order number only from a signed-in customer, and
 * then one of their orders.
 */
export const supportRequestSchema = z.object({
  topic: z.enum(SUPPORT_TOPICS, { message: 'Choose a topic.' }),
  order_number: text()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .pipe(
      z
        .string()
        .regex(ORDER_NUMBER_PATTERN, 'Enter the order number as shown on your order, e.g. MB20261121-1042.')
        .optional(),
    ),
  name: requiredText('Name', 1, 120),
  email: emailField,
  message: requiredText('Message', 10, 5000, multilineText),
});
export type SupportRequestInput = z.input<typeof supportRequestSchema>;

export const supportTicketSchema = z.object({
  /** e.g. SR-20261121-0042. */
  ticket_number: z.string(),
  detail: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const INVALID_GSTIN = 'Enter a valid 15-character GSTIN, e.g. 29ABCDE1234F1ZW.';
export const NEEDED_BY_PAST = 'Choose today or a later date.';

export const bulkQuoteItemSchema = z.object({
  /** What is needed, as the customer writes it: a part name, a product code or a link. */
  name: requiredText('Item', 2, 200),
  quantity: z
    .number({ message: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is at least 1.')
    .max(100_000, 'Ensure this value is at most 100000.'),
});

/** `POST /api/bulk-orders/`: a quote request from an institution or company. */
export const bulkQuoteRequestSchema = z.object({
  organisation: requiredText('Organisation', 2, 200),
  gstin: text()
    .trim()
    .toUpperCase()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || isValidGstin(v), INVALID_GSTIN),
  contact_name: requiredText('Contact name', 1, 120),
  email: emailField,
  phone: phoneField,
  items: z
    .array(bulkQuoteItemSchema, { message: 'Add at least one item.' })
    .min(1, 'Add at least one item.')
    .max(50, 'Ensure this list has no more than 50 items.'),
  /** YYYY-MM-DD, today in India or later. */
  needed_by: shopDateSchema.refine((date) => date >= dateInIndia(), NEEDED_BY_PAST),
  notes: optionalText(2000),
});
export type BulkQuoteRequestInput = z.input<typeof bulkQuoteRequestSchema>;

export const bulkQuoteSchema = z.object({
  /** e.g. BQ-20261121-0007. */
  reference: z.string(),
  detail: z.string(),
});
export type BulkQuote = z.infer<typeof bulkQuoteSchema>;
