import { holdsPayment, PAYMENT_CAPTURED_BUT_FAILED } from '@makerbazaar/core';
import { and, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { orders, paymentEvents, payments } from '../../db/schema/commerce.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { recordEvent } from '../events/domain-events.js';
import { deliverPaidCourses } from '../orders/course-orders.service.js';
import { recordOrderEvent } from '../orders/order-timeline.service.js';
import {
  loadOrder,
  type OrderRecord,
  type OrderRow,
  type OrdersContext,
  orderFacts,
} from '../orders/orders.service.js';
import type { PaymentProvider } from '../payment-gateway/payment-provider.js';
import { saveCardToken } from '../payment-methods/payment-methods.service.js';

const VERIFICATION_FAILED = 'Payment verification failed.';

/** An online order still waiting for its money: the only kind a failed payment is news for. */
const awaitsPayment = (order: OrderRow) => order.status === 'pending' && order.paymentStatus === 'pending';

type Applied = { kind: 'applied' | 'already_paid'; order: OrderRow } | { kind: 'needs_refund'; order: OrderRow };

/** Records that a payment for a waiting order did not go through; the customer is told, to pay again in time. */
async function recordPaymentFailed(tx: Transaction, order: OrderRow): Promise<void> {
  await recordEvent(tx, {
    type: 'payment.failed',
    payload: { orderId: order.id, orderNumber: order.orderNumber, userId: order.userId },
  });
}

/**
 * Records a verified, captured payment against its order. It pays a pending order (status
 * confirmed); for an order that can no longer take it (cancelled, or its stock released) it is kept
 * for a refund. Recording the same payment twice changes nothing, and a paid order never goes back.
 */
async function applyCapturedPayment(
  tx: Transaction,
  order: OrderRow,
  paymentId: string,
  amountPaise: number,
): Promise<Applied> {
  const [known] = await tx.select().from(payments).where(eq(payments.providerPaymentId, paymentId));
  if (known) return { kind: known.outcome === 'applied' ? 'already_paid' : 'needs_refund', order };
  const provider = order.paymentProvider ?? 'razorpay';
  const payable = order.status === 'pending' && order.paymentStatus === 'pending' && amountPaise === order.totalPaise;
  await tx.insert(payments).values({
    orderId: order.id,
    provider,
    providerOrderId: order.providerOrderId ?? '',
    providerPaymentId: paymentId,
    amountPaise,
    outcome: payable ? 'applied' : 'needs_refund',
  });
  if (!payable) {
    await recordOrderEvent(
      tx,
      order.id,
      'system',
      'payment_refund_needed',
      `Payment ${paymentId} was captured but the order could not take it; it must be refunded`,
    );
    // An order paid by another payment keeps its own status; this one is among its refunds to make.
    if (holdsPayment(order.paymentStatus)) return { kind: 'needs_refund', order };
    const [marked] = await tx
      .update(orders)
      .set({ paymentStatus: 'refund_pending', updatedAt: new Date() })
      .where(eq(orders.id, order.id))
      .returning();
    return { kind: 'needs_refund', order: marked ?? order };
  }
  const now = new Date();
  const [paid] = await tx
    .update(orders)
    .set({ status: 'confirmed', paymentStatus: 'completed', paidAt: now, updatedAt: now })
    .where(eq(orders.id, order.id))
    .returning();
  if (!paid) throw new Error('order was not marked paid');
  await recordOrderEvent(tx, paid.id, 'customer', 'paid', `Paid online, payment ${paymentId}`);
  // Confirmed by its payment: its subscribers issue the tax invoice and confirm the order to the customer.
  await recordEvent(tx, {
    type: 'payment.captured',
    payload: { ...(await orderFacts(tx, paid)), paymentId, amountPaise },
  });
  return { kind: 'applied', order: await deliverPaidCourses(tx, paid) };
}

/**
 * Keeps the card a verified payment saved at the gateway ("save this card"). The gateway is asked
 * after the order is paid, outside its transaction; if it cannot answer, the order stays paid and
 * the card is simply not saved this time.
 */
async function keepSavedCard(db: Database, provider: PaymentProvider, userId: number, paymentId: string) {
  try {
    const card = await provider.savedCardOf(paymentId);
    if (card) await saveCardToken(db, userId, card);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
  }
}

/** The browser's report of a successful payment, checked against the gateway order WE stored. */
export async function verifyPayment(
  { db, payments: provider }: OrdersContext,
  userId: number,
  input: { order_id: number; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<OrderRecord> {
  const outcome = await withRetriedTransaction(db, async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, input.order_id), eq(orders.userId, userId)))
      .for('update');
    if (!order) throw notFound('Order not found.');
    const genuine =
      order.providerOrderId !== null &&
      input.razorpay_order_id === order.providerOrderId &&
      provider.verifyPayment(order.providerOrderId, input.razorpay_payment_id, input.razorpay_signature);
    if (!genuine) {
      // Told within the transaction, which commits: the answer is an error, the notification stays.
      if (awaitsPayment(order)) await recordPaymentFailed(tx, order);
      return { kind: 'failed' as const };
    }
    return applyCapturedPayment(tx, order, input.razorpay_payment_id, order.totalPaise);
  });
  if (outcome.kind === 'failed') throw new HttpError(400, { detail: VERIFICATION_FAILED });
  if (outcome.kind === 'needs_refund') throw new HttpError(409, { detail: PAYMENT_CAPTURED_BUT_FAILED });
  await keepSavedCard(db, provider, userId, input.razorpay_payment_id);
  return loadOrder(db, outcome.order);
}

interface RazorpayWebhook {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; amount?: number } } };
}

/**
 * Razorpay's server-to-server report. The signature covers the raw body; each event id is handled
 * once; `payment.captured` and `order.paid` pay the order, `payment.failed` leaves it waiting for
 * another attempt (or for its hold to run out) and tells the customer.
 */
export async function handleRazorpayWebhook(
  { db, payments: provider }: OrdersContext,
  rawBody: Buffer,
  signature: string,
  eventId: string,
): Promise<'handled' | 'duplicate' | 'ignored'> {
  if (!provider.verifyWebhook(rawBody, signature)) throw new HttpError(400, { detail: 'Invalid webhook signature.' });
  let event: RazorpayWebhook;
  try {
    event = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhook;
  } catch {
    throw new HttpError(400, { detail: 'The webhook body is not JSON.' });
  }
  return withRetriedTransaction(db, async (tx) => {
    const recorded = await tx
      .insert(paymentEvents)
      .values({ eventId, type: String(event.event ?? 'unknown'), payload: event })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId });
    if (recorded.length === 0) return 'duplicate';
    const payment = event.payload?.payment?.entity;
    if (event.event === 'payment.failed' && payment?.order_id) {
      const [order] = await tx.select().from(orders).where(eq(orders.providerOrderId, payment.order_id)).for('update');
      if (!order || !awaitsPayment(order)) return 'ignored';
      await recordPaymentFailed(tx, order);
      return 'handled';
    }
    if ((event.event !== 'payment.captured' && event.event !== 'order.paid') || !payment?.id || !payment.order_id) {
      return 'ignored';
    }
    const [order] = await tx.select().from(orders).where(eq(orders.providerOrderId, payment.order_id)).for('update');
    if (!order) return 'ignored';
    await applyCapturedPayment(tx, order, payment.id, payment.amount ?? 0);
    return 'handled';
  });
}
