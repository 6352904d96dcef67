// What the database holds after checkouts under load, for tests and benches of several processes
// and of kills: the orders customers were told about, and the units sold.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { orderItems, orders } from '../db/schema/commerce.js';

/** An order a customer was told about (201, or 200 for a repeated Idempotency-Key). */
export interface Acknowledged {
  userId: number;
  id: number;
  orderNumber: string;
}

/** Which acknowledged orders the database holds, as acknowledged (same id, number and customer). */
export async function ordersFound(db: Database, acknowledged: Acknowledged[]): Promise<number> {
  if (acknowledged.length === 0) return 0;
  const rows = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, userId: orders.userId })
    .from(orders)
    .where(
      inArray(
        orders.id,
        acknowledged.map((a) => a.id),
      ),
    );
  const stored = new Map(rows.map((r) => [r.id, r]));
  return acknowledged.filter((a) => {
    const row = stored.get(a.id);
    return row?.orderNumber === a.orderNumber && row.userId === a.userId;
  }).length;
}

/** Units of the product sold in orders that still hold their stock (not cancelled). */
export async function unitsSold(db: Database, productId: number): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(sql`${orderItems.productId} = ${productId} and ${orders.status} <> 'cancelled'`);
  return row?.units ?? 0;
}
