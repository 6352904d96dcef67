import { LANGUAGES } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { createdAt, id, moment, requiredRef } from './columns.js';
import { users } from './users.js';

const LANGUAGE_CODES = Object.keys(LANGUAGES) as [keyof typeof LANGUAGES, ...(keyof typeof LANGUAGES)[]];

/**
 * "Notify me when it is back": a customer's (user_id) or a guest's (email) wish to hear once that a
 * product sold out is on the shelf again. A guest's request counts only once the link e-mailed to the
 * address has been followed (confirmed_at); a customer's is confirmed as it is made. notified_at
 * marks the one notice sent, after which the request is done.
 */
export const backInStockRequests = pgTable(
  'back_in_stock_requests',
  {
    id: id(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    /** The language the guest asked in, for their e-mails; a customer's e-mails follow their settings. */
    language: text('language', { enum: LANGUAGE_CODES }).notNull().default('en'),
    /** SHA-256 of the guest's link token, which confirms the request and cancels it. */
    tokenHash: text('token_hash'),
    confirmedAt: moment('confirmed_at'),
    notifiedAt: moment('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('back_in_stock_requests_one_subscriber', sql`(${t.userId} is null) <> (${t.email} is null)`),
    // One open request per customer or address and product: asking again changes nothing.
    uniqueIndex('back_in_stock_requests_open_customer')
      .on(t.productId, t.userId)
      .where(sql`${t.notifiedAt} is null and ${t.userId} is not null`),
    uniqueIndex('back_in_stock_requests_open_email')
      .on(t.productId, sql`lower(${t.email})`)
      .where(sql`${t.notifiedAt} is null and ${t.email} is not null`),
    uniqueIndex('back_in_stock_requests_token').on(t.tokenHash),
    index('back_in_stock_requests_waiting')
      .on(t.productId)
      .where(sql`${t.notifiedAt} is null and ${t.confirmedAt} is not null`),
    index('back_in_stock_requests_user').on(t.userId).where(sql`${t.userId} is not null`),
  ],
);
