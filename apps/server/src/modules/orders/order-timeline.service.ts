import type { OrderEvent } from '@makerbazaar/core';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { orderEvents } from '../../db/schema/commerce.js';
import type { AuditActor } from '../audit/audit.service.js';

/** Who made a step: a staff member, the customer on their own order, or the shop's own jobs. */
export type OrderEventActor = AuditActor | 'customer' | 'system';

const ACTOR_NAMES = { customer: 'Customer', system: 'System' } as const;

/** Appends one step to the order's timeline; call it with the transaction that made the step. */
export async function recordOrderEvent(
  tx: Queryable,
  orderId: number,
  actor: OrderEventActor,
  action: string,
  detail = '',
): Promise<void> {
  await tx.insert(orderEvents).values({
    orderId,
    actorId: typeof actor === 'string' ? null : actor.id,
    actorName: typeof actor === 'string' ? ACTOR_NAMES[actor] : actor.username,
    action,
    detail,
  });
}

/** The same step for many orders at once, as the release of unpaid orders makes it. */
export async function recordOrderEvents(
  tx: Queryable,
  orderIds: number[],
  actor: 'system',
  action: string,
  detail: string,
): Promise<void> {
  if (orderIds.length === 0) return;
  await tx
    .insert(orderEvents)
    .values(orderIds.map((orderId) => ({ orderId, actorId: null, actorName: ACTOR_NAMES[actor], action, detail })));
}

export async function orderTimeline(db: Queryable, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    detail: row.detail,
    actor: row.actorName,
    created_at: row.createdAt.toISOString(),
  }));
}
