import { type AdminOrder, courierNamed, holdsPayment, type OrderTransition } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { orders } from '../../db/schema/commerce.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { type DomainEventPayloads, recordEvent } from '../events/domain-events.js';
import { staffActor } from '../stock/stock.service.js';
import { loadAdminOrder, moveBlocker, ORDER_NOT_FOUND } from './order-admin.service.js';
import { recordOrderEvent } from './order-timeline.service.js';
import { type OrderRow, type OrdersContext, recordCancellation, releaseCancelledOrders } from './orders.service.js';

/** The audit verb of each move a staff member can make. */
const AUDIT_VERBS: Record<OrderTransition['status'], string> = {
  confirmed: 'confirm',
  packed: 'pack',
  shipped: 'ship',
  delivered: 'deliver',
  cancelled: 'cancel',
};

/** What a move changes on the order row, what the timeline adds to its name, and the event it records. */
function stepOf(
  order: OrderRow,
  move: OrderTransition,
  now: Date,
): { changes: Partial<OrderRow>; detail: string; event: DomainEventPayloads['order.status_changed'] | null } {
  const about = { orderId: order.id, orderNumber: order.orderNumber, userId: order.userId };
  switch (move.status) {
    case 'confirmed':
      return { changes: { confirmedAt: now }, detail: '', event: { ...about, status: 'confirmed' } };
    case 'packed':
      return { changes: { packedAt: now }, detail: '', event: { ...about, status: 'packed' } };
    case 'shipped': {
      // A listed courier is kept under its own name, whichever way staff wrote it, so its link is found.
      const carrier = courierNamed(move.carrier)?.name ?? move.carrier;
      return {
        changes: { shippedAt: now, carrier, trackingNumber: move.tracking_number },
        detail: `Shipped by ${carrier}, tracking ${move.tracking_number}`,
        event: { ...about, status: 'shipped', carrier, trackingNumber: move.tracking_number },
      };
    }
    case 'delivered': {
      // Cash on delivery is collected by the courier at the door: the order is paid once delivered.
      const cashCollected = order.paymentMethod === 'cod' && order.paymentStatus === 'pending';
      return {
        changes: { deliveredAt: now, ...(cashCollected ? { paymentStatus: 'completed', paidAt: now } : {}) },
        detail: cashCollected ? 'Cash collected' : '',
        event: { ...about, status: 'delivered' },
      };
    }
    case 'cancelled': {
      const refundDue = holdsPayment(order.paymentStatus);
      return {
        changes: { cancelledAt: now, ...(refundDue ? { paymentStatus: 'refund_pending' } : {}) },
        detail: `Cancelled by the shop; items back in stock${refundDue ? '; payment to be refunded' : ''}`,
        // Recorded as order.cancelled, once the stock is back.
        event: null,
      };
    }
  }
}

const audited = (order: OrderRow) => ({
  status: order.status,
  payment_status: order.paymentStatus,
  carrier: order.carrier,
  tracking_number: order.trackingNumber,
});

async function lockOrder(tx: Transaction, orderId: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * One staff move of the status machine, in one transaction under the order's row lock: the order
 * row, its timeline step, the audit entry and the event that tells the customer, and for a
 * cancellation its stock back on the shelf. Two moves at once are applied one after the other, so a second cancel
 * finds the order cancelled and is refused: the stock comes back exactly once.
 */
export async function transitionOrder(
  { db }: Pick<OrdersContext, 'db'>,
  actor: AuditActor,
  orderId: number,
  move: OrderTransition,
): Promise<AdminOrder> {
  const result = await withRetriedTransaction(db, async (tx) => {
    const order = await lockOrder(tx, orderId);
    const blocker = moveBlocker(order, move.status);
    if (blocker) throw conflict(blocker);
    const now = new Date();
    const step = stepOf(order, move, now);
    const [moved] = await tx
      .update(orders)
      .set({ ...step.changes, status: move.status, updatedAt: now })
      .where(eq(orders.id, order.id))
      .returning();
    if (!moved) throw new Error('order was not updated');
    if (move.status === 'cancelled') {
      await releaseCancelledOrders(tx, [order.id], now, { reason: 'cancelled', actor: staffActor(actor) });
      await recordCancellation(tx, moved, 'shop', move.note);
    }
    const detail = [step.detail, move.note && `Note: ${move.note}`].filter(Boolean).join('. ');
    await recordOrderEvent(tx, order.id, actor, move.status, detail);
    await recordAudit(tx, actor, {
      action: `order.${AUDIT_VERBS[move.status]}`,
      entity: 'order',
      entityId: order.id,
      before: audited(order),
      after: audited(moved),
    });
    if (step.event) await recordEvent(tx, { type: 'order.status_changed', payload: step.event });
    return moved;
  });
  // Read after the commit, so the answer shows the credit note a cancellation's subscriber issued.
  return loadAdminOrder(db, result);
}
