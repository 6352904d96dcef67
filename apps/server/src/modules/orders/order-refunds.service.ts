import { type AdminOrder, formatInr, type OrderRefund, paiseToRupees, rupeesToPaise } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { orders, refunds } from '../../db/schema/commerce.js';
import { conflict, fieldErrors, notFound } from '../../lib/errors.js';
import { type AuditActor, recordAudit } from '../admin/audit.service.js';
import { orderRefundedEmail } from '../email/templates.js';
import { issueCreditNote } from '../invoices/invoices.service.js';
import { appliedPaymentOf, loadAdminOrder, ORDER_NOT_FOUND, refundablePaise } from './order-admin.service.js';
import { recordOrderEvent } from './order-timeline.service.js';
import { notifyOrderUpdate, type OrdersContext } from './orders.service.js';

const GATEWAY_NAMES = { razorpay: 'Razorpay', test: 'the test gateway' } as const;

/**
 * Refunds part or all of an order paid online, through the gateway that took the payment.
 *
 * The gateway is called inside the transaction, while it holds the order's row lock: a second refund
 * of the same order waits for the first to commit and then sees its amount, so refunds together never
 * exceed what was paid; and when the gateway refuses or cannot be reached the transaction rolls back,
 * so a failed refund writes nothing. The price is a lock held for one gateway call (bounded by its
 * timeout), on one order only. The transaction is not retried: a retry would call the gateway again
 * and refund twice.
 */
export async function refundOrder(
  { db, payments: gateway, shopUrl }: OrdersContext,
  actor: AuditActor,
  orderId: number,
  input: OrderRefund,
): Promise<AdminOrder> {
  const amountPaise = rupeesToPaise(input.amount);
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (order.paymentMethod === 'cod') {
      throw conflict(
        'This order is cash on delivery: no online payment to refund. Give the money back by bank transfer and note it on the order.',
      );
    }
    if (order.paymentStatus === 'refunded') throw conflict('This order has already been refunded in full.');
    const payment = await appliedPaymentOf(tx, order.id);
    const refundable = refundablePaise(order, payment?.providerPaymentId ?? null);
    if (!payment || refundable === 0)
      throw conflict('This order has not been paid online, so there is nothing to refund.');
    if (payment.provider !== gateway.name) {
      throw conflict(
        `This order was paid through ${GATEWAY_NAMES[payment.provider]}, which this shop no longer uses: refund it from that gateway’s dashboard.`,
      );
    }
    if (amountPaise > refundable) {
      throw fieldErrors({
        amount: [`At most ${formatInr(paiseToRupees(refundable))} can still be refunded on this order.`],
      });
    }

    const sent = await gateway.refund({
      paymentId: payment.providerPaymentId,
      amountPaise,
      receipt: `${order.orderNumber}-R${order.refundedPaise + amountPaise}`,
    });
    const refundedPaise = order.refundedPaise + amountPaise;
    const fullyRefunded = refundedPaise === order.totalPaise;
    const [refunded] = await tx
      .update(orders)
      .set({ refundedPaise, paymentStatus: fullyRefunded ? 'refunded' : 'partially_refunded', updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    if (!refunded) throw new Error('order was not updated');
    await tx.insert(refunds).values({
      orderId: order.id,
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      providerRefundId: sent.id,
      amountPaise,
      reason: input.reason,
      actorId: actor.id,
      actorName: actor.username,
    });
    const creditNote = await issueCreditNote(
      tx,
      order.id,
      { refundPaise: amountPaise, reason: input.reason },
      new Date(),
    );
    const amount = formatInr(paiseToRupees(amountPaise));
    await recordOrderEvent(tx, order.id, actor, 'refunded', `Refunded ${amount} (refund ${sent.id}): ${input.reason}`);
    await recordAudit(tx, actor, {
      action: 'order.refund',
      entity: 'order',
      entityId: order.id,
      before: { payment_status: order.paymentStatus, refunded_amount: paiseToRupees(order.refundedPaise) },
      after: { payment_status: refunded.paymentStatus, refunded_amount: paiseToRupees(refundedPaise) },
    });
    await notifyOrderUpdate(
      tx,
      refunded,
      {
        title: 'Refund sent',
        message: `We have refunded ${amount} for your order ${order.orderNumber}. Banks usually show it within 5–7 working days.`,
        email: (to) =>
          orderRefundedEmail(
            to,
            {
              orderNumber: order.orderNumber,
              amountRupees: amount,
              reason: input.reason,
              fullyRefunded,
              creditNote,
            },
            shopUrl,
          ),
      },
      shopUrl,
    );
    return loadAdminOrder(tx, refunded);
  });
}
