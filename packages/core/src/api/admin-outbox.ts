import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema, text } from './common.js';

/**
 * Where an e-mail of the outbox stands: waiting (not sent yet, perhaps retrying after an error),
 * sent, or failed (given up on after a day of failed attempts, until staff retry it).
 */
export const OUTBOX_STATES = ['waiting', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

export const OUTBOX_STATE_LABELS: Record<OutboxState, string> = {
  waiting: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
};

export const OUTBOX_ORDERINGS = ['created_at', '-created_at'] as const;

/** `GET /api/admin/outbox/`: by state and by recipient or subject, newest first by default. */
export const outboxQuerySchema = paginationQuerySchema.extend({
  state: z.enum(OUTBOX_STATES, { message: `Choose a state among ${OUTBOX_STATES.join(', ')}.` }).optional(),
  search: text()
    .trim()
    .max(100, 'Ensure this field has no more than 100 characters.')
    .optional()
    .transform((value) => (value ? value : undefined)),
  ordering: z.enum(OUTBOX_ORDERINGS, { message: 'Sort by created_at or -created_at.' }).default('-created_at'),
});
export type OutboxQuery = z.output<typeof outboxQuerySchema>;

export const outboxEntrySchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** What the e-mail is about: `welcome`, `password_reset`, `ticket_reply`… */
  kind: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** When the next delivery attempt is due; meaningful while waiting. */
  next_attempt_at: z.string(),
  failed_at: z.string().nullable(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export const outboxPageSchema = paginatedSchema(outboxEntrySchema);

/** One e-mail with its text; `text` is null when it is withheld (a live password-reset link). */
export const outboxEmailSchema = outboxEntrySchema.extend({
  text: z.string().nullable(),
  redacted: z.boolean(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const OUTBOX_TEXT_WITHHELD =
  'The text of this e-mail is not shown: it holds a live password-reset link that only its recipient may use.';
export const OUTBOX_ALREADY_SENT = 'This e-mail has already been sent; there is nothing to retry.';
