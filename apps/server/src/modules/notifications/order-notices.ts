import { formatInr, paiseToRupees } from '@makerbazaar/core';
import type { Queryable } from '../../db/client.js';
import {
  orderCancelledEmail,
  orderConfirmationEmail,
  orderConfirmedEmail,
  orderDeliveredEmail,
  orderPackedEmail,
  orderRefundedEmail,
  orderShippedEmail,
} from '../email/templates.js';
import type { DomainEventPayloads, OrderFacts } from '../events/domain-events.js';
import { subscriber } from '../events/event-delivery.js';
import {
  CREDIT_NOTE_ON_CANCELLATION,
  CREDIT_NOTE_ON_REFUND,
  INVOICE_ON_CONFIRMATION,
  INVOICE_ON_PAYMENT,
} from '../invoices/invoice-subscribers.js';
import { documentsOfOrders } from '../invoices/invoices.service.js';
import { type NotificationDraft, notify } from './notifications.service.js';

/** Where a notification about an order takes its customer. */
const orderPath = (orderId: number) => `/orders/${orderId}`;

/** A notification about one of the customer's orders, in the transaction of the subscriber that tells it. */
export function notifyAboutOrder(
  tx: Queryable,
  order: { orderId: number; userId: number },
  notice: Pick<NotificationDraft, 'title' | 'message' | 'email' | 'emailKind'>,
  shopUrl: string,
): Promise<void> {
  return notify(
    tx,
    order.userId,
    { topic: 'orderUpdates', type: 'order', actionUrl: orderPath(order.orderId), ...notice },
    shopUrl,
  );
}

/**
 * The notification of a confirmed order; its e-mail is the order confirmation with the items and
 * total, and the tax invoice issued with it attached.
 */
async function notifyConfirmation(
  tx: Queryable,
  order: OrderFacts,
  shopUrl: string,
  notice: { title: string; message: string },
): Promise<void> {
  const invoice = (await documentsOfOrders(tx, [order.orderId])).get(order.orderId)?.invoice;
  const details = {
    invoice: invoice ? { id: invoice.id, number: invoice.number } : null,
    orderNumber: order.orderNumber,
    totalRupees: formatInr(paiseToRupees(order.totalPaise)),
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    lines: order.lines.map(
      (l) => `${l.quantity} × ${l.productName} — ${formatInr(paiseToRupees(l.unitPricePaise * l.quantity))}`,
    ),
    coupon:
      order.discountPaise > 0 && order.couponCode
        ? { code: order.couponCode, amountRupees: formatInr(paiseToRupees(order.discountPaise)) }
        : null,
  };
  await notifyAboutOrder(
    tx,
    order,
    { ...notice, email: (to) => orderConfirmationEmail(to, details, shopUrl) },
    shopUrl,
  );
}

const REFUND_PROMISE = ' We will refund your payment the way you paid.';

/** What a cancelled order's customer is told, by who cancelled it; the e-mail carries the credit note it got. */
async function notifyCancellation(
  tx: Queryable,
  order: DomainEventPayloads['order.cancelled'],
  shopUrl: string,
): Promise<void> {
  const { orderNumber, refundDue, shopReason } = order;
  if (order.by === 'payment_timeout') {
    await notifyAboutOrder(
      tx,
      order,
      {
        title: 'Order cancelled',
        message:
          `We did not receive the payment for your order ${orderNumber} within 30 minutes, so it is cancelled ` +
          'and its items are back on sale.' +
          (refundDue ? ' The payment that did arrive will be refunded.' : ''),
        emailKind: 'order_cancelled',
      },
      shopUrl,
    );
    return;
  }
  const creditNote = await newestCreditNote(tx, order.orderId);
  const message =
    order.by === 'customer'
      ? `Your order ${orderNumber} is cancelled as you asked.`
      : `We had to cancel your order ${orderNumber}${shopReason ? `: ${shopReason}` : '.'}`;
  await notifyAboutOrder(
    tx,
    order,
    {
      title: 'Order cancelled',
      message: message + (refundDue ? REFUND_PROMISE : ''),
      email: (to) =>
        orderCancelledEmail(
          to,
          { orderNumber, shopReason: order.by === 'shop' ? (shopReason ?? '') : null, refundDue, creditNote },
          shopUrl,
        ),
    },
    shopUrl,
  );
}

/** The newest credit note of an order: the one the change being told of issued, as it ran just before. */
async function newestCreditNote(tx: Queryable, orderId: number) {
  return (await documentsOfOrders(tx, [orderId])).get(orderId)?.creditNotes.at(-1) ?? null;
}

async function notifyRefund(tx: Queryable, refund: DomainEventPayloads['order.refunded'], shopUrl: string) {
  const amount = formatInr(paiseToRupees(refund.amountPaise));
  const creditNote = refund.ofOrder ? await newestCreditNote(tx, refund.orderId) : null;
  await notifyAboutOrder(
    tx,
    refund,
    {
      title: 'Refund sent',
      message: refund.bankReference
        ? `We have sent ${amount} to your bank account for your order ${refund.orderNumber} (bank transfer reference ${refund.bankReference}).`
        : `We have refunded ${amount} for your order ${refund.orderNumber}. Banks usually show it within 5–7 working days.`,
      email: (to) =>
        orderRefundedEmail(
          to,
          {
            orderNumber: refund.orderNumber,
            amountRupees: amount,
            reason: refund.reason,
            fullyRefunded: refund.fullyRefunded,
            creditNote,
            bankReference: refund.bankReference,
          },
          shopUrl,
        ),
    },
    shopUrl,
  );
}

/** What the customer is told of each step staff move their order along, with that step's e-mail. */
function statusNotice(
  order: DomainEventPayloads['order.status_changed'],
  shopUrl: string,
): Pick<NotificationDraft, 'title' | 'message' | 'email'> {
  const number = order.orderNumber;
  const notice = { orderNumber: number };
  switch (order.status) {
    case 'confirmed':
      return {
        title: 'Order confirmed',
        message: `We have confirmed your order ${number}. We pack orders within 24–48 hours.`,
        email: (to) => orderConfirmedEmail(to, notice, shopUrl),
      };
    case 'packed':
      return {
        title: 'Order packed',
        message: `Your order ${number} is packed and waits for the courier.`,
        email: (to) => orderPackedEmail(to, notice, shopUrl),
      };
    case 'shipped':
      return {
        title: 'Order shipped',
        message: `Your order ${number} is on its way with ${order.carrier}, tracking number ${order.trackingNumber}.`,
        email: (to) =>
          orderShippedEmail(to, { ...notice, carrier: order.carrier, trackingNumber: order.trackingNumber }, shopUrl),
      };
    case 'delivered':
      return {
        title: 'Order delivered',
        message: `Your order ${number} has been delivered. You can review what you bought from the order.`,
        email: (to) => orderDeliveredEmail(to, notice, shopUrl),
      };
  }
}

export const orderNoticeSubscribers = [
  subscriber({
    name: 'notifications.order-placed',
    on: 'order.placed',
    after: [INVOICE_ON_CONFIRMATION],
    async handle(tx, order, { shopUrl }) {
      if (order.paymentMethod === 'cod') {
        await notifyConfirmation(tx, order, shopUrl, {
          title: 'Order placed',
          message: `Your order ${order.orderNumber} is placed with cash on delivery. We pack orders within 24–48 hours.`,
        });
      } else {
        await notifyAboutOrder(
          tx,
          order,
          {
            title: 'Order placed',
            message: `Your order ${order.orderNumber} waits for its online payment; its items are held for 30 minutes.`,
          },
          shopUrl,
        );
      }
    },
  }),
  subscriber({
    name: 'notifications.payment-captured',
    on: 'payment.captured',
    after: [INVOICE_ON_PAYMENT],
    async handle(tx, order, { shopUrl }) {
      await notifyConfirmation(tx, order, shopUrl, {
        title: 'Payment received',
        message: `We received ${formatInr(paiseToRupees(order.amountPaise))} for your order ${order.orderNumber}; it is confirmed.`,
      });
    },
  }),
  // So the customer can pay again while the items are held.
  subscriber({
    name: 'notifications.payment-failed',
    on: 'payment.failed',
    async handle(tx, order, { shopUrl }) {
      await notifyAboutOrder(
        tx,
        order,
        {
          title: 'Payment failed',
          message:
            `The payment for your order ${order.orderNumber} did not go through. Try again from the order: ` +
            'its items stay held for 30 minutes after checkout. If money left your account, it comes back.',
          emailKind: 'payment_failed',
        },
        shopUrl,
      );
    },
  }),
  subscriber({
    name: 'notifications.order-cancelled',
    on: 'order.cancelled',
    after: [CREDIT_NOTE_ON_CANCELLATION],
    handle: (tx, order, { shopUrl }) => notifyCancellation(tx, order, shopUrl),
  }),
  subscriber({
    name: 'notifications.order-refunded',
    on: 'order.refunded',
    after: [CREDIT_NOTE_ON_REFUND],
    handle: (tx, refund, { shopUrl }) => notifyRefund(tx, refund, shopUrl),
  }),
  subscriber({
    name: 'notifications.order-status',
    on: 'order.status_changed',
    handle: (tx, order, { shopUrl }) => notifyAboutOrder(tx, order, statusNotice(order, shopUrl), shopUrl),
  }),
];
