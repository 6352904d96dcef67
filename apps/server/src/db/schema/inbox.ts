import { INBOX_THREAD_KINDS, type InboxThreadKind } from '@makerbazaar/core';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Staff replies on a contact message, support ticket or bulk quote request, kept on the thread and
 * e-mailed to the sender through the outbox. The thread's first message is the request itself.
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: serial('id').primaryKey(),
    threadKind: text('thread_kind', { enum: INBOX_THREAD_KINDS }).$type<InboxThreadKind>().notNull(),
    threadId: integer('thread_id').notNull(),
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('inbox_replies_thread_idx').on(t.threadKind, t.threadId, t.createdAt)],
);
