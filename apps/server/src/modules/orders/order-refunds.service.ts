import {
  type AdminOrder,
  formatInr,
  type OrderRefund,
  type PaymentGateway,
  type PaymentStatus,
  paiseToRupees,
  type RefundProvider,
  rupeesToPaise,
} from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { orders, refunds } from '../../db/schema/commerce.js';
import { NOT_RETRIED, withRetriedTransaction } from '../../db/transaction.js';
import { conflict, fieldErrors, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/unique-violations.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { recordEvent } from '../events/domain-events.js';
import type { PaymentProvider } from '../payment-gateway/payment-provider.js';
import { changeStock, restockedFromOrder, type StockChange, staffActor } from '../stock/stock.service.js';
import { appliedPaymentOf, loadAdminOrder, ORDER_NOT_FOUND, refundablePaise } from './order-admin.service.js';
import { recordOrderEvent } from './order-timeline.service.js';
import { itemsOf, type OrderRow, type OrdersContext } from './orders.service.js';
import { refundDueOn, unappliedPaymentsOf } from './refunds-due.service.js';

const GATEWAY_NAMES = { razorpay: 'Razorpay', test: 'the test gateway' } as const;
const NO_BANK_TRANSFER = 'This order was paid online: its refund goes back through the gateway, with no bank transfer.';

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
  /**
   * The order's own payment, booked on the order (its refunded amount, a credit note on its invoice),
   * or a payment the order could not take, which goes back beside the order's books.
   */
  ofOrder: boolean;
}

/** The gateway refund of `paymentId`, refused when the shop no longer takes payment through its gateway. */
function throughGateway(
  gateway: PaymentProvider,
  payment: { provider: PaymentGateway; providerPaymentId: string },
): RefundChannel['send'] {
  if (payment.provider !== gateway.name) {
    throw conflict(
      `This order was paid through ${GATEWAY_NAMES[payment.provider]}, which this shop no longer uses: refund it from that gateway’s dashboard.`,
    );
  }
  return async (amountPaise, receipt) =>
    (await gateway.refund({ paymentId: payment.providerPaymentId, amountPaise, receipt })).id;
}

/** How the money the order was paid with goes back, or why it cannot. */
async function orderPaymentChannel(
  tx: Transaction,
  order: OrderRow,
  gateway: PaymentProvider,
  bankReference: string | undefined,
): Promise<RefundChannel> {
  if (order.paymentStatus === 'refunded') throw conflict('This order has already been refunded in full.');
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
      ofOrder: true,
    };
  }
  if (bankReference) throw fieldErrors({ bank_reference: [NO_BANK_TRANSFER] });
  const payment = await appliedPaymentOf(tx, order.id);
  const refundable = payment ? refundablePaise(order, payment.providerPaymentId) : 0;
  if (!payment || refundable === 0)
    throw conflict('This order has not been paid online, so there is nothing to refund.');
  return {
    provider: payment.provider,
    paymentId: payment.providerPaymentId,
    send: throughGateway(gateway, payment),
    bankReference: null,
    refundablePaise: refundable,
    ofOrder: true,
  };
}

/** How a payment the order could not take goes back (through its gateway), or why it cannot. */
async function unappliedPaymentChannel(
  tx: Transaction,
  order: OrderRow,
  gateway: PaymentProvider,
  input: OrderRefund & { payment_id: string },
): Promise<RefundChannel> {
  if (input.bank_reference) throw fieldErrors({ bank_reference: [NO_BANK_TRANSFER] });
  const payment = (await unappliedPaymentsOf(tx, order.id)).find((p) => p.provider_payment_id === input.payment_id);
  if (!payment) throw fieldErrors({ payment_id: ['This order has no such payment to send back.'] });
  const refundable = rupeesToPaise(payment.refundable_amount);
  if (refundable === 0) throw conflict(`Payment ${input.payment_id} has already gone back in full.`);
  return {
    provider: payment.provider,
    paymentId: payment.provider_payment_id,
    send: throughGateway(gateway, { provider: payment.provider, providerPaymentId: payment.provider_payment_id }),
    bankReference: null,
    refundablePaise: refundable,
    ofOrder: false,
  };
}

/** The order's payment status once `refundedPaise` of its own payment has gone back. */
function statusAfterOrderRefund(order: OrderRow, refundedPaise: number): PaymentStatus {
  if (refundedPaise === order.totalPaise) return 'refunded';
  // A cancelled order owes all it was paid: what is left stays to be refunded.
  return order.status === 'cancelled' ? 'refund_pending' : 'partially_refunded';
}

/**
 * The order's payment status once a payment it could not take has gone back: unchanged when the
 * order was paid by another (its own status), still to be refunded while anything is owed, and
 * otherwise refunded, or waiting for its payment again while its hold lasts.
 */
async function statusAfterReturn(tx: Transaction, order: OrderRow): Promise<PaymentStatus> {
  if (order.paymentStatus !== 'refund_pending') return order.paymentStatus;
  if (await refundDueOn(tx, order.id, new Date())) return 'refund_pending';
  return order.status === 'pending' ? 'pending' : 'refunded';
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
 * each recorded in its stock ledger. With `payment_id` it sends back a payment the order could not
 * take (see refunds-due.service.ts): through its gateway, beside the order's books (no credit note,
 * the order's refunded amount unchanged), and told to the customer the same way.
 *
 * The gateway is called inside the transaction, while it holds the order's row lock: a second refund
 * of the same order waits for the first to commit and then sees its amount, so refunds together never
 * exceed what was paid; and when the gateway refuses or cannot be reached the transaction rolls back,
 * so a failed refund writes nothing. The price is a lock held for one gateway call (bounded by its
 * timeout), on one order only. The transaction is not retried: a retry would call the gateway again
 * and refund twice.
 */
export async function refundOrder(
  { db, payments: gateway }: OrdersContext,
  actor: AuditActor,
  orderId: number,
  input: OrderRefund,
): Promise<AdminOrder> {
  const amountPaise = rupeesToPaise(input.amount);
  // Not retried: a retry would call the gateway again and refund twice.
  const refund = async (tx: Transaction): Promise<OrderRow> => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const paymentId = input.payment_id;
    const channel = paymentId
      ? await unappliedPaymentChannel(tx, order, gateway, { ...input, payment_id: paymentId })
      : await orderPaymentChannel(tx, order, gateway, input.bank_reference);
    if (amountPaise > channel.refundablePaise) {
      const most = formatInr(paiseToRupees(channel.refundablePaise));
      throw fieldErrors({
        amount: [
          channel.ofOrder
            ? `At most ${most} can still be refunded on this order.`
            : `At most ${most} of this payment is left to send back.`,
        ],
      });
    }
    // Checked before the money moves: a refusal after the gateway call would refund and write nothing.
    const returned = await returnedGoods(tx, order, input.restock);

    const refundedPaise = order.refundedPaise + (channel.ofOrder ? amountPaise : 0);
    const receipt = channel.ofOrder
      ? `${order.orderNumber}-R${refundedPaise}`
      : `${order.orderNumber}-P${channel.refundablePaise - amountPaise}`;
    const refundId = await channel.send(amountPaise, receipt);
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
        if (isUniqueViolation(error) && channel.bankReference) {
          throw conflict(
            `A refund by the bank transfer ${channel.bankReference} is already recorded: each transfer is recorded once.`,
          );
        }
        throw error;
      });
    const paymentStatus = channel.ofOrder
      ? statusAfterOrderRefund(order, refundedPaise)
      : await statusAfterReturn(tx, order);
    const [refunded] = await tx
      .update(orders)
      .set({ refundedPaise, paymentStatus, updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    if (!refunded) throw new Error('order was not updated');
    await changeStock(tx, returned.changes, { reason: 'refund', actor: staffActor(actor), note: input.reason });
    const amount = formatInr(paiseToRupees(amountPaise));
    const via = channel.bankReference ? `by bank transfer, reference ${channel.bankReference}` : `refund ${refundId}`;
    const backOnShelf = returned.described.length > 0 ? `; back on the shelf: ${returned.described.join(', ')}` : '';
    await recordOrderEvent(
      tx,
      order.id,
      actor,
      'refunded',
      channel.ofOrder
        ? `Refunded ${amount} (${via}): ${input.reason}${backOnShelf}`
        : `Sent back ${amount} of payment ${channel.paymentId} (${via}): ${input.reason}${backOnShelf}`,
    );
    await recordAudit(tx, actor, {
      action: channel.ofOrder ? 'order.refund' : 'order.return_payment',
      entity: 'order',
      entityId: order.id,
      before: { payment_status: order.paymentStatus, refunded_amount: paiseToRupees(order.refundedPaise) },
      after: {
        payment_status: refunded.paymentStatus,
        refunded_amount: paiseToRupees(refundedPaise),
        ...(channel.ofOrder
          ? {}
          : { returned_payment: channel.paymentId, returned_amount: paiseToRupees(amountPaise) }),
      },
    });
    await recordEvent(tx, {
      type: 'order.refunded',
      payload: {
        orderId: order.id,
        orderNumber: order.orderNumber,
        userId: order.userId,
        amountPaise,
        reason: input.reason,
        ofOrder: channel.ofOrder,
        fullyRefunded: channel.ofOrder ? refundedPaise === order.totalPaise : amountPaise === channel.refundablePaise,
        bankReference: channel.bankReference,
      },
    });
    return refunded;
  };
  const result = await withRetriedTransaction(db, refund, NOT_RETRIED);
  // Read after the commit, so the answer shows the credit note the refund's subscriber issued.
  return loadAdminOrder(db, result);
}
