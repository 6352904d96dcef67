import { QUOTE_STATUSES, type QuoteStatus } from '@makerbazaar/core';
import { date, index, integer, jsonb, pgSequence, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment } from './columns.js';
import { users } from './users.js';

/** Numbers the bulk quote requests: BQ + date + this sequence. */
export const bulkQuoteSeq = pgSequence('bulk_quote_seq', { startWith: 1 });

export interface BulkQuoteItem {
  /** As the customer wrote it: a part name, a product code or a link. */
  name: string;
  quantity: number;
}

/** Quote requests from institutions and companies (/bulk-orders), priced by staff. */
export const bulkQuoteRequests = pgTable(
  'bulk_quote_requests',
  {
    id: id(),
    /** e.g. BQ-20261121-0007. */
    reference: text('reference').notNull(),
    organisation: text('organisation').notNull(),
    /** Checked (shape and check character) before it is stored; null when not given. */
    gstin: text('gstin'),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    /** +91 and ten digits. */
    phone: text('phone').notNull(),
    items: jsonb('items').$type<BulkQuoteItem[]>().notNull(),
    neededBy: date('needed_by', { mode: 'string' }).notNull(),
    notes: text('notes'),
    /** The signed-in customer who sent it, if any. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** Set when staff have sent the quote. */
    handledAt: moment('handled_at'),
    status: text('status', { enum: QUOTE_STATUSES }).$type<QuoteStatus>().notNull().default('new'),
  },
  (t) => [
    uniqueIndex('bulk_quote_requests_reference_key').on(t.reference),
    index('bulk_quote_requests_open_idx').on(t.handledAt, t.createdAt),
    index('bulk_quote_requests_status_idx').on(t.status, t.createdAt),
  ],
);
