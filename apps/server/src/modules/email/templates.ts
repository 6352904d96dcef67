import {
  EMAIL_VERIFICATION_LINK_HOURS,
  type Language,
  type PaymentMethod,
  RETURN_WINDOW_DAYS,
  SHOP,
  type SupportTopic,
  trackingLinkOf,
} from '@makerbazaar/core';
import type { EnrolledCourse } from '../events/domain-events.js';
import { sayInLanguage } from './api-message-catalogues.js';
import type { Acknowledgement, EmailMessage } from './outbox.service.js';
import { EMAIL_TEXTS, type EmailTexts } from './texts/email-texts.js';

/** An address and the language to write to it in: all an e-mail that quotes nothing of the customer needs. */
export interface Mailbox {
  email: string;
  /** The language the customer reads the shop in: their e-mails are written in it. */
  language: Language;
}

/** A customer at a verified address, greeted by name. */
export interface Recipient extends Mailbox {
  firstName: string;
  username: string;
}

/** The team's signature, with the shop's support address and phone. */
function signature(texts: EmailTexts): string {
  return `\n\n${texts.team}\n${SHOP.supportEmail} · ${SHOP.supportPhone}`;
}

const greet = (texts: EmailTexts, to: Recipient) => texts.greeting(to.firstName || to.username);

export function welcomeEmail(user: Recipient, shopUrl: string): EmailMessage {
  const texts = EMAIL_TEXTS[user.language];
  return {
    to: user.email,
    kind: 'welcome',
    subject: texts.welcome.subject,
    text: `${greet(texts, user)}\n\n${texts.welcome.body({ username: user.username, loginUrl: `${shopUrl}/login` })}${signature(texts)}`,
  };
}

/**
 * An e-mail that greets nobody by name and quotes nothing the customer typed: for an address not
 * proven the customer's yet, or one anyone may have the shop write to.
 */
function unnamedEmail(
  to: Mailbox,
  kind: string,
  write: (texts: EmailTexts) => { subject: string; body: string },
): EmailMessage {
  const texts = EMAIL_TEXTS[to.language];
  const { subject, body } = write(texts);
  return { to: to.email, kind, subject, text: `${texts.helloGuest}\n\n${body}${signature(texts)}` };
}

/** Anyone may ask for a reset link for any address, which may not be verified yet. */
export function passwordResetEmail(to: Mailbox, resetUrl: string): EmailMessage {
  return unnamedEmail(to, 'password_reset', ({ passwordReset }) => ({
    subject: passwordReset.subject,
    body: passwordReset.body({ resetUrl }),
  }));
}

/** The one e-mail an address gets until it is verified: the link that verifies it, in the shop's own words. */
export function emailVerificationEmail(to: Mailbox, link: string, newAccount: boolean): EmailMessage {
  return unnamedEmail(to, 'email_verification', ({ emailVerification }) => ({
    subject: emailVerification.subject,
    body: emailVerification.body({ link, hours: EMAIL_VERIFICATION_LINK_HOURS, newAccount }),
  }));
}

/**
 * To the verified address an account asked to leave. Whoever asked may not be its owner, so it quotes
 * nothing they typed (not even the new address) and says how to stop the change.
 */
export function emailChangeNoticeEmail(to: Mailbox, shopUrl: string): EmailMessage {
  return unnamedEmail(to, 'email_change_notice', ({ emailChangeNotice, supportHours }) => ({
    subject: emailChangeNotice.subject,
    body: emailChangeNotice.body({
      profileUrl: `${shopUrl}/profile`,
      supportEmail: SHOP.supportEmail,
      phone: SHOP.supportPhone,
      hours: supportHours,
    }),
  }));
}

export function orderConfirmationEmail(
  to: Recipient,
  order: {
    orderNumber: string;
    totalRupees: string;
    paymentMethod: PaymentMethod;
    /** Each product line, as "2 × Arduino Uno R3 — ₹1,300.00". */
    lines: string[];
    coupon: { code: string; amountRupees: string } | null;
    shippingAddress: string;
    /** The tax invoice issued with the confirmation, attached as a PDF. */
    invoice: { id: number; number: string } | null;
  },
  shopUrl: string,
): EmailMessage {
  const texts = EMAIL_TEXTS[to.language];
  const placed = texts.orderPlaced;
  const ordersUrl = `${shopUrl}/orders`;
  const lines = order.coupon
    ? [...order.lines, placed.couponLine({ code: order.coupon.code, amount: order.coupon.amountRupees })]
    : order.lines;
  return {
    to: to.email,
    kind: 'order_confirmation',
    subject: placed.subject(order.orderNumber),
    attachments: order.invoice ? [{ kind: 'tax_document', id: order.invoice.id }] : [],
    text:
      `${greet(texts, to)}\n\n${placed.thanks(order.orderNumber)}\n\n` +
      `${lines.join('\n')}\n\n${placed.total({ total: order.totalRupees, payment: placed.payment[order.paymentMethod] })}\n` +
      (order.invoice ? `${placed.invoiceAttached(order.invoice.number)}\n` : '') +
      // An order of courses alone has no address: its access details come in their own e-mail.
      (order.shippingAddress
        ? `${placed.shippingTo(order.shippingAddress)}\n\n${placed.whatNext(ordersUrl)}`
        : `\n${placed.nothingToShip(ordersUrl)}`) +
      signature(texts),
  };
}

/**
 * The e-mail of a notification that has no template of its own: its title, its text and a link to
 * it. The notification's words are the shop's (English); the greeting and signature are the reader's.
 */
export function notificationEmail(
  to: Recipient,
  notice: { kind: string; title: string; message: string; actionUrl: string },
  shopUrl: string,
): EmailMessage {
  const texts = EMAIL_TEXTS[to.language];
  // The notification is written in English, as stored; the e-mail says it in the customer's language.
  return {
    to: to.email,
    kind: notice.kind,
    subject: sayInLanguage(notice.title, to.language),
    text: `${greet(texts, to)}\n\n${sayInLanguage(notice.message, to.language)}\n\n${shopUrl}${notice.actionUrl}${signature(texts)}`,
  };
}

/** What every e-mail about an order's progress names. */
export interface OrderNotice {
  orderNumber: string;
}

/** A credit note issued against the order's tax invoice by the change an e-mail tells of. */
export interface CreditNoteRef {
  id: number;
  number: string;
}

type OrderUpdates = EmailTexts['orderUpdate'];

interface OrderUpdate {
  step: string;
  body: string;
  /** The credit note the change issued, if any, and the sentence that names it under the body. */
  creditNote?: { note: CreditNoteRef | null; attached: (creditNoteNumber: string) => string };
}

/**
 * An e-mail to the customer about one step of their order, with a link to follow it. A credit note
 * the step issued is named in the body and attached as a PDF.
 */
function orderUpdateEmail(
  to: Recipient,
  order: OrderNotice,
  kind: string,
  write: (updates: OrderUpdates) => OrderUpdate,
  shopUrl: string,
): EmailMessage {
  const texts = EMAIL_TEXTS[to.language];
  const { step, body, creditNote } = write(texts.orderUpdate);
  const note = creditNote?.note;
  return {
    to: to.email,
    kind,
    subject: texts.orderUpdate.subject({ step, orderNumber: order.orderNumber }),
    attachments: note ? [{ kind: 'tax_document', id: note.id }] : [],
    text:
      `${greet(texts, to)}\n\n${body}` +
      (note && creditNote ? `\n\n${creditNote.attached(note.number)}` : '') +
      `\n\n${texts.orderUpdate.follow(`${shopUrl}/orders`)}${signature(texts)}`,
  };
}

export function orderConfirmedEmail(to: Recipient, order: OrderNotice, shopUrl: string): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    'order_confirmed',
    ({ confirmed }) => ({ step: confirmed.step, body: confirmed.body(order) }),
    shopUrl,
  );
}

export function orderPackedEmail(to: Recipient, order: OrderNotice, shopUrl: string): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    'order_packed',
    ({ packed }) => ({ step: packed.step, body: packed.body(order) }),
    shopUrl,
  );
}

export function orderShippedEmail(
  to: Recipient,
  order: OrderNotice & { carrier: string; trackingNumber: string },
  shopUrl: string,
): EmailMessage {
  const link = trackingLinkOf(order.carrier, order.trackingNumber);
  return orderUpdateEmail(
    to,
    order,
    'order_shipped',
    ({ shipped }) => ({ step: shipped.step, body: shipped.body({ ...order, link }) }),
    shopUrl,
  );
}

export function orderDeliveredEmail(to: Recipient, order: OrderNotice, shopUrl: string): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    'order_delivered',
    ({ delivered }) => ({
      step: delivered.step,
      body: delivered.body({ orderNumber: order.orderNumber, returnDays: RETURN_WINDOW_DAYS }),
    }),
    shopUrl,
  );
}

export function orderCancelledEmail(
  to: Recipient,
  order: OrderNotice & {
    /** The shop's reason as staff wrote it (maybe empty), or null when the customer cancelled. */
    shopReason: string | null;
    refundDue: boolean;
    /** The credit note the cancellation issued against the tax invoice. */
    creditNote: CreditNoteRef | null;
  },
  shopUrl: string,
): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    'order_cancelled',
    ({ cancelled, reason }) => ({
      step: cancelled.step,
      body:
        (order.shopReason === null ? cancelled.byCustomer(order) : cancelled.byShop(order)) +
        (order.shopReason ? `\n\n${reason(order.shopReason)}` : '') +
        (order.refundDue ? `\n\n${cancelled.refundDue}` : ''),
      creditNote: { note: order.creditNote, attached: cancelled.creditNoteAttached },
    }),
    shopUrl,
  );
}

export function orderRefundedEmail(
  to: Recipient,
  order: OrderNotice & {
    amountRupees: string;
    reason: string;
    fullyRefunded: boolean;
    /** The credit note the refund issued against the tax invoice. */
    creditNote: CreditNoteRef | null;
    /** The reference of the bank transfer staff sent a cash on delivery refund by; null through the gateway. */
    bankReference: string | null;
  },
  shopUrl: string,
): EmailMessage {
  return orderUpdateEmail(
    to,
    order,
    'order_refunded',
    ({ refunded, reason }) => ({
      step: refunded.step,
      body:
        `${refunded.body({ amount: order.amountRupees, orderNumber: order.orderNumber, whole: order.fullyRefunded })}` +
        `\n\n${reason(order.reason)}\n\n${order.bankReference ? refunded.bankTransfer(order.bankReference) : refunded.bankTime}`,
      creditNote: { note: order.creditNote, attached: refunded.creditNoteAttached },
    }),
    shopUrl,
  );
}

const bulleted = (lines: string[]) => lines.map((line) => `  • ${line}`).join('\n');

export function courseEnrolmentEmail(to: Recipient, course: Omit<EnrolledCourse, 'id'>, shopUrl: string): EmailMessage {
  const texts = EMAIL_TEXTS[to.language];
  const enrolment = texts.courseEnrolment;
  const kit =
    course.kit.length > 0
      ? `${enrolment.kitHeading}\n${enrolment.kitIntro}\n${bulleted(course.kit)}`
      : `${enrolment.kitHeading}\n${enrolment.noKit}`;
  const modules = course.syllabus.map((module, index) => `  ${index + 1}. ${module.title}`).join('\n');
  return {
    to: to.email,
    kind: 'course_enrolment',
    subject: enrolment.subject(course.title),
    text:
      `${greet(texts, to)}\n\n${enrolment.enrolled(course.title)}\n\n` +
      `${enrolment.facts(course)}\n\n` +
      `${enrolment.coursePage(`${shopUrl}/courses/${course.slug}`)}\n\n` +
      `${kit}\n\n` +
      (modules ? `${enrolment.syllabusHeading}\n${modules}\n\n` : '') +
      enrolment.stuck(SHOP.supportEmail) +
      signature(texts),
  };
}

/** To an address the newsletter form gave, in the language the page was read in. */
export function newsletterConfirmationEmail(
  email: string,
  language: Language,
  unsubscribeUrl: string,
  shopUrl: string,
): EmailMessage {
  const texts = EMAIL_TEXTS[language];
  return {
    to: email,
    kind: 'newsletter_confirmation',
    subject: texts.newsletter.subject,
    text: `${texts.helloGuest}\n\n${texts.newsletter.body({ shopUrl, unsubscribeUrl })}${signature(texts)}`,
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

/** A staff member the shop tells of work waiting for them (in English, as the back office is). */
interface StaffRecipient {
  email: string;
  username: string;
  firstName: string;
}

const STAFF_SIGNATURE = '\n\n— MakerBazaar back office';

/**
 * To each staff member who refunds, once per order: a refund became due. It names the order and the
 * amounts only, never what the customer typed.
 */
export function refundDueEmail(
  to: StaffRecipient,
  order: {
    id: number;
    orderNumber: string;
    /** What is owed of the order's own payment, cancelled after it was paid online. */
    cancelledAfterPayment: string | null;
    /** What is owed of payments the order could not take. */
    unappliedPayments: string | null;
  },
  shopUrl: string,
): EmailMessage {
  const reasons = [
    order.cancelledAfterPayment &&
      `Order ${order.orderNumber} was cancelled after it was paid online: ${order.cancelledAfterPayment} is to go back to the customer.`,
    order.unappliedPayments &&
      `A payment arrived for order ${order.orderNumber} that the order could not take (after it was cancelled, a second payment, or the wrong amount): ${order.unappliedPayments} is to go back to the customer.`,
  ].filter(Boolean);
  return {
    to: to.email,
    kind: 'refund_due',
    subject: `Refund to make: order ${order.orderNumber}`,
    text:
      `Hi ${to.firstName || to.username},\n\n${reasons.join('\n\n')}\n\n` +
      `Refund it from the order: ${shopUrl}/admin/orders/${order.id}?refund=open\n\n` +
      'A refund still waiting after a day is marked overdue, and you are reminded of it each morning.' +
      STAFF_SIGNATURE,
  };
}

/** To each staff member who refunds, each morning there are any: the refunds waiting more than a day. */
export function overdueRefundsEmail(
  to: StaffRecipient,
  refunds: { orderNumber: string; amount: string; since: string }[],
  shopUrl: string,
): EmailMessage {
  return {
    to: to.email,
    kind: 'refunds_overdue',
    subject: refunds.length === 1 ? '1 refund is overdue' : `${refunds.length} refunds are overdue`,
    text:
      `Hi ${to.firstName || to.username},\n\n` +
      `${refunds.length === 1 ? 'This refund has' : 'These refunds have'} waited more than a day:\n` +
      `${bulleted(refunds.map((refund) => `${refund.orderNumber}: ${refund.amount}, due since ${refund.since}`))}\n\n` +
      `Refund them from the back office: ${shopUrl}/admin/orders?refund=overdue` +
      STAFF_SIGNATURE,
  };
}

/**
 * Acknowledgements go to whatever address a public form names, so they quote nothing the sender
 * typed (no name, message or notes that could carry someone's advertising to a stranger): only the
 * reference the shop gave and what the shop chose or checked. They are written in the language the
 * form was filled in.
 */
export function supportAcknowledgementEmail(
  request: { ticketNumber: string; email: string; topic: SupportTopic; checkedOrderNumber: string | null },
  language: Language,
): Acknowledgement {
  const texts = EMAIL_TEXTS[language];
  const ack = texts.supportAcknowledgement;
  return {
    to: request.email,
    kind: 'support_acknowledgement',
    subject: ack.subject(request.ticketNumber),
    text:
      `${texts.helloGuest}\n\n${ack.thanks(request.ticketNumber)}\n\n` +
      `${ack.topic(ack.topics[request.topic])}\n` +
      (request.checkedOrderNumber ? `${ack.order(request.checkedOrderNumber)}\n` : '') +
      `\n${ack.reply({ replyTime: texts.replyTime, phone: SHOP.supportPhone, hours: texts.supportHours })}\n\n` +
      texts.notYou +
      signature(texts),
  };
}

export function bulkQuoteAcknowledgementEmail(
  request: { reference: string; email: string; itemCount: number; neededBy: string },
  language: Language,
): Acknowledgement {
  const texts = EMAIL_TEXTS[language];
  return {
    to: request.email,
    kind: 'bulk_quote_acknowledgement',
    subject: texts.bulkQuoteAcknowledgement.subject(request.reference),
    text:
      `${texts.helloGuest}\n\n` +
      texts.bulkQuoteAcknowledgement.body({ ...request, replyTime: texts.replyTime, supportEmail: SHOP.supportEmail }) +
      `\n\n${texts.notYou}${signature(texts)}`,
  };
}

/**
 * The link that confirms a guest's "Notify me when it is back": the one e-mail an address typed into
 * the product page gets until the link is followed. It names the shop's product, never the guest's words.
 */
export function backInStockConfirmationEmail(
  email: string,
  language: Language,
  alert: { productName: string; confirmUrl: string; days: number },
): Acknowledgement {
  const texts = EMAIL_TEXTS[language];
  return {
    to: email,
    kind: 'back_in_stock_confirmation',
    subject: texts.backInStock.confirmSubject(alert.productName),
    text: `${texts.helloGuest}\n\n${texts.backInStock.confirmBody(alert)}${signature(texts)}`,
  };
}

/** The one notice a guest who confirmed "Notify me when it is back" gets when the part is on the shelf again. */
export function backInStockNoticeEmail(
  email: string,
  language: Language,
  notice: { productName: string; productUrl: string },
): EmailMessage {
  const texts = EMAIL_TEXTS[language];
  return {
    to: email,
    kind: 'back_in_stock',
    subject: texts.backInStock.noticeSubject(notice.productName),
    text: `${texts.helloGuest}\n\n${texts.backInStock.noticeBody(notice)}${signature(texts)}`,
  };
}
