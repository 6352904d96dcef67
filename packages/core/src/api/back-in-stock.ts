import { z } from 'zod';
import { emailField } from './auth.js';
import { idSchema, text } from './common.js';

/** How long a guest has to follow the link that confirms "Notify me when it is back". */
export const BACK_IN_STOCK_CONFIRM_DAYS = 7;
/** Parts a customer may wait for at once: enough for anyone, and a bound on what one account can ask. */
export const MAX_BACK_IN_STOCK_ALERTS = 50;

export const BACK_IN_STOCK_IN_STOCK = 'This part is in stock: you can order it now.';
export const BACK_IN_STOCK_TOO_MANY = `You are waiting for ${MAX_BACK_IN_STOCK_ALERTS} parts already: cancel an alert you no longer need first.`;
export const BACK_IN_STOCK_NOT_FOUND = 'This alert does not exist, or you were told about the part already.';
export const BACK_IN_STOCK_INVALID_LINK =
  'This link does not work any more: it has expired, or the alert was cancelled or sent already.';
/** The same answer whether or not an e-mail went: a guest's form does not tell who asked before. */
export const BACK_IN_STOCK_CHECK_INBOX =
  'Check your inbox: follow the link we sent to confirm, and we will e-mail you once when it is back.';

/** `POST /api/back-in-stock/`: a signed-in customer asks to hear once when a part is back. */
export const backInStockRequestSchema = z.object({ product_id: idSchema });
export type BackInStockRequest = z.input<typeof backInStockRequestSchema>;

/** `POST /api/back-in-stock/guest/`: a guest's address, which gets only a confirmation link until followed. */
export const guestBackInStockRequestSchema = backInStockRequestSchema.extend({
  email: emailField.transform((email) => email.toLowerCase()),
});
export type GuestBackInStockRequest = z.input<typeof guestBackInStockRequestSchema>;

/** `POST /api/back-in-stock/confirm/` and `…/cancel/`: the token of the link e-mailed to a guest. */
export const backInStockTokenSchema = z.object({
  token: text().trim().min(16, BACK_IN_STOCK_INVALID_LINK).max(200, BACK_IN_STOCK_INVALID_LINK),
});

/** One part a customer is waiting for. */
export const backInStockAlertSchema = z.object({
  id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    slug: z.string(),
    name: z.string(),
    primary_image: z.string(),
    /** Rupees. */
    price: z.number(),
    stock: z.number().int(),
  }),
  created_at: z.string(),
});
export type BackInStockAlert = z.infer<typeof backInStockAlertSchema>;

/** `GET /api/back-in-stock/`: the parts the customer is waiting for, the latest asked first. */
export const backInStockAlertListSchema = z.array(backInStockAlertSchema);

/** What following (or cancelling by) a guest's link answers: the part, and what happens next. */
export const backInStockLinkAnswerSchema = z.object({
  product: z.object({ slug: z.string(), name: z.string() }),
  detail: z.string(),
});
export type BackInStockLinkAnswer = z.infer<typeof backInStockLinkAnswerSchema>;
