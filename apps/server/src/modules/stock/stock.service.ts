import {
  type Paginated,
  PRODUCT_NOT_FOUND,
  type StockActorKind,
  type StockAdjustmentValues,
  type StockMovement,
  type StockMovementReason,
} from '@makerbazaar/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, type Queryable, rowsOf, type Transaction } from '../../db/client.js';
import { stockLevels, stockMovements } from '../../db/schema/stock.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import { countRows, onePage, type PageRequest, paginate } from '../../lib/pagination.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { recordEvent } from '../events/domain-events.js';

/** A product's quantity on the shelf, with the revision of its stock row that says so. */
export interface StockLevel {
  productId: number;
  quantity: number;
  revision: number;
}

/** A line of the stock ledger. */
export type MovementRow = typeof stockMovements.$inferSelect;

/** An order a movement of stock belongs to, as the ledger links and names it. */
export interface StockOrder {
  id: number;
  number: string;
}

export interface StockChange {
  productId: number;
  /** Added to the quantity; negative takes stock. */
  delta: number;
  /** The order this change is for (a sale, a cancellation, a release, a refund). */
  order?: StockOrder;
}

/** Who moved stock, as the ledger names them. */
export interface StockActor {
  kind: StockActorKind;
  /** The customer's or staff member's user id; null for the system and the command line. */
  id: number | null;
  name: string;
}

export const SYSTEM_ACTOR: StockActor = { kind: 'system', id: null, name: 'System' };

export const staffActor = (actor: AuditActor): StockActor => ({ kind: 'staff', id: actor.id, name: actor.username });

/** Why and by whom stock moved: every change of stock is recorded in the ledger with it. */
export interface StockMovementCause {
  reason: StockMovementReason;
  actor: StockActor;
  note?: string;
}

/**
 * Told after this process changed stock, once the change is committed, so what it serves next
 * shows it (catalog.cache.ts). Stock changed by other processes arrives through the change feed.
 */
export interface StockListener {
  stockChanged(productIds: number[]): Promise<void>;
}

/** One listener that tells each of `listeners` in turn; one that fails does not keep the others from hearing. */
export function everyStockListener(...listeners: StockListener[]): StockListener {
  return {
    async stockChanged(productIds) {
      const failures: unknown[] = [];
      for (const listener of listeners) {
        await listener.stockChanged(productIds).catch((error: unknown) => failures.push(error));
      }
      if (failures.length > 0) throw failures[0];
    },
  };
}

const levelColumns = {
  productId: stockLevels.productId,
  quantity: stockLevels.quantity,
  revision: stockLevels.revision,
};

/**
 * Locks these products' stock rows until the transaction ends, in product id order (the lock order
 * of docs/decisions/005-stock-locks.md), and gives their quantities.
 */
export async function lockStock(tx: Transaction, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await tx
    .select({ productId: stockLevels.productId, quantity: stockLevels.quantity })
    .from(stockLevels)
    .where(inArray(stockLevels.productId, productIds))
    .orderBy(asc(stockLevels.productId))
    .for('update');
  return new Map(rows.map((r) => [r.productId, r.quantity]));
}

/**
 * Adds (with a negative delta, takes) stock for several products, and records each movement in the
 * stock ledger with its cause: checkout, cancellation, the release of unpaid orders, refunds, staff
 * adjustments and imports all come through here, so no stock changes without its ledger line. Only
 * these products' stock rows are locked, in product id order, so unrelated checkouts never wait for
 * each other and two changes of the same products cannot deadlock; the ledger's ids are drawn under
 * those locks, so they follow the order the movements were applied in. A quantity that would go
 * below zero is refused by the table's check: callers take stock they have checked under `lockStock`.
 * Answers the ledger lines written.
 */
export async function changeStock(
  tx: Transaction,
  changes: StockChange[],
  cause: StockMovementCause,
): Promise<MovementRow[]> {
  // One ledger line per product and order; a product's lines in product id order, then order id.
  const lines = new Map<string, Required<Pick<StockChange, 'productId' | 'delta'>> & Pick<StockChange, 'order'>>();
  for (const c of changes) {
    const key = `${c.productId}:${c.order?.id ?? ''}`;
    const line = lines.get(key);
    if (line) line.delta += c.delta;
    else lines.set(key, { productId: c.productId, delta: c.delta, order: c.order });
  }
  const moving = [...lines.values()]
    .filter((line) => line.delta !== 0)
    .sort((a, b) => a.productId - b.productId || (a.order?.id ?? 0) - (b.order?.id ?? 0));
  if (moving.length === 0) return [];
  const levels = new Map<number, { before: number; after: number }>();
  const before = await lockStock(tx, [...new Set(moving.map((line) => line.productId))]);
  const ledger: (typeof stockMovements.$inferInsert)[] = [];
  for (const line of moving) {
    const was = before.get(line.productId);
    // A product without a stock row has no stock to change (it was deleted meanwhile).
    if (was === undefined) continue;
    const level = levels.get(line.productId) ?? { before: was, after: was };
    level.after += line.delta;
    levels.set(line.productId, level);
    ledger.push({
      productId: line.productId,
      change: line.delta,
      quantityAfter: level.after,
      reason: cause.reason,
      note: cause.note ?? '',
      actorKind: cause.actor.kind,
      actorId: cause.actor.id,
      actorName: cause.actor.name,
      orderId: line.order?.id ?? null,
      orderNumber: line.order?.number ?? null,
    });
  }
  if (levels.size === 0) return [];
  // One row per product: an UPDATE … FROM applies only one of several rows that match the same product.
  const rows = sql.join(
    [...levels].map(([id, level]) => sql`(${id}::int, ${level.after - level.before}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${stockLevels} set quantity = ${stockLevels.quantity} + change.delta
        from (values ${rows}) as change(product_id, delta) where ${stockLevels.productId} = change.product_id`,
  );
  return tx.insert(stockMovements).values(ledger).returning();
}

/** Rows written per statement by `setStock`. */
const SET_BATCH = 1_000;

const COUNTED: StockMovementCause = { reason: 'count', actor: SYSTEM_ACTOR };

/**
 * Sets quantities outright (the seed, tests and benches), recording the difference from the shelf
 * in the ledger like any other movement (by default as the system setting the stock).
 */
export async function setStock(
  db: Queryable,
  levels: { productId: number; quantity: number }[],
  cause: StockMovementCause = COUNTED,
): Promise<void> {
  const sorted = [...levels].sort((a, b) => a.productId - b.productId);
  for (let i = 0; i < sorted.length; i += SET_BATCH) {
    const batch = sorted.slice(i, i + SET_BATCH);
    await db.transaction(async (tx) => {
      const before = await lockStock(
        tx,
        batch.map((level) => level.productId),
      );
      await changeStock(
        tx,
        batch.map((level) => ({
          productId: level.productId,
          delta: level.quantity - (before.get(level.productId) ?? 0),
        })),
        cause,
      );
    });
  }
}

/** The committed stock of these products. */
export async function readStock(db: Queryable, productIds: number[]): Promise<StockLevel[]> {
  if (productIds.length === 0) return [];
  return db.select(levelColumns).from(stockLevels).where(inArray(stockLevels.productId, productIds));
}

/**
 * Where a stock change feed starts: the oldest transaction id still running now. Every stock
 * change committed after this moment was made by a transaction with an id at least this high.
 */
export async function stockFeedHorizon(db: Queryable): Promise<number> {
  const [row] = rowsOf<{ horizon: string | number }>(
    await db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as horizon`),
  );
  return Number(row?.horizon ?? 0);
}

/**
 * Stock rows changed by transactions with an id at or above `since` (from `stockFeedHorizon` or a
 * previous call), and the horizon to ask from next time. One statement, so the rows and the new
 * horizon come from one snapshot: a change committed after it has an id at or above the new
 * horizon and comes with the next call. Rows already seen may come again; their revision tells.
 * No lock is taken, so writers never wait for readers of the feed.
 */
export async function readStockChanges(
  db: Queryable,
  since: number,
): Promise<{ horizon: number; levels: StockLevel[] }> {
  // bigint columns come back as strings from node-postgres, as numbers from PGlite.
  const rows = rowsOf<{
    horizon: string | number;
    product_id: number | null;
    quantity: number | null;
    revision: string | number | null;
  }>(
    await db.execute(
      sql`with h as (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as horizon)
          select h.horizon, s.product_id, s.quantity, s.revision
          from h left join ${stockLevels} s on s.changed_xid >= ${since}`,
    ),
  );
  const levels: StockLevel[] = [];
  for (const row of rows) {
    if (row.product_id === null || row.quantity === null || row.revision === null) continue;
    levels.push({ productId: row.product_id, quantity: row.quantity, revision: Number(row.revision) });
  }
  return { horizon: Number(rows[0]?.horizon ?? since), levels };
}

function toStockMovement(row: MovementRow): StockMovement {
  return {
    id: row.id,
    change: row.change,
    quantity_before: row.quantityAfter - row.change,
    quantity_after: row.quantityAfter,
    reason: row.reason,
    note: row.note,
    actor_kind: row.actorKind,
    actor_username: row.actorName,
    order: row.orderId !== null && row.orderNumber !== null ? { id: row.orderId, order_number: row.orderNumber } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A staff adjustment: changes the product's stock and appends its ledger line and audit entry, all
 * in one transaction under the product's stock lock, so concurrent adjustments each see the
 * quantity the previous one left and the ledger reads back as before + change = after. Taking more
 * than is on the shelf is refused with nothing written.
 */
export async function adjustStock(
  db: Database,
  actor: AuditActor,
  productId: number,
  input: StockAdjustmentValues,
): Promise<{ quantity: number; adjustment: StockMovement }> {
  return withRetriedTransaction(db, async (tx) => {
    const before = (await lockStock(tx, [productId])).get(productId);
    if (before === undefined) throw notFound(PRODUCT_NOT_FOUND);
    const after = before + input.change;
    if (after < 0) {
      throw conflict(
        `Only ${before} in stock: taking ${-input.change} would leave less than none. Count the shelf and record a correction.`,
      );
    }
    const [row] = await changeStock(tx, [{ productId, delta: input.change }], {
      reason: input.reason,
      actor: staffActor(actor),
      note: input.note,
    });
    if (!row) throw new Error('the stock adjustment was not written');
    await recordAudit(tx, actor, {
      action: 'stock.adjust',
      entity: 'product',
      entityId: productId,
      before: { stock: before },
      after: { stock: after, reason: input.reason, note: input.note },
    });
    if (before <= 0 && after > 0) {
      await recordEvent(tx, { type: 'stock.restocked', payload: { productId, quantity: after } });
    }
    return { quantity: after, adjustment: toStockMovement(row) };
  });
}

/** What goods refunds have put back on the shelf from this order so far, by product. */
export async function restockedFromOrder(db: Queryable, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: stockMovements.productId, quantity: sql<number>`sum(${stockMovements.change})::int` })
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, 'refund')))
    .groupBy(stockMovements.productId);
  return new Map(rows.map((row) => [row.productId, row.quantity]));
}

/** The product's quantity now and a page of its stock ledger, the latest movement first. */
export async function readStockLedger(
  db: Queryable,
  productId: number,
  page: PageRequest,
  url: string,
): Promise<Paginated<StockMovement> & { product_id: number; quantity: number }> {
  const [level] = await readStock(db, [productId]);
  if (!level) throw notFound(PRODUCT_NOT_FOUND);
  const total = await countRows(db, stockMovements, eq(stockMovements.productId, productId));
  const rows = await onePage(
    db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, productId))
      // Ids are drawn under the product's stock lock, so they follow the order movements were applied in;
      // created_at is when each transaction began, which a waiting one may have done first.
      .orderBy(desc(stockMovements.id))
      .$dynamic(),
    page,
  );
  return {
    product_id: productId,
    quantity: level.quantity,
    ...paginate(url, page, total, rows.map(toStockMovement)),
  };
}
