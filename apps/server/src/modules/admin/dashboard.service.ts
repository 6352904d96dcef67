import { type AdminArea, type Dashboard, dateInIndia, LOW_STOCK_THRESHOLD, SHOP_TIME_ZONE } from '@makerbazaar/core';
import { and, asc, count, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { bulkQuoteRequests } from '../../db/schema/bulk-orders.js';
import { products } from '../../db/schema/catalog.js';
import { orders } from '../../db/schema/commerce.js';
import { contactMessages } from '../../db/schema/content.js';
import { stockLevels } from '../../db/schema/stock.js';
import { supportRequests } from '../../db/schema/support.js';
import { PAYMENT_HOLD_MS } from '../orders/orders.service.js';
import { refundsToMake } from '../orders/refunds-due.service.js';

/**
 * Revenue is money actually taken or owed. An order counts when it is not cancelled and is either
 * cash on delivery (owed at the door) or an online order whose payment was captured: payment status
 * completed, partially_refunded or refunded. Unpaid, failed and refund_pending online orders do not
 * count. What counts of such an order is its total (goods and any COD fee) minus every refund given
 * on it (`refunded_paise`), so a fully refunded order adds nothing and still counts as an order.
 */
export const countsAsRevenue = and(
  sql`${orders.status} <> 'cancelled'`,
  sql`(${orders.paymentMethod} = 'cod' or ${orders.paymentStatus} in ('completed', 'partially_refunded', 'refunded'))`,
);

/** Paise an order adds to revenue (see countsAsRevenue), summed over the selected orders. */
export const revenuePaise = sql<number>`coalesce(sum(${orders.totalPaise} - ${orders.refundedPaise}), 0)::bigint`;

const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_DAYS = 30;
/** A few of each kind on the dashboard; the linked list has the rest. */
const LISTED = 5;
const WAITING_STATUSES = ['pending', 'confirmed', 'packed', 'shipped'] as const;

/** Revenue in paise (see countsAsRevenue) and the number of orders, over a span of days. */
export interface SalesTotal {
  revenuePaise: number;
  orders: number;
}

export interface SalesRecord {
  today: SalesTotal;
  last7Days: SalesTotal;
  last30Days: SalesTotal;
  /** The last CHART_DAYS India days, oldest first; days without orders are zeros. */
  byDay: (SalesTotal & { date: string })[];
}

export interface AwaitingPaymentRecord {
  count: number;
  /** The first to be released, with when: PAYMENT_HOLD_MS after each was placed. */
  soonest: { id: number; orderNumber: string; totalPaise: number; expiresAt: Date }[];
}

/** The dashboard's sections in paise; a section the staff member's areas do not open is null. */
export interface DashboardRecord {
  sales: SalesRecord | null;
  orders: Dashboard['orders'];
  awaitingPayment: AwaitingPaymentRecord | null;
  refundsDue: Dashboard['refunds_due'];
  stock: Dashboard['stock'];
  inbox: Dashboard['inbox'];
}

/** The India date `days` before a YYYY-MM-DD date. */
function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/** The instant an India day begins: India keeps +05:30 all year, with no daylight saving. */
function startOfIndiaDay(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

/** Revenue and order count per India day over the last CHART_DAYS days, today included. */
async function salesSection(db: Queryable, now: Date): Promise<SalesRecord> {
  const today = dateInIndia(now);
  const firstDay = daysBefore(today, CHART_DAYS - 1);
  const indiaDay = sql<string>`to_char(${orders.createdAt} at time zone ${SHOP_TIME_ZONE}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day: indiaDay, revenue: revenuePaise, orders: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(countsAsRevenue, gte(orders.createdAt, startOfIndiaDay(firstDay))))
    .groupBy(sql`1`);
  const byDate = new Map(rows.map((row) => [row.day, { revenuePaise: Number(row.revenue), orders: row.orders }]));
  const days = Array.from({ length: CHART_DAYS }, (_, index) => {
    const date = daysBefore(today, CHART_DAYS - 1 - index);
    return { date, ...(byDate.get(date) ?? { revenuePaise: 0, orders: 0 }) };
  });
  const total = (span: number): SalesTotal => {
    const recent = days.slice(-span);
    return {
      revenuePaise: recent.reduce((sum, day) => sum + day.revenuePaise, 0),
      orders: recent.reduce((sum, day) => sum + day.orders, 0),
    };
  };
  return { today: total(1), last7Days: total(7), last30Days: total(CHART_DAYS), byDay: days };
}

async function ordersSection(db: Queryable): Promise<NonNullable<Dashboard['orders']>> {
  const rows = await db
    .select({ status: orders.status, n: sql<number>`count(*)::int` })
    .from(orders)
    .where(inArray(orders.status, [...WAITING_STATUSES]))
    .groupBy(orders.status);
  const counts = Object.fromEntries(rows.map((row) => [row.status, row.n]));
  return {
    pending: counts.pending ?? 0,
    confirmed: counts.confirmed ?? 0,
    packed: counts.packed ?? 0,
    shipped: counts.shipped ?? 0,
  };
}

/** Online orders still waiting for their payment: released PAYMENT_HOLD_MS after they were placed. */
async function paymentsSection(db: Queryable): Promise<AwaitingPaymentRecord> {
  const awaiting = and(
    eq(orders.paymentMethod, 'online'),
    eq(orders.paymentStatus, 'pending'),
    eq(orders.status, 'pending'),
  );
  const [total] = await db.select({ n: count() }).from(orders).where(awaiting);
  const soonest = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      totalPaise: orders.totalPaise,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(awaiting)
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(LISTED);
  return {
    count: total?.n ?? 0,
    soonest: soonest.map(({ createdAt, ...row }) => ({
      ...row,
      expiresAt: new Date(createdAt.getTime() + PAYMENT_HOLD_MS),
    })),
  };
}

/**
 * Every product, shown or hidden, as the product list filtered by `stock=low` / `stock=out` counts
 * them: a hidden product sold out still needs restocking before it is shown again.
 */
async function stockSection(db: Queryable): Promise<NonNullable<Dashboard['stock']>> {
  const low = and(gte(stockLevels.quantity, 1), lte(stockLevels.quantity, LOW_STOCK_THRESHOLD));
  const out = lte(stockLevels.quantity, 0);
  const [counts] = await db
    .select({
      low: sql<number>`count(*) filter (where ${low})::int`,
      out: sql<number>`count(*) filter (where ${out})::int`,
    })
    .from(stockLevels);
  const listed = (where: typeof low) =>
    db
      .select({ id: products.id, name: products.name, slug: products.slug, stock: stockLevels.quantity })
      .from(stockLevels)
      .innerJoin(products, eq(products.id, stockLevels.productId))
      .where(where)
      .orderBy(asc(stockLevels.quantity), asc(products.name))
      .limit(LISTED);
  const [lowest, soldOut] = await Promise.all([listed(low), listed(out)]);
  return { low: counts?.low ?? 0, out: counts?.out ?? 0, lowest, sold_out: soldOut };
}

async function inboxSection(db: Queryable): Promise<NonNullable<Dashboard['inbox']>> {
  const [[messages], [tickets], [quotes]] = await Promise.all([
    db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
    db.select({ n: count() }).from(supportRequests).where(eq(supportRequests.status, 'open')),
    db.select({ n: count() }).from(bulkQuoteRequests).where(eq(bulkQuoteRequests.status, 'new')),
  ]);
  return { new_messages: messages?.n ?? 0, open_tickets: tickets?.n ?? 0, new_quotes: quotes?.n ?? 0 };
}

/** The dashboard as a staff member with these areas sees it: the sections they may not open are null. */
export async function dashboardFor(
  db: Queryable,
  areas: readonly AdminArea[],
  now = new Date(),
): Promise<DashboardRecord> {
  const opens = (area: AdminArea) => areas.includes(area);
  const [sales, waiting, payments, refunds, stock, inbox] = await Promise.all([
    opens('orders') ? salesSection(db, now) : null,
    opens('orders') ? ordersSection(db) : null,
    opens('orders') ? paymentsSection(db) : null,
    opens('orders') ? refundsToMake(db, now) : null,
    opens('catalogue') ? stockSection(db) : null,
    opens('support') ? inboxSection(db) : null,
  ]);
  return { sales, orders: waiting, awaitingPayment: payments, refundsDue: refunds, stock, inbox };
}
