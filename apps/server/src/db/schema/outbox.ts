import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, writtenAt } from './columns.js';

/**
 * A file an e-mail carries, named by what it is (a tax invoice by its id) rather than copied: the
 * worker makes the file when it sends, so writing the e-mail costs the transaction nothing.
 */
export interface EmailAttachmentRef {
  kind: 'tax_document';
  id: number;
}

/**
 * E-mails are written here in the same transaction as the change they report (transactional
 * outbox) and delivered afterwards by the outbox worker, so a failed send never loses one.
 */
export const outbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** What the e-mail is about, e.g. `welcome`, `password_reset`, `order_confirmation`. */
    kind: text('kind').notNull(),
    attachments: jsonb('attachments').$type<EmailAttachmentRef[]>().notNull().default([]),
    createdAt: createdAt(),
    sentAt: moment('sent_at'),
    /** Delivery attempts started, counted when a worker claims the e-mail. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** When a worker may try (again): now for a new e-mail, later after a failure (back-off). */
    nextAttemptAt: writtenAt('next_attempt_at'),
    /** A worker is sending it until then; past that, the worker is presumed dead and it is due again. */
    claimedUntil: moment('claimed_until'),
    /** Set when the worker gave up after a day of failed attempts; such an e-mail is not tried again. */
    failedAt: moment('failed_at'),
  },
  (t) => [
    index('email_outbox_pending_idx').on(t.sentAt, t.id),
    index('email_outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
    index('email_outbox_recipient_idx').on(sql`lower(${t.to})`, t.createdAt),
  ],
);
