import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';

/**
 * How many of each product are on the shelf, apart from the product's content so that selling one
 * neither locks nor stamps the product row nor moves the catalogue version
 * (docs/decisions/008-stock-levels.md). Every product has a row (a trigger adds it with 0), and
 * only modules/stock/stock.service.ts writes here.
 */
export const stockLevels = pgTable(
  'stock_levels',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
    /** Moves by one with every change of the row (a trigger): of two reads of one product, the newer has the higher. */
    revision: bigint('revision', { mode: 'number' }).notNull().default(1),
    /** The transaction that last changed the row (a trigger), which the stock change feed reads by. */
    changedXid: bigint('changed_xid', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('stock_levels_changed_xid_idx').on(t.changedXid),
    check('stock_levels_quantity_nonnegative', sql`${t.quantity} >= 0`),
  ],
);
