import { INBOX_THREAD_KINDS, type InboxThreadKind } from '@makerbazaar/core';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.js';

/**
 * Staff replies on a contact message, support ticket or bulk quote request, kept on the thread and
 * e-mailed to the sender through the outbox. The thread's first message is the request itself.
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: id(),
    threadKind: text('thread_kind', { enum: INBOX_THREAD_KINDS }).$type<InboxThreadKind>().notNull(),
    threadId: integer('thread_id').notNull(),
    authorId: integer('author_id'),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('inbox_replies_thread_idx').on(t.threadKind, t.threadId, t.createdAt)],
);
