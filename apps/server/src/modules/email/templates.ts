import { PAYMENT_STATUS_LABELS, RETURN_WINDOW_DAYS, SHOP, type SupportTopic } from '@makerbazaar/core';
import type { Acknowledgement, EmailMessage } from './outbox.service.js';

export interface Recipient {
  email: string;
  firstName: string;
  username: string;
}

const signature = `\n\n— The MakerBazaar team\n${SHOP.supportEmail} · ${SHOP.supportPhone}`;

export function welcomeEmail(user: Recipient, shopUrl: string): EmailMessage {
  return {
    to: user.email,
    kind: 'welcome',
    subject: 'Welcome to MakerBazaar',
    text:
      `Hi ${user.firstName || user.username},\n\n` +
      `Your MakerBazaar account "${user.username}" is ready. Sign in at ${shopUrl}/login to keep a ` +
      'wishlist, check out with cash on delivery or online payment, and follow your orders.' +
      signature,
  };
}

export function passwordResetEmail(user: Recipient, resetUrl: string): EmailMessage {
  return {
    to: user.email,
    kind: 'password_reset',
    subject: 'Reset your MakerBazaar password',
    text:
      `Hi ${user.firstName || user.username},\n\n` +
      `Someone asked to reset the password of your MakerBazaar account. To choose a new one, open:\n\n${resetUrl}\n\n` +
      'The link works once, for 30 minutes. If you did not ask for this, ignore this e-mail: your password stays as it is.' +
      signature,
  };
}

export function orderConfirmationEmail(
  to: { email: string; firstName: string; username: string },
  order: {
    orderNumber: string;
    totalRupees: string;
    paymentLabel: string;
    lines: string[];
    shippingAddress: string;
    /** The tax invoice issued with the confirmation, attached as a PDF. */
    invoice: { id: number; number: string } | null;
  },
  shopUrl: string,
): EmailMessage {
  return {
    to: to.email,
    kind: 'order_confirmation',
    subject: `Your MakerBazaar order ${order.orderNumber}`,
    attachments: order.invoice ? [{ kind: 'tax_document', id: order.invoice.id }] : [],
    text:
      `Hi ${to.firstName || to.username},\n\nThank you for your order ${order.orderNumber}.\n\n` +
      `${order.lines.join('\n')}\n\nTotal: ${order.totalRupees} (${order.paymentLabel})\n` +
      (order.invoice ? `Your tax invoice ${order.invoice.number} is attached as a PDF.\n` : '') +
      // An order of courses alone has no address: its access details come in their own e-mail.
      (order.shippingAddress
        ? `Shipping to: ${order.shippingAddress}\n\n` +
          `We pack orders within 24–48 hours. Follow it at ${shopUrl}/orders. You can cancel it there within 1 hour of placing it.`
        : `\nThere is nothing to ship: the course access details are in a separate e-mail. Your orders are at ${shopUrl}/orders.`) +
      signature,
  };
}

/** The e-mail of a notification that has no template of its own: its title, its text and a link to it. */
export function notificationEmail(
  to: Recipient,
  notice: { kind: string; title: string; message: string; actionUrl: string },
  shopUrl: string,
): EmailMessage {
  return {
    to: to.email,
    kind: notice.kind,
    subject: notice.title,
    text: `Hi ${to.firstName || to.username},\n\n${notice.message}\n\n${shopUrl}${notice.actionUrl}${signature}`,
  };
}

/** What every e-mail about an order's progress names. */
export interface OrderNotice {
  orderNumber: string;
}

/** An e-mail to the customer about one step of their order, with a link to follow it. */
function orderUpdateEmail(
  to: Recipient,
  order: OrderNotice,
  update: { kind: string; subject: string; body: string },
  shopUrl: string,
): EmailMessage {
  return {
    to: to.email,
    kind: update.kind,
    subject: `${update.subject}: order ${order.orderNumber}`,
    text:
      `Hi ${to.firstName || to.username},\n\n${update.body}\n\n` +
      `Follow your order at ${shopUrl}/orders.` +
      signature,
  };
}

export function orderConfirmedEmail(to: Recipient, order: OrderNotice, shopUrl: string): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    {
      kind: 'order_confirmed',
      subject: 'Confirmed',
      body: `We have confirmed your order ${order.orderNumber}. We pack orders within 24–48 hours.`,
    },
    shopUrl,
  );
}

export function orderPackedEmail(to: Recipient, order: OrderNotice, shopUrl: string): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    {
      kind: 'order_packed',
      subject: 'Packed',
      body: `Your order ${order.orderNumber} is packed and waits for the courier. We will e-mail the tracking number when it ships.`,
    },
    shopUrl,
  );
}

export function orderShippedEmail(
  to: Recipient,
  order: OrderNotice & { carrier: string; trackingNumber: string },
  shopUrl: string,
): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    {
      kind: 'order_shipped',
      subject: 'Shipped',
      body:
        `Your order ${order.orderNumber} is on its way with ${order.carrier}.\n\n` +
        `Tracking number: ${order.trackingNumber}\n\nTrack it on ${order.carrier}'s website with this number.`,
    },
    shopUrl,
  );
}

export function orderDeliveredEmail(to: Recipient, order: OrderNotice, shopUrl: string): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    {
      kind: 'order_delivered',
      subject: 'Delivered',
      body:
        `Your order ${order.orderNumber} has been delivered. We hope you enjoy building with it: ` +
        `you can review what you bought from your orders page. Returns are accepted within ${RETURN_WINDOW_DAYS} days.`,
    },
    shopUrl,
  );
}

export function orderCancelledByShopEmail(
  to: Recipient,
  order: OrderNotice & { reason: string; refundDue: boolean },
  shopUrl: string,
): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    {
      kind: 'order_cancelled',
      subject: 'Cancelled',
      body:
        `We are sorry: we have had to cancel your order ${order.orderNumber}.` +
        (order.reason ? `\n\nReason: ${order.reason}` : '') +
        (order.refundDue
          ? '\n\nThe money you paid will be refunded to your original payment method; we will e-mail you when it is sent.'
          : ''),
    },
    shopUrl,
  );
}

export function orderRefundedEmail(
  to: Recipient,
  order: OrderNotice & { amountRupees: string; reason: string; fullyRefunded: boolean },
  shopUrl: string,
): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    {
      kind: 'order_refunded',
      subject: 'Refund sent',
      body:
        `We have refunded ${order.amountRupees} for your order ${order.orderNumber}` +
        `${order.fullyRefunded ? ', the whole amount you paid' : ''}.\n\nReason: ${order.reason}\n\n` +
        'Banks usually show the money in your account within 5–7 working days.',
    },
    shopUrl,
  );
}

const bulleted = (lines: string[]) => lines.map((line) => `  • ${line}`).join('\n');

export function courseEnrolmentEmail(
  to: Recipient,
  course: {
    slug: string;
    title: string;
    instructor: string;
    duration: string;
    level: string;
    syllabus: { title: string }[];
    kit: string[];
  },
  shopUrl: string,
): EmailMessage {
  const kit =
    course.kit.length > 0
      ? 'What to have ready\n' +
        'Keep these parts at hand before the first hands-on lesson. Most of them are in our shop, ' +
        `and we pack orders within 24–48 hours:\n${bulleted(course.kit)}`
      : 'What to have ready\nA computer with a USB port and an internet connection is all you need.';
  const modules = course.syllabus.map((module, index) => `  ${index + 1}. ${module.title}`).join('\n');
  return {
    to: to.email,
    kind: 'course_enrolment',
    subject: `You're enrolled: ${course.title}`,
    text:
      `Hi ${to.firstName || to.username},\n\nYou are now enrolled in "${course.title}". Welcome aboard!\n\n` +
      `Instructor: ${course.instructor}\nDuration: ${course.duration}\nLevel: ${course.level}\n\n` +
      `Your course page, with the full syllabus, is at:\n${shopUrl}/courses/${course.slug}\n\n` +
      `${kit}\n\n` +
      (modules ? `What you will work through\n${modules}\n\n` : '') +
      `Stuck on a lesson or a part? Write to ${SHOP.supportEmail} with the course name and we will help.` +
      signature,
  };
}

export function newsletterConfirmationEmail(email: string, unsubscribeUrl: string, shopUrl: string): EmailMessage {
  return {
    to: email,
    kind: 'newsletter_confirmation',
    subject: "You're subscribed to the MakerBazaar newsletter",
    text:
      'Hello,\n\nThank you for subscribing to the MakerBazaar newsletter. We will write to this address about new ' +
      `boards and sensors, project ideas with their parts lists, new courses and offers. Browse the latest at ${shopUrl}.\n\n` +
      `If you did not sign up, or change your mind, unsubscribe with one click:\n${unsubscribeUrl}` +
      signature,
  };
}

/** To the shop's inbox: the sender's address is in the text, since the outbox has no Reply-To. */
export function contactMessageEmail(message: {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}): EmailMessage {
  return {
    to: SHOP.supportEmail,
    kind: 'contact_message',
    subject: `Contact form: ${message.subject}`,
    text:
      `New message #${message.id} from the contact form.\n\n` +
      `From: ${message.name} <${message.email}>\nSubject: ${message.subject}\n\n${message.message}\n\n` +
      `Reply to ${message.email}, then mark message #${message.id} as handled.`,
  };
}

const GATEWAY_NAMES = { razorpay: 'Razorpay', test: 'the built-in test gateway (no real money moved)' } as const;

/** To the shop's inbox: an order released unpaid although money was captured for it. */
export function refundNeededEmail(refund: {
  orderNumber: string;
  orderTotalRupees: string;
  payments: { id: string; gateway: keyof typeof GATEWAY_NAMES; amountRupees: string }[];
}): EmailMessage {
  return {
    to: SHOP.supportEmail,
    kind: 'refund_needed',
    subject: `Refund needed: order ${refund.orderNumber}`,
    text:
      `Order ${refund.orderNumber} (total ${refund.orderTotalRupees}) was paid online with an amount that does not ` +
      'match its total, so it was never confirmed. Its stock hold has run out: the order is now cancelled and its ' +
      'items are back on sale.\n\n' +
      `Captured for it, to be refunded to the customer:\n${bulleted(
        refund.payments.map((p) => `${p.amountRupees}, payment ${p.id} on ${GATEWAY_NAMES[p.gateway]}`),
      )}\n\n` +
      `Refund it from the gateway's dashboard. Until then the order's payment shows "${PAYMENT_STATUS_LABELS.refund_pending}".`,
  };
}

/** Acknowledgements reach whoever's address a form was given; this tells a stranger what to do. */
const notYou = 'If you did not write to us, please ignore this e-mail.';

/**
 * Acknowledgements go to whatever address a public form names, so they quote nothing the sender
 * typed (no name, message or notes that could carry someone's advertising to a stranger): only the
 * reference the shop gave and what the shop chose or checked.
 */
export function supportAcknowledgementEmail(
  request: { ticketNumber: string; email: string; topic: SupportTopic; checkedOrderNumber: string | null },
  replyWithin: string,
): Acknowledgement {
  return {
    to: request.email,
    kind: 'support_acknowledgement',
    subject: `We've received your request ${request.ticketNumber}`,
    text:
      `Hello,\n\nThank you for writing to MakerBazaar support. Your ticket number is ${request.ticketNumber}; ` +
      'please quote it if you write to us again about this.\n\n' +
      `Topic: ${request.topic}\n` +
      (request.checkedOrderNumber ? `Order: ${request.checkedOrderNumber}\n` : '') +
      `\nWe answer e-mail every day and will reply to this address within ${replyWithin}. ` +
      `For something urgent about an order, call us on ${SHOP.supportPhone} (${SHOP.supportHours}).\n\n` +
      notYou +
      signature,
  };
}

export function bulkQuoteAcknowledgementEmail(
  request: { reference: string; email: string; itemCount: number; neededBy: string },
  replyWithin: string,
): Acknowledgement {
  const items = `${request.itemCount.toLocaleString('en-IN')} ${request.itemCount === 1 ? 'item' : 'items'}`;
  return {
    to: request.email,
    kind: 'bulk_quote_acknowledgement',
    subject: `Your bulk quote request ${request.reference}`,
    text:
      `Hello,\n\nThank you for your bulk order enquiry. Your reference is ${request.reference}.\n\n` +
      `We have your list of ${items}, needed by ${request.neededBy}, and will e-mail you a quote with volume ` +
      `prices, GST and a delivery date within ${replyWithin}. If anything changes meanwhile, write to ` +
      `${SHOP.supportEmail} quoting the reference above.\n\n` +
      notYou +
      signature,
  };
}
