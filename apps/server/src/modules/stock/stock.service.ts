import type { Paginated, StockAdjustment, StockAdjustmentValues } from '@makerbazaar/core';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { stockAdjustments, stockLevels } from '../../db/schema/stock.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import { type AuditActor, recordAudit } from '../admin/audit.service.js';
import { getProductsByIds } from '../catalog/catalog.service.js';
import { notifyBackInStock } from '../notifications/notifications.service.js';

/** A product's quantity on the shelf, with the revision of its stock row that says so. */
export interface StockLevel {
  productId: number;
  quantity: number;
  revision: number;
}

export interface StockChange {
  productId: number;
  /** Added to the quantity; negative takes stock. */
  delta: number;
}

/**
 * Told after this process changed stock, once the change is committed, so what it serves next
 * shows it (catalog.cache.ts). Stock changed by other processes arrives through the change feed.
 */
export interface StockListener {
  stockChanged(productIds: number[]): Promise<void>;
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
 * Adds (with a negative delta, takes) stock for several products: checkout, cancellation, the
 * release of unpaid orders and staff adjustments all come through here. Only these products' stock
 * rows are locked, in product id order, so unrelated checkouts never wait for each other and two
 * changes of the same products cannot deadlock. A quantity that would go below zero is refused by
 * the table's check: callers take stock they have checked under `lockStock`.
 */
export async function changeStock(tx: Transaction, changes: StockChange[]): Promise<void> {
  const deltas = new Map<number, number>();
  for (const c of changes) deltas.set(c.productId, (deltas.get(c.productId) ?? 0) + c.delta);
  for (const [id, delta] of deltas) if (delta === 0) deltas.delete(id);
  if (deltas.size === 0) return;
  const ids = [...deltas.keys()].sort((a, b) => a - b);
  await lockStock(tx, ids);
  // One row per product: an UPDATE … FROM applies only one of several rows that match the same product.
  const rows = sql.join(
    ids.map((id) => sql`(${id}::int, ${deltas.get(id)}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${stockLevels} set quantity = ${stockLevels.quantity} + change.delta
        from (values ${rows}) as change(product_id, delta) where ${stockLevels.productId} = change.product_id`,
  );
}

/** Rows written per statement by `setStock`. */
const SET_BATCH = 1_000;

/** Sets quantities outright (the seed, tests and benches); in id order, like every other stock write. */
export async function setStock(db: Queryable, levels: { productId: number; quantity: number }[]): Promise<void> {
  const sorted = [...levels].sort((a, b) => a.productId - b.productId);
  for (let i = 0; i < sorted.length; i += SET_BATCH) {
    await db
      .insert(stockLevels)
      .values(sorted.slice(i, i + SET_BATCH))
      .onConflictDoUpdate({ target: stockLevels.productId, set: { quantity: sql`excluded.quantity` } });
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

/** The rows of a raw query; both drivers (PGlite, node-postgres) answer with `rows`. */
function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
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

const PRODUCT_NOT_FOUND = 'Product not found.';

type AdjustmentRow = typeof stockAdjustments.$inferSelect;

function toStockAdjustment(row: AdjustmentRow): StockAdjustment {
  return {
    id: row.id,
    change: row.change,
    quantity_before: row.quantityAfter - row.change,
    quantity_after: row.quantityAfter,
    reason: row.reason,
    note: row.note,
    actor_username: row.actorName,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * A staff adjustment: changes the product's stock and appends its ledger row and audit entry, all
 * in one transaction under the product's stock lock, so concurrent adjustments each see the
 * quantity the previous one left and the ledger reads back as before + change = after. Taking more
 * than is on the shelf is refused with nothing written.
 */
export async function adjustStock(
  db: Database,
  actor: AuditActor,
  productId: number,
  input: StockAdjustmentValues,
  shopUrl: string,
): Promise<{ quantity: number; adjustment: StockAdjustment }> {
  return withRetriedTransaction(db, async (tx) => {
    const before = (await lockStock(tx, [productId])).get(productId);
    if (before === undefined) throw notFound(PRODUCT_NOT_FOUND);
    const after = before + input.change;
    if (after < 0) {
      throw conflict(
        `Only ${before} in stock: taking ${-input.change} would leave less than none. Count the shelf and record a correction.`,
      );
    }
    await changeStock(tx, [{ productId, delta: input.change }]);
    const [row] = await tx
      .insert(stockAdjustments)
      .values({
        productId,
        change: input.change,
        quantityAfter: after,
        reason: input.reason,
        note: input.note,
        actorId: actor.id,
        actorName: actor.username,
      })
      .returning();
    if (!row) throw new Error('the stock adjustment was not written');
    await recordAudit(tx, actor, {
      action: 'stock.adjust',
      entity: 'product',
      entityId: productId,
      before: { stock: before },
      after: { stock: after, reason: input.reason, note: input.note },
    });
    if (before <= 0 && after > 0) {
      // Only a product on sale is news; a hidden one is left out of the lookup.
      const product = (await getProductsByIds(tx, [productId])).get(productId);
      if (product) await notifyBackInStock(tx, product, shopUrl);
    }
    return { quantity: after, adjustment: toStockAdjustment(row) };
  });
}

/** The product's quantity now and a page of its stock ledger, the latest adjustment first. */
export async function readStockLedger(
  db: Queryable,
  productId: number,
  page: PageRequest,
  url: string,
): Promise<Paginated<StockAdjustment> & { product_id: number; quantity: number }> {
  const [level] = await readStock(db, [productId]);
  if (!level) throw notFound(PRODUCT_NOT_FOUND);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(stockAdjustments)
    .where(eq(stockAdjustments.productId, productId));
  const rows = await db
    .select()
    .from(stockAdjustments)
    .where(eq(stockAdjustments.productId, productId))
    // Ids are drawn under the product's stock lock, so they follow the order adjustments were applied in;
    // created_at is when each transaction began, which a waiting adjustment may have done first.
    .orderBy(desc(stockAdjustments.id))
    .limit(page.pageSize)
    .offset(pageOffset(page));
  return {
    product_id: productId,
    quantity: level.quantity,
    ...paginate(url, page, total?.n ?? 0, rows.map(toStockAdjustment)),
  };
}
