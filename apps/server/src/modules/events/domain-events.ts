import type { Language, PaymentMethod } from '@makerbazaar/core';
import type { Transaction } from '../../db/client.js';
import { domainEvents } from '../../db/schema/events.js';
import { afterCommit } from '../../db/transaction.js';
import { deliverAfterCommit } from './event-delivery.js';

/** A line of an order as the notices about it name it. */
export interface EventOrderLine {
  productName: string;
  quantity: number;
  unitPricePaise: number;
}

/** The order an event is about, and whose it is. */
export interface OrderRef {
  orderId: number;
  orderNumber: string;
  userId: number;
}

/** An order as its confirmation states it. */
export interface OrderFacts extends OrderRef {
  paymentMethod: PaymentMethod;
  totalPaise: number;
  discountPaise: number;
  couponCode: string | null;
  shippingAddress: string;
  lines: EventOrderLine[];
}

/** A course as its enrolment e-mail describes it. */
export interface EnrolledCourse {
  id: number;
  slug: string;
  title: string;
  instructor: string;
  duration: string;
  level: string;
  syllabus: { title: string }[];
  kit: string[];
}

/**
 * Everything that happened, by name, with what its subscribers need to know
 * (docs/decisions/025-domain-events.md). A payload carries ids and the facts the notices quote,
 * so a subscriber does not read another module's tables to say what happened.
 */
export interface DomainEventPayloads {
  /** A customer placed an order: with cash on delivery it is confirmed at once, online it waits for payment. */
  'order.placed': OrderFacts;
  /** A captured payment paid a waiting online order, which is now confirmed. */
  'payment.captured': OrderFacts & { paymentId: string; amountPaise: number };
  /** A payment for a waiting online order did not go through; the order still waits. */
  'payment.failed': OrderRef;
  /** Money went back to the customer: a refund of the order's payment, or a stray payment sent back whole or in part. */
  'order.refunded': OrderRef & {
    amountPaise: number;
    reason: string;
    /** Of the order's own payment (which lowers its invoice by a credit note), not a stray one. */
    ofOrder: boolean;
    /** Nothing more of that payment is left to refund. */
    fullyRefunded: boolean;
    /** The bank transfer's reference, when staff sent the money by bank rather than through the gateway. */
    bankReference: string | null;
  };
  /** Staff moved an order along: confirmed, packed, shipped (with its courier) or delivered. */
  'order.status_changed': OrderRef &
    ({ status: 'confirmed' | 'packed' | 'delivered' } | { status: 'shipped'; carrier: string; trackingNumber: string });
  /** An account was made at sign-up; its address waits for its verification link. */
  'user.registered': { userId: number; username: string; language: Language };
  /** Someone signed in to the account with its password, from the browser `userAgent` names. */
  'user.signed_in': { userId: number; userAgent: string };
  /** The account's password was changed, by its owner or through a reset link, and every session was ended. */
  'user.password_changed': { userId: number };
  /** A customer got a course: a free one's enrolment, or a paid one's payment. */
  'course.enrolled': { userId: number; course: EnrolledCourse };
  /** The shop owes money back on an order: told once per order, however the refund became due. */
  'refund.due': {
    orderId: number;
    orderNumber: string;
    /** Owed of the order's own payment, cancelled after it was paid online. */
    orderPaymentPaise: number;
    /** Owed of payments the order could not take. */
    unappliedPaise: number;
  };
  /** The morning's refunds that have waited more than a day, each listed once that day. */
  'refunds.overdue': { refunds: { orderId: number; orderNumber: string; owedPaise: number; owedSince: string }[] };
  /** A staff adjustment put a sold-out product back on the shelf. */
  'stock.restocked': { productId: number; quantity: number };
  /** An order was cancelled and its items are back on the shelf. */
  'order.cancelled': OrderRef & {
    /** The customer asked, the shop cancelled (with its reason as staff wrote it), or the online payment never came. */
    by: 'customer' | 'shop' | 'payment_timeout';
    shopReason: string | null;
    /** A payment the order holds is now among the refunds to make. */
    refundDue: boolean;
  };
}

export type DomainEventType = keyof DomainEventPayloads;
export type DomainEvent = { [K in DomainEventType]: { type: K; payload: DomainEventPayloads[K] } }[DomainEventType];

/**
 * Records that something happened, in the transaction of the change itself, so the event exists
 * exactly when the change does. Once that transaction commits, this process delivers the event to
 * its subscribers; the job queue delivers it if this process dies first.
 */
export async function recordEvent(tx: Transaction, event: DomainEvent): Promise<number> {
  const [row] = await tx
    .insert(domainEvents)
    .values({ type: event.type, payload: event.payload })
    .returning({ id: domainEvents.id });
  if (!row) throw new Error('the event was not recorded');
  afterCommit(tx, (db) => deliverAfterCommit(db, row.id));
  return row.id;
}
