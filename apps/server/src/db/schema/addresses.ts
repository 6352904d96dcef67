import { ADDRESS_TYPES } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, requiredRef, timestamps } from './columns.js';
import { users } from './users.js';

/** A customer's saved delivery addresses; one of them is the default checkout offers first. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    name: text('name').notNull(),
    /** E.164: +919876543210. */
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    type: text('type', { enum: ADDRESS_TYPES }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.createdAt),
    // At most one default each; moving it clears the old mark first, in the same transaction.
    uniqueIndex('addresses_one_default_key').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
