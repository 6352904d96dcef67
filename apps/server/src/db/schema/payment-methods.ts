import { SAVED_PAYMENT_TYPES } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef } from './columns.js';
import { users } from './users.js';

/**
 * A customer's saved ways to pay: UPI IDs they typed, and cards the payment gateway saved as
 * tokens. A card is kept as the gateway's token reference and what the gateway shows of it (brand,
 * last four digits, expiry), never its number or CVV. One of them is the default checkout offers first.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    type: text('type', { enum: SAVED_PAYMENT_TYPES }).notNull(),
    label: text('label').notNull().default(''),
    /** Lower case, e.g. name.surname@okhdfcbank; set for UPI only. */
    upiId: text('upi_id'),
    /** The gateway that holds the card's token; set for cards only, as are the columns below. */
    provider: text('provider', { enum: ['razorpay', 'test'] }),
    tokenRef: text('token_ref'),
    /** The gateway's customer the token belongs to (Razorpay deletes tokens by customer). */
    providerCustomerRef: text('provider_customer_ref'),
    brand: text('brand'),
    last4: text('last4'),
    expiryMonth: integer('expiry_month'),
    expiryYear: integer('expiry_year'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('payment_methods_user_idx').on(t.userId, t.createdAt),
    // At most one default each; moving it clears the old mark first, in the same transaction.
    uniqueIndex('payment_methods_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
    uniqueIndex('payment_methods_user_upi_key').on(t.userId, t.upiId),
    uniqueIndex('payment_methods_user_token_key').on(t.userId, t.provider, t.tokenRef),
    check(
      'payment_methods_kind_fields',
      sql`(${t.type} = 'upi' and ${t.upiId} is not null and ${t.tokenRef} is null) or (${t.type} = 'card' and ${t.upiId} is null and ${t.provider} is not null and ${t.tokenRef} is not null and ${t.brand} is not null and ${t.last4} ~ '^[0-9]{4}$' and ${t.expiryMonth} between 1 and 12 and ${t.expiryYear} between 2000 and 2200)`,
    ),
  ],
);
