import {
  type Dashboard,
  dateInIndia,
  isRefundOverdue,
  paiseToRupees,
  REFUND_OVERDUE_AFTER_MS,
  type RefundDue,
  SHOP_TIME_ZONE,
  type UnappliedPayment,
} from '@makerbazaar/core';
import { and, asc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { orders, payments, refundNotices } from '../../db/schema/commerce.js';
import { users } from '../../db/schema/users.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { recordEvent } from '../events/domain-events.js';

/*
 * A refund is due on an order while the shop holds money of the customer's it must give back: the
 * payment of an order cancelled after it was paid online (payment status refund_pending), until it
 * is refunded in full, and any payment the order could not take (a payment row `needs_refund`: it
 * arrived after the order was cancelled, was a second one, or was of the wrong amount), until it has
 * gone back. Nothing is stored about it but what staff were told (refund_notices): the amounts come
 * from the orders, payments and refunds themselves, so a refund made leaves every list at once.
 */

/** Paise of a payment the order could not take (`p`) that have not gone back yet. */
const UNAPPLIED_LEFT = sql.raw(
  '(p.amount_paise - coalesce((select sum(r.amount_paise) from refunds r where r.provider_payment_id = p.provider_payment_id), 0))',
);

/** Paise of the order's own payment still owed back: a paid online order, cancelled, until refunded in full. */
const orderPaymentOwed = sql<number>`(case when ${orders.paymentStatus} = 'refund_pending' and ${orders.status} = 'cancelled' and exists (select 1 from payments ap where ap.order_id = ${orders.id} and ap.outcome = 'applied') then ${orders.totalPaise} - ${orders.refundedPaise} else 0 end)`;

/** Paise of payments the order could not take, still to go back. */
const unappliedOwed = sql<number>`coalesce((select sum(${UNAPPLIED_LEFT}) from payments p where p.order_id = ${orders.id} and p.outcome = 'needs_refund'), 0)`;

const owedPaise = sql<number>`(${orderPaymentOwed} + ${unappliedOwed})::int`.mapWith(Number);

/*
 * The pieces below are composed, never selected bare: drizzle writes a column of a one-table query's
 * selected field without its table, and inside a subquery an unqualified "id" is the subquery's own.
 */
const owedSinceCancelled = sql`case when ${orderPaymentOwed} > 0 then coalesce(${orders.cancelledAt}, ${orders.updatedAt}) end`;
const owedSincePayment = sql`(select min(p.created_at) from payments p where p.order_id = ${orders.id} and p.outcome = 'needs_refund' and ${UNAPPLIED_LEFT} > 0)`;

/** Since when the oldest money still owed on the order has waited: its cancellation, or the payment's arrival. */
const owedSince = sql<Date>`least(${owedSinceCancelled}, ${owedSincePayment})`.mapWith(orders.cancelledAt);

/** The orders that may owe a refund, found through indexes before their amounts are worked out. */
const mayOweRefund = sql`${orders.id} in (
  select o.id from orders o where o.payment_method = 'online' and o.payment_status = 'refund_pending'
  union all
  select p.order_id from payments p where p.outcome = 'needs_refund'
)`;

/** The orders owing a refund; with `overdue`, only those waiting more than a day at `now`. */
export function owingRefund(which: 'due' | 'overdue', now: Date): SQL | undefined {
  return and(
    mayOweRefund,
    sql`${owedPaise} > 0`,
    which === 'overdue' ? sql`${owedSince} < ${new Date(now.getTime() - REFUND_OVERDUE_AFTER_MS)}` : undefined,
  );
}

/** Longest waiting first: the order a list of refunds to make starts with. */
export const longestOwedFirst = [asc(owedSince), asc(orders.id)] as const;

/** Columns a query of orders selects to answer each one's refund due (with `refundDueOf`). */
export const refundDueColumns = { owedPaise, owedSince };

/** The refund due as the API answers it, from the columns `refundDueColumns` selected; null when none. */
export function refundDueOf(owed: { owedPaise: number; owedSince: Date | null }, now: Date): RefundDue | null {
  if (owed.owedPaise <= 0 || owed.owedSince === null) return null;
  return {
    amount: paiseToRupees(owed.owedPaise),
    since: owed.owedSince.toISOString(),
    overdue: isRefundOverdue(owed.owedSince, now),
  };
}

/** The refund due on one order, or null. */
export async function refundDueOn(db: Queryable, orderId: number, now: Date): Promise<RefundDue | null> {
  const [owed] = await db.select(refundDueColumns).from(orders).where(eq(orders.id, orderId));
  return owed ? refundDueOf(owed, now) : null;
}

/** What of a `payments` row has not gone back (as UNAPPLIED_LEFT, for a query of the table itself). */
const unappliedLeft = sql`(${payments.amountPaise} - coalesce((select sum(r.amount_paise) from refunds r where r.provider_payment_id = ${payments.providerPaymentId}), 0))`;

/** The payments an order could not take, oldest first, with what of each has not gone back. */
export async function unappliedPaymentsOf(db: Queryable, orderId: number): Promise<UnappliedPayment[]> {
  const rows = await db
    .select({
      provider: payments.provider,
      providerPaymentId: payments.providerPaymentId,
      amountPaise: payments.amountPaise,
      leftPaise: sql<number>`${unappliedLeft}::int`.mapWith(Number),
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.outcome, 'needs_refund')))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((row) => ({
    provider: row.provider,
    provider_payment_id: row.providerPaymentId,
    amount: paiseToRupees(row.amountPaise),
    refundable_amount: paiseToRupees(row.leftPaise),
    received_at: row.createdAt.toISOString(),
  }));
}

/** A few on the dashboard; the orders list filtered by `refund=due` has the rest. */
const LISTED = 5;

const customerName = sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.username})`;

/** The dashboard's refunds to make: how many, how many overdue, what they add up to, and the longest waiting. */
export async function refundsToMake(db: Queryable, now: Date): Promise<NonNullable<Dashboard['refunds_due']>> {
  const overdueSince = new Date(now.getTime() - REFUND_OVERDUE_AFTER_MS);
  const [totals] = await db
    .select({
      count: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${owedSince} < ${overdueSince}))::int`,
      owedPaise: sql<number>`coalesce(sum(${owedPaise}), 0)::bigint`.mapWith(Number),
    })
    .from(orders)
    .where(owingRefund('due', now));
  const oldest = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber, customerName, ...refundDueColumns })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(owingRefund('due', now))
    .orderBy(...longestOwedFirst)
    .limit(LISTED);
  return {
    count: totals?.count ?? 0,
    overdue: totals?.overdue ?? 0,
    total_amount: paiseToRupees(totals?.owedPaise ?? 0),
    oldest: oldest.flatMap((row) => {
      const due = refundDueOf(row, now);
      return due ? [{ id: row.id, order_number: row.orderNumber, customer_name: row.customerName, ...due }] : [];
    }),
  };
}

/** The India hour from which the morning's reminder of overdue refunds goes out. */
const REMINDER_HOUR = 9;

function indiaHour(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: SHOP_TIME_ZONE }).format(now),
  );
}

/**
 * Records `refund.due` for each order whose refund became due since the last look, once per order,
 * for the staff who refund to hear of it. Run by the minute's scheduled sweep, so a refund however
 * it became due (a customer's or the shop's cancellation, a payment arriving late, twice or short)
 * is told within a minute. Safe from several processes: the order's notice row is written by one of
 * them only.
 */
export async function recordRefundsDue(db: Database, now = new Date()): Promise<void> {
  await withRetriedTransaction(db, async (tx) => {
    const announced = await tx
      .insert(refundNotices)
      .select(sql`select ${orders.id}, ${now}::timestamptz, null::date from ${orders} where ${owingRefund('due', now)}`)
      .onConflictDoNothing()
      .returning({ orderId: refundNotices.orderId });
    if (announced.length === 0) return;
    const owed = await tx
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        orderPaymentPaise: sql<number>`${orderPaymentOwed}::int`.mapWith(Number),
        unappliedPaise: sql<number>`${unappliedOwed}::int`.mapWith(Number),
      })
      .from(orders)
      .where(
        inArray(
          orders.id,
          announced.map((row) => row.orderId),
        ),
      )
      .orderBy(asc(orders.id));
    for (const refund of owed) await recordEvent(tx, { type: 'refund.due', payload: refund });
  });
}

/**
 * The morning's reminder, from 9:00 India time: each refund that has waited more than a day is
 * claimed for today once, and the day's claims are recorded as one `refunds.overdue`, which the
 * staff who refund receive as a list. Run each minute, so a morning the shop was down at 9:00
 * still gets it; safe from several processes, as each order is claimed once a day.
 */
export async function recordOverdueRefunds(db: Database, now = new Date()): Promise<void> {
  if (indiaHour(now) < REMINDER_HOUR) return;
  const today = dateInIndia(now);
  await withRetriedTransaction(db, async (tx) => {
    const claimed = await tx
      .update(refundNotices)
      .set({ remindedOn: today })
      .where(
        and(
          or(isNull(refundNotices.remindedOn), lt(refundNotices.remindedOn, today)),
          sql`${refundNotices.orderId} in (select ${orders.id} from ${orders} where ${owingRefund('overdue', now)})`,
        ),
      )
      .returning({ orderId: refundNotices.orderId });
    if (claimed.length === 0) return;
    const overdue = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, ...refundDueColumns })
      .from(orders)
      .where(
        inArray(
          orders.id,
          claimed.map((row) => row.orderId),
        ),
      )
      .orderBy(...longestOwedFirst);
    const refunds = overdue.map((order) => ({
      orderId: order.id,
      orderNumber: order.orderNumber,
      owedPaise: order.owedPaise,
      owedSince: order.owedSince.toISOString(),
    }));
    await recordEvent(tx, { type: 'refunds.overdue', payload: { refunds } });
  });
}
