import {
  STOCK_ACTOR_KINDS,
  STOCK_MOVEMENT_REASONS,
  type StockActorKind,
  type StockMovementReason,
} from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { createdAt, requiredRef } from './columns.js';
import { orders } from './commerce.js';

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

/**
 * The stock ledger: every movement of a product's stock (a sale, a cancellation, the release of an
 * unpaid order, goods a refund put back, a staff adjustment, a CSV import, the opening balance), who
 * made it and why, and the quantity it left, so the ledger reads back as arithmetic (before + change
 * = after) and its changes add up to the quantity on the shelf. Appended only, by stock.service.ts in
 * the same transaction, and the same function, as the change of stock_levels.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    change: integer('change').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    reason: text('reason', { enum: STOCK_MOVEMENT_REASONS }).$type<StockMovementReason>().notNull(),
    note: text('note').notNull().default(''),
    actorKind: text('actor_kind', { enum: STOCK_ACTOR_KINDS }).$type<StockActorKind>().notNull(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    /** The order the stock moved for; its number is kept too, as the ledger names it. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderNumber: text('order_number'),
    createdAt: createdAt(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.id),
    index('stock_movements_order_idx').on(t.orderId).where(sql`${t.orderId} is not null`),
    check('stock_movements_change_nonzero', sql`${t.change} <> 0`),
    check('stock_movements_after_nonnegative', sql`${t.quantityAfter} >= 0`),
  ],
);
