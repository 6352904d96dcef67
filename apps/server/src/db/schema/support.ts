import { type SupportTopic, TICKET_STATUSES, type TicketStatus } from '@makerbazaar/core';
import { index, integer, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns.js';
import { users } from './users.js';

/** Numbers the support tickets: SR + date + this sequence. */
export const supportTicketSeq = pgSequence('support_ticket_seq', { startWith: 1 });

/** Requests from the /support form, answered by staff by e-mail. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: id(),
    /** e.g. SR-20261121-0042; quoted by the customer in later messages. */
    ticketNumber: text('ticket_number').notNull(),
    topic: text('topic').$type<SupportTopic>().notNull(),
    /** As the customer gave it; checked against their orders only when they were signed in. */
    orderNumber: text('order_number'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /** The signed-in customer who sent it, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Set when staff have dealt with it. */
    handledAt: moment('handled_at'),
    status: text('status', { enum: TICKET_STATUSES }).$type<TicketStatus>().notNull().default('open'),
  },
  (t) => [
    uniqueIndex('support_requests_ticket_key').on(t.ticketNumber),
    index('support_requests_open_idx').on(t.handledAt, t.createdAt),
    index('support_requests_status_idx').on(t.status, t.createdAt),
  ],
);
