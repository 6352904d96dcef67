import type { SavedBomLine } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, requiredRef, timestamps } from './columns.js';
import { users } from './users.js';

/**
 * A customer's saved parts list (BOM): its lines as the file said them, with the product chosen for
 * each, kept whole as one document; prices and stock are read again whenever it is opened.
 */
export const partsLists = pgTable(
  'parts_lists',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    name: text('name').notNull(),
    builds: integer('builds').notNull().default(1),
    lines: jsonb('lines').$type<SavedBomLine[]>().notNull(),
    ...timestamps(),
  },
  (t) => [
    index('parts_lists_user_idx').on(t.userId, t.updatedAt),
    check('parts_lists_builds_positive', sql`${t.builds} >= 1`),
  ],
);
