import { z } from 'zod';
import { idParam, text } from './common.js';
import { PAYMENT_GATEWAYS } from './orders.js';

export const SAVED_PAYMENT_TYPES = ['card', 'upi'] as const;

/** Enough for a few UPI apps and cards; more is a list nobody reads at checkout. */
export const MAX_SAVED_PAYMENT_METHODS = 10;

/** `handle@bank`, as NPCI's UPI apps issue them: name.surname@okhdfcbank, 9876543210@ybl. */
const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{3,64}$/;
const UPI_ID_INVALID = 'Enter a UPI ID like name@okhdfcbank.';

export const upiIdInputSchema = z.object({
  // UPI IDs are not case-sensitive, so the same ID is kept once whatever its case.
  upi_id: text({ message: UPI_ID_INVALID })
    .trim()
    .regex(UPI_ID_PATTERN, UPI_ID_INVALID)
    .transform((value) => value.toLowerCase()),
  label: text().trim().max(50, 'Ensure this field has no more than 50 characters.').default(''),
  /** Making this the default moves the mark from the previous one. */
  is_default: z.boolean().default(false),
});
export type UpiIdInput = z.input<typeof upiIdInputSchema>;

/**
 * A card the payment gateway saved as a token: the shop keeps only the gateway's reference and
 * what the gateway shows of the card, never its number or CVV.
 */
const savedCardSchema = z.object({
  provider: z.enum(PAYMENT_GATEWAYS),
  /** e.g. Visa, MasterCard, RuPay. */
  brand: z.string(),
  last4: z.string(),
  expiry_month: z.number().int(),
  expiry_year: z.number().int(),
  /** The gateway's token and customer, which its checkout needs to charge the card again. */
  token: z.string(),
  customer_id: z.string().nullable(),
});

export const savedPaymentMethodSchema = z.object({
  id: z.number().int(),
  type: z.enum(SAVED_PAYMENT_TYPES),
  label: z.string(),
  is_default: z.boolean(),
  /** Set for a UPI ID. */
  upi_id: z.string().nullable(),
  /** Set for a card. */
  card: savedCardSchema.nullable(),
  created_at: z.string(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;

export const savedPaymentMethodListSchema = z.object({ results: z.array(savedPaymentMethodSchema) });
export type SavedPaymentMethodList = z.infer<typeof savedPaymentMethodListSchema>;

export const savedPaymentMethodParamsSchema = z.object({ id: idParam });
