import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * E-mails are written here in the same transaction as the change they report (transactional
 * outbox) and delivered afterwards by the outbox worker, so a failed send never loses one.
 */
export const outbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** What the e-mail is about, e.g. `welcome`, `password_reset`, `order_confirmation`. */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('email_outbox_pending_idx').on(t.sentAt, t.id)],
);
