import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client.js';
import { orders } from '../../db/schema/commerce.js';
import { subscriber } from '../events/event-delivery.js';
import { issueCreditNote, issueInvoice } from './invoices.service.js';

/** Issues the tax invoice of a confirmed order, dated when the order was confirmed. */
async function invoiceOrder(tx: Transaction, orderId: number, confirmedAt: Date): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (order) await issueInvoice(tx, order, confirmedAt);
}

/** Named so the e-mails that carry the invoice can run after it. */
export const INVOICE_ON_CONFIRMATION = 'invoices.invoice-confirmed-order';
export const INVOICE_ON_PAYMENT = 'invoices.invoice-paid-order';
export const CREDIT_NOTE_ON_CANCELLATION = 'invoices.credit-cancelled-order';
export const CREDIT_NOTE_ON_REFUND = 'invoices.credit-refund';

export const invoiceSubscribers = [
  // Cash on delivery is confirmed as it is placed.
  subscriber({
    name: INVOICE_ON_CONFIRMATION,
    on: 'order.placed',
    async handle(tx, order, { occurredAt }) {
      if (order.paymentMethod === 'cod') await invoiceOrder(tx, order.orderId, occurredAt);
    },
  }),
  // An online order is confirmed by its payment.
  subscriber({
    name: INVOICE_ON_PAYMENT,
    on: 'payment.captured',
    async handle(tx, order, { occurredAt }) {
      await invoiceOrder(tx, order.orderId, occurredAt);
    },
  }),
  // A cancelled order that was invoiced gets a credit note reversing what its invoice still bills.
  subscriber({
    name: CREDIT_NOTE_ON_CANCELLATION,
    on: 'order.cancelled',
    async handle(tx, order, { occurredAt }) {
      await issueCreditNote(tx, order.orderId, { cancelled: true }, occurredAt);
    },
  }),
  // A refund of the order's own payment lowers its invoice by that amount.
  subscriber({
    name: CREDIT_NOTE_ON_REFUND,
    on: 'order.refunded',
    async handle(tx, refund, { occurredAt }) {
      if (!refund.ofOrder) return;
      await issueCreditNote(tx, refund.orderId, { refundPaise: refund.amountPaise, reason: refund.reason }, occurredAt);
    },
  }),
];
