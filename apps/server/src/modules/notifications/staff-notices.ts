import { formatIndianDate, formatInr, paiseToRupees } from '@makerbazaar/core';
import { enqueueEmail } from '../email/outbox.service.js';
import { overdueRefundsEmail, refundDueEmail } from '../email/templates.js';
import { subscriber } from '../events/event-delivery.js';
import { staffWhoOpen } from '../staff/staff.service.js';

const rupees = (paise: number) => formatInr(paiseToRupees(paise));

/** The staff who refund (the roles that open orders) hear of each refund the shop owes, and each morning of overdue ones. */
export const staffNoticeSubscribers = [
  subscriber({
    name: 'notifications.refund-due',
    on: 'refund.due',
    async handle(tx, refund, { shopUrl }) {
      const order = {
        id: refund.orderId,
        orderNumber: refund.orderNumber,
        cancelledAfterPayment: refund.orderPaymentPaise > 0 ? rupees(refund.orderPaymentPaise) : null,
        unappliedPayments: refund.unappliedPaise > 0 ? rupees(refund.unappliedPaise) : null,
      };
      for (const person of await staffWhoOpen(tx, 'orders')) {
        await enqueueEmail(tx, refundDueEmail(person, order, shopUrl));
      }
    },
  }),
  subscriber({
    name: 'notifications.refunds-overdue',
    on: 'refunds.overdue',
    async handle(tx, { refunds }, { shopUrl }) {
      const lines = refunds.map((refund) => ({
        orderNumber: refund.orderNumber,
        amount: rupees(refund.owedPaise),
        since: formatIndianDate(new Date(refund.owedSince)),
      }));
      for (const person of await staffWhoOpen(tx, 'orders')) {
        await enqueueEmail(tx, overdueRefundsEmail(person, lines, shopUrl));
      }
    },
  }),
];
