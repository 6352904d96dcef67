import {
  type AdminOrder,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  nextStatuses,
  type OrderStatus,
  type Paginated,
  paiseToRupees,
  type RefundDue,
  trackingLinkOf,
} from '@makerbazaar/core';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { payments as capturedPayments, orderItems, orders, refunds } from '../../db/schema/commerce.js';
import { users } from '../../db/schema/users.js';
import { notFound } from '../../lib/errors.js';
import { containing } from '../../lib/like-pattern.js';
import { onePage, paginate } from '../../lib/pagination.js';
import { documentsOfOrders, orderDocumentLinks } from '../invoices/invoices.service.js';
import { restockedFromOrder } from '../stock/stock.service.js';
import { orderTimeline } from './order-timeline.service.js';
import { itemsOf, type OrderRow, PAYMENT_HOLD_MS } from './orders.service.js';
import {
  longestOwedFirst,
  owingRefund,
  refundDueColumns,
  refundDueOf,
  refundDueOn,
  unappliedPaymentsOf,
} from './refunds-due.service.js';

export const ORDER_NOT_FOUND = 'Order not found.';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** An online order still inside its payment hold: its stock is released when the hold ends. */
const awaitingPayment = (row: Pick<OrderRow, 'paymentMethod' | 'paymentStatus' | 'status'>) =>
  row.paymentMethod === 'online' && row.paymentStatus === 'pending' && row.status === 'pending';

/** The last six-digit number of an Indian address is its pincode. */
function pincodeOf(address: string): string | null {
  return address.match(/\b\d{6}\b/g)?.at(-1) ?? null;
}

/**
 * Why staff may not move the order to `to`, or null when they may: the status machine of core, and
 * an online order is confirmed by its payment, never by hand.
 */
export function moveBlocker(row: Pick<OrderRow, 'status' | 'paymentMethod' | 'paymentStatus'>, to: OrderStatus) {
  if (row.status === to) return `This order is already ${to}.`;
  if (!nextStatuses(row.status).includes(to)) {
    return `This order is ${row.status}, so it cannot be ${to === 'cancelled' ? 'cancelled' : `marked ${to}`}. ${
      row.status === 'cancelled' || row.status === 'delivered'
        ? 'Nothing more happens to it.'
        : `From here it can be ${nextStatuses(row.status).join(' or ')}.`
    }`;
  }
  if (to === 'confirmed' && awaitingPayment(row)) {
    return 'This order waits for its online payment: it is confirmed by itself when the payment arrives.';
  }
  return null;
}

const customerName = (user: { firstName: string; lastName: string; username: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;

/** Order number, customer (username, name, e-mail), phone (spaces and dashes ignored) or pincode. */
function matching(q: string): SQL | undefined {
  const pattern = containing(q.toLowerCase());
  const digits = q.replace(/[\s-]/g, '');
  return sql`(${sql.join(
    [
      sql`lower(${orders.orderNumber}) like ${pattern}`,
      sql`lower(${users.username}) like ${pattern}`,
      sql`lower(${users.email}) like ${pattern}`,
      sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
      /^\+?\d{4,}$/.test(digits) ? sql`${orders.phoneNumber} like ${containing(digits)}` : undefined,
      /^\d{6}$/.test(digits) ? sql`${orders.shippingAddress} like ${containing(digits)}` : undefined,
    ].filter((condition) => condition !== undefined),
    sql` or `,
  )})`;
}

const ORDERINGS = {
  created_at: [asc(orders.createdAt), asc(orders.id)],
  '-created_at': [desc(orders.createdAt), desc(orders.id)],
  total_amount: [asc(orders.totalPaise), asc(orders.id)],
  '-total_amount': [desc(orders.totalPaise), desc(orders.id)],
} as const;

export async function listAdminOrders(
  db: Queryable,
  query: AdminOrderListQuery,
  url: string,
  now = new Date(),
): Promise<Paginated<AdminOrderSummary>> {
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.payment ? eq(orders.paymentStatus, query.payment) : undefined,
    query.awaiting === 'payment'
      ? and(eq(orders.paymentMethod, 'online'), eq(orders.paymentStatus, 'pending'), eq(orders.status, 'pending'))
      : undefined,
    query.refund ? owingRefund(query.refund, now) : undefined,
    query.q ? matching(query.q) : undefined,
  );
  // Orders awaiting payment come soonest-to-expire first (the oldest hold ends first); refunds to
  // make, longest waiting first.
  const ordering = query.ordering
    ? ORDERINGS[query.ordering]
    : query.refund
      ? longestOwedFirst
      : ORDERINGS[query.awaiting === 'payment' ? 'created_at' : '-created_at'];
  const page = { page: query.page, pageSize: query.page_size };
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const rows = await onePage(
    db
      .select({
        order: orders,
        user: { username: users.username, email: users.email, firstName: users.firstName, lastName: users.lastName },
        items: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
        ...refundDueColumns,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...ordering)
      .$dynamic(),
    page,
  );
  return paginate(
    url,
    page,
    total?.n ?? 0,
    rows.map(({ order, user, items, ...owed }) => toSummary(order, user, Number(items), refundDueOf(owed, now))),
  );
}

function toSummary(
  row: OrderRow,
  user: { username: string; email: string; firstName: string; lastName: string },
  totalItems: number,
  refundDue: RefundDue | null,
): AdminOrderSummary {
  return {
    id: row.id,
    order_number: row.orderNumber,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    total_amount: paiseToRupees(row.totalPaise),
    total_items: totalItems,
    customer_name: customerName(user),
    customer_email: user.email,
    phone_number: row.phoneNumber,
    pincode: pincodeOf(row.shippingAddress),
    payment_expires_at: awaitingPayment(row) ? new Date(row.createdAt.getTime() + PAYMENT_HOLD_MS).toISOString() : null,
    refund_due: refundDue,
  };
}

/**
 * What a refund may still give back: the rest of a payment captured online, or of the cash collected
 * on delivery (delivery marks it paid); nothing while unpaid.
 */
export function refundablePaise(row: OrderRow, capturedPaymentId: string | null): number {
  const paid = ['completed', 'refund_pending', 'partially_refunded'].includes(row.paymentStatus);
  const settled = row.paymentMethod === 'cod' || capturedPaymentId !== null;
  return paid && settled ? row.totalPaise - row.refundedPaise : 0;
}

/** The gateway payment that paid this order, which refunds go back through. */
export async function appliedPaymentOf(db: Queryable, orderId: number) {
  const [payment] = await db
    .select()
    .from(capturedPayments)
    .where(and(eq(capturedPayments.orderId, orderId), eq(capturedPayments.outcome, 'applied')));
  return payment;
}

export async function loadAdminOrder(db: Queryable, row: OrderRow, now = new Date()): Promise<AdminOrder> {
  const [customer] = await db.select().from(users).where(eq(users.id, row.userId));
  if (!customer) throw new Error(`order ${row.id} has no customer`);
  const items = (await itemsOf(db, [row.id])).get(row.id) ?? [];
  const restocked = await restockedFromOrder(db, row.id);
  const payment = await appliedPaymentOf(db, row.id);
  const given = await db.select().from(refunds).where(eq(refunds.orderId, row.id)).orderBy(asc(refunds.id));
  const documents = (await documentsOfOrders(db, [row.id])).get(row.id);
  return {
    ...toSummary(
      row,
      customer,
      items.reduce((sum, item) => sum + item.quantity, 0),
      await refundDueOn(db, row.id, now),
    ),
    goods_amount: paiseToRupees(row.goodsPaise),
    discount_amount: paiseToRupees(row.discountPaise),
    coupon_code: row.couponCode,
    cod_fee: paiseToRupees(row.codFeePaise),
    refunded_amount: paiseToRupees(row.refundedPaise),
    refundable_amount: paiseToRupees(refundablePaise(row, payment?.providerPaymentId ?? null)),
    items: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_slug: item.productSlug,
      name: item.productName,
      image: item.productImage,
      quantity: item.quantity,
      price: paiseToRupees(item.unitPricePaise),
      line_total: paiseToRupees(item.unitPricePaise * item.quantity),
      restocked: item.productId === null ? 0 : (restocked.get(item.productId) ?? 0),
    })),
    shipping_address: row.shippingAddress,
    customer: {
      id: customer.id,
      username: customer.username,
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      phone: customer.phone,
    },
    payment_provider: row.paymentProvider,
    provider_payment_id: payment?.providerPaymentId ?? null,
    unapplied_payments: await unappliedPaymentsOf(db, row.id),
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: trackingLinkOf(row.carrier, row.trackingNumber)?.url ?? null,
    paid_at: iso(row.paidAt),
    confirmed_at: iso(row.confirmedAt),
    packed_at: iso(row.packedAt),
    shipped_at: iso(row.shippedAt),
    delivered_at: iso(row.deliveredAt),
    cancelled_at: iso(row.cancelledAt),
    next_statuses: nextStatuses(row.status).filter((to) => moveBlocker(row, to) === null),
    timeline: await orderTimeline(db, row.id),
    refunds: given.map((refund) => ({
      id: refund.id,
      amount: paiseToRupees(refund.amountPaise),
      reason: refund.reason,
      provider: refund.provider,
      provider_refund_id: refund.providerRefundId,
      actor: refund.actorName,
      created_at: refund.createdAt.toISOString(),
    })),
    ...orderDocumentLinks(documents, 'staff'),
  };
}

export async function getAdminOrder(db: Database, orderId: number): Promise<AdminOrder> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return loadAdminOrder(db, row);
}
