import {
  type AdminOrder,
  formatInr,
  type OrderRefund,
  paiseToRupees,
  type RefundProvider,
  rupeesToPaise,
} from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { pgErrorCode, type Transaction } from '../../db/client.js';
import { orders, refunds } from '../../db/schema/commerce.js';
import { conflict, fieldErrors, notFound } from '../../lib/errors.js';
import { type AuditActor, recordAudit } from '../admin/audit.service.js';
import { orderRefundedEmail } from '../email/templates.js';
import { issueCreditNote } from '../invoices/invoices.service.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import { changeStock, restockedFromOrder, type StockChange, staffActor } from '../stock/stock.service.js';
import { appliedPaymentOf, loadAdminOrder, ORDER_NOT_FOUND, refundablePaise } from './order-admin.service.js';
import { recordOrderEvent } from './order-timeline.service.js';
import { itemsOf, notifyOrderUpdate, type OrderRow, type OrdersContext } from './orders.service.js';

const GATEWAY_NAMES = { razorpay: 'Razorpay', test: 'the test gateway' } as const;
const UNIQUE_VIOLATION = '23505';

/** Where a refund's money goes: back through the gateway that took it, or by staff's bank transfer. */
interface RefundChannel {
  provider: RefundProvider;
  /** The gateway payment refunded; null for a bank transfer. */
  paymentId: string | null;
  /** Moves the money (or stands for the transfer staff made) and answers the refund's id. */
  send: (amountPaise: number, receipt: string) => Promise<string>;
  /** The bank transfer's reference, which the customer is given; null through the gateway. */
  bankReference: string | null;
  /** What may still go back this way. */
  refundablePaise: number;
}

/** How the money of `order` goes back, or why it cannot. */
async function channelOf(
  tx: Transaction,
  order: OrderRow,
  gateway: PaymentProvider,
  bankReference: string | undefined,
): Promise<RefundChannel> {
  if (order.paymentMethod === 'cod') {
    const refundable = refundablePaise(order, null);
    if (refundable === 0) {
      throw conflict(
        'Nothing has been paid for this cash on delivery order yet, so there is nothing to refund: cancel the order instead.',
      );
    }
    if (!bankReference) {
      throw fieldErrors({
        bank_reference: [
          'Cash on delivery is refunded by bank transfer: enter the reference (UTR) of the transfer you made.',
        ],
      });
    }
    return {
      provider: 'bank_transfer',
      paymentId: null,
      send: async () => bankReference,
      bankReference,
      refundablePaise: refundable,
    };
  }
  if (bankReference) {
    throw fieldErrors({
      bank_reference: ['This order was paid online: its refund goes back through the gateway, with no bank transfer.'],
    });
  }
  const payment = await appliedPaymentOf(tx, order.id);
  const refundable = payment ? refundablePaise(order, payment.providerPaymentId) : 0;
  if (!payment || refundable === 0)
    throw conflict('This order has not been paid online, so there is nothing to refund.');
  if (payment.provider !== gateway.name) {
    throw conflict(
      `This order was paid through ${GATEWAY_NAMES[payment.provider]}, which this shop no longer uses: refund it from that gateway’s dashboard.`,
    );
  }
  return {
    provider: payment.provider,
    paymentId: payment.providerPaymentId,
    send: async (amountPaise, receipt) =>
      (await gateway.refund({ paymentId: payment.providerPaymentId, amountPaise, receipt })).id,
    bankReference: null,
    refundablePaise: refundable,
  };
}

/**
 * The goods a refund puts back on the shelf, checked against the order: a line of it, still in the
 * catalogue, and no more units than were bought less those already put back. A cancelled order's
 * goods went back when it was cancelled. Answers the stock changes and how the timeline names them.
 */
async function returnedGoods(
  tx: Transaction,
  order: OrderRow,
  restock: OrderRefund['restock'],
): Promise<{ changes: StockChange[]; described: string[] }> {
  if (restock.length === 0) return { changes: [], described: [] };
  const refuse = (message: string) => fieldErrors({ restock: [message] });
  if (order.status === 'cancelled') {
    throw refuse('Cancelling this order already put its items back on the shelf.');
  }
  const items = (await itemsOf(tx, [order.id])).get(order.id) ?? [];
  const restocked = await restockedFromOrder(tx, order.id);
  const changes: StockChange[] = [];
  const described: string[] = [];
  for (const line of restock) {
    const item = items.find((candidate) => candidate.id === line.item_id);
    if (!item) throw refuse(`Line ${line.item_id} is not part of order ${order.orderNumber}.`);
    if (item.productId === null) {
      throw refuse(`${item.productName} is no longer in the catalogue, so it cannot go back on the shelf.`);
    }
    const left = item.quantity - (restocked.get(item.productId) ?? 0);
    if (line.quantity > left) {
      throw refuse(
        left === 0
          ? `Every unit of ${item.productName} on this order is back on the shelf already.`
          : `At most ${left} of ${item.productName} can go back on the shelf: the order has ${item.quantity} and ${item.quantity - left} went back before.`,
      );
    }
    changes.push({
      productId: item.productId,
      delta: line.quantity,
      order: { id: order.id, number: order.orderNumber },
    });
    described.push(`${line.quantity} × ${item.productName}`);
  }
  return { changes, described };
}

/**
 * Refunds part or all of a paid order: an online payment through the gateway that took it, or the
 * cash collected on delivery, which staff give back by bank transfer outside the shop and record
 * here with the transfer's reference. Either way the refund is booked, credited on the tax invoice
 * and told to the customer alike. Goods the customer returned may go back on the shelf with it,
 * each recorded in its stock ledger.
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
    if (order.paymentStatus === 'refunded') throw conflict('This order has already been refunded in full.');
    const channel = await channelOf(tx, order, gateway, input.bank_reference);
    if (amountPaise > channel.refundablePaise) {
      throw fieldErrors({
        amount: [`At most ${formatInr(paiseToRupees(channel.refundablePaise))} can still be refunded on this order.`],
      });
    }
    // Checked before the money moves: a refusal after the gateway call would refund and write nothing.
    const returned = await returnedGoods(tx, order, input.restock);

    const refundId = await channel.send(amountPaise, `${order.orderNumber}-R${order.refundedPaise + amountPaise}`);
    const refundedPaise = order.refundedPaise + amountPaise;
    const fullyRefunded = refundedPaise === order.totalPaise;
    const [refunded] = await tx
      .update(orders)
      .set({ refundedPaise, paymentStatus: fullyRefunded ? 'refunded' : 'partially_refunded', updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    if (!refunded) throw new Error('order was not updated');
    await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        provider: channel.provider,
        providerPaymentId: channel.paymentId,
        providerRefundId: refundId,
        amountPaise,
        reason: input.reason,
        actorId: actor.id,
        actorName: actor.username,
      })
      .catch((error: unknown) => {
        // A transfer's reference is its refund id: the same transfer typed in again is refused.
        if (pgErrorCode(error) === UNIQUE_VIOLATION && channel.bankReference) {
          throw conflict(
            `A refund by the bank transfer ${channel.bankReference} is already recorded: each transfer is recorded once.`,
          );
        }
        throw error;
      });
    const creditNote = await issueCreditNote(
      tx,
      order.id,
      { refundPaise: amountPaise, reason: input.reason },
      new Date(),
    );
    await changeStock(tx, returned.changes, { reason: 'refund', actor: staffActor(actor), note: input.reason });
    const amount = formatInr(paiseToRupees(amountPaise));
    const via = channel.bankReference ? `by bank transfer, reference ${channel.bankReference}` : `refund ${refundId}`;
    const backOnShelf = returned.described.length > 0 ? `; back on the shelf: ${returned.described.join(', ')}` : '';
    await recordOrderEvent(
      tx,
      order.id,
      actor,
      'refunded',
      `Refunded ${amount} (${via}): ${input.reason}${backOnShelf}`,
    );
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
        message: channel.bankReference
          ? `We have sent ${amount} to your bank account for your order ${order.orderNumber} (bank transfer reference ${channel.bankReference}).`
          : `We have refunded ${amount} for your order ${order.orderNumber}. Banks usually show it within 5–7 working days.`,
        email: (to) =>
          orderRefundedEmail(
            to,
            {
              orderNumber: order.orderNumber,
              amountRupees: amount,
              reason: input.reason,
              fullyRefunded,
              creditNote,
              bankReference: channel.bankReference,
            },
            shopUrl,
          ),
      },
      shopUrl,
    );
    return loadAdminOrder(tx, refunded);
  });
}
