import type { CustomerListQuery, CustomerMessage, Paginated } from '@makerbazaar/core';
import { and, asc, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { bulkQuoteRequests } from '../../db/schema/bulk-orders.js';
import { orders } from '../../db/schema/commerce.js';
import { contactMessages } from '../../db/schema/content.js';
import { supportRequests } from '../../db/schema/support.js';
import { users } from '../../db/schema/users.js';
import { conflict, notFound } from '../../lib/errors.js';
import { containing } from '../../lib/like-pattern.js';
import { countRows, onePage, paginate } from '../../lib/pagination.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { endAllSessions } from '../auth/auth.service.js';
import { countsAsRevenue } from './dashboard.service.js';

const NOT_FOUND = 'Customer not found.';
const STAFF_ACCOUNT =
  'This is a staff account: remove their staff roles first (Staff page), then deactivate it as a customer account.';
/** The customer page shows this many of the latest orders and of each kind of message. */
const LATEST = 50;

/** A customer's order count, and lifetime value: revenue as the dashboard counts it (countsAsRevenue). */
const orderStatsColumns = () => ({
  ordersCount: sql<number>`count(*)::int`.as('orders_count'),
  valuePaise:
    sql<number>`coalesce(sum(${orders.totalPaise} - ${orders.refundedPaise}) filter (where ${countsAsRevenue}), 0)::bigint`.as(
      'value_paise',
    ),
});

function orderStats(db: Queryable) {
  return db
    .select({ userId: orders.userId, ...orderStatsColumns() })
    .from(orders)
    .groupBy(orders.userId)
    .as('order_stats');
}

/** `%…%` for LIKE, with the user's own % and _ taken literally. */

/** Name (first, last or both), e-mail, username, or phone (spaces and dashes ignored, as phones are stored). */
function matching(q: string): SQL | undefined {
  const pattern = containing(q.toLowerCase());
  const phone = q.replace(/[\s-]/g, '');
  return or(
    sql`lower(${users.username}) like ${pattern}`,
    sql`lower(${users.email}) like ${pattern}`,
    sql`lower(${users.firstName} || ' ' || ${users.lastName}) like ${pattern}`,
    phone ? sql`${users.phone} like ${containing(phone)}` : undefined,
  );
}

type UserRow = typeof users.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** A customer account with its order count and lifetime value in paise. */
export interface CustomerRecord {
  user: UserRow;
  ordersCount: number;
  valuePaise: number;
}

/** A customer's page: the account, its latest orders, and what it sent the shop. */
export interface CustomerDetailRecord extends CustomerRecord {
  orders: OrderRow[];
  messages: CustomerMessage[];
}

/** A customer account with its order stats as the database gives them: none without orders. */
interface CustomerStatsRow {
  user: UserRow;
  ordersCount?: number | null;
  valuePaise?: number | string | null;
}

// bigint sums arrive as strings from node-postgres.
const customerRecord = ({ user, ordersCount, valuePaise }: CustomerStatsRow): CustomerRecord => ({
  user,
  ordersCount: ordersCount ?? 0,
  valuePaise: Number(valuePaise ?? 0),
});

export async function listCustomers(
  db: Database,
  query: CustomerListQuery,
  url: string,
): Promise<Paginated<CustomerRecord>> {
  const stats = orderStats(db);
  const where = and(
    query.q ? matching(query.q) : undefined,
    query.account === undefined ? undefined : eq(users.isActive, query.account === 'active'),
  );
  const page = { page: query.page, pageSize: query.page_size };
  const total = await countRows(db, users, where);
  const sortable = {
    date_joined: users.dateJoined,
    username: sql`lower(${users.username})`,
    lifetime_value: sql`coalesce(${stats.valuePaise}, 0)`,
  };
  const field = sortable[query.ordering.replace(/^-/, '') as keyof typeof sortable];
  const direction = query.ordering.startsWith('-') ? desc : asc;
  const rows = await onePage(
    db
      .select({ user: users, ordersCount: stats.ordersCount, valuePaise: stats.valuePaise })
      .from(users)
      .leftJoin(stats, eq(stats.userId, users.id))
      .where(where)
      .orderBy(direction(field), desc(users.id))
      .$dynamic(),
    page,
  );
  return paginate(url, page, total, rows.map(customerRecord));
}

function customerOrders(db: Queryable, userId: number): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(LATEST);
}

/** Tickets, contact messages and quote requests sent from this account or from its e-mail address. */
async function customerMessages(db: Queryable, user: UserRow): Promise<CustomerMessage[]> {
  const email = user.email.toLowerCase();
  const [tickets, contacts, quotes] = await Promise.all([
    db
      .select()
      .from(supportRequests)
      .where(or(eq(supportRequests.userId, user.id), sql`lower(${supportRequests.email}) = ${email}`))
      .orderBy(desc(supportRequests.createdAt))
      .limit(LATEST),
    db
      .select()
      .from(contactMessages)
      .where(sql`lower(${contactMessages.email}) = ${email}`)
      .orderBy(desc(contactMessages.createdAt))
      .limit(LATEST),
    db
      .select()
      .from(bulkQuoteRequests)
      .where(or(eq(bulkQuoteRequests.userId, user.id), sql`lower(${bulkQuoteRequests.email}) = ${email}`))
      .orderBy(desc(bulkQuoteRequests.createdAt))
      .limit(LATEST),
  ]);
  const messages: CustomerMessage[] = [
    ...tickets.map((row) => ({
      kind: 'ticket' as const,
      id: row.id,
      reference: row.ticketNumber,
      subject: row.topic,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
    ...contacts.map((row) => ({
      kind: 'contact' as const,
      id: row.id,
      reference: `#${row.id}`,
      subject: row.subject,
      status: row.handledAt ? ('handled' as const) : ('new' as const),
      created_at: row.createdAt.toISOString(),
    })),
    ...quotes.map((row) => ({
      kind: 'quote' as const,
      id: row.id,
      reference: row.reference,
      subject: row.organisation,
      status: row.status,
      created_at: row.createdAt.toISOString(),
    })),
  ];
  return messages.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

async function customerRow(db: Queryable, userId: number, lock = false): Promise<UserRow> {
  const select = db.select().from(users).where(eq(users.id, userId));
  const [row] = lock ? await select.for('update') : await select;
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

export async function getCustomer(db: Queryable, userId: number): Promise<CustomerDetailRecord> {
  const row = await customerRow(db, userId);
  const [[stats], latestOrders, messages] = await Promise.all([
    db.select(orderStatsColumns()).from(orders).where(eq(orders.userId, userId)),
    customerOrders(db, userId),
    customerMessages(db, row),
  ]);
  return { ...customerRecord({ user: row, ...stats }), orders: latestOrders, messages };
}

/**
 * Deactivates or reactivates a customer account. Deactivating ends every session at once (refresh
 * tokens revoked, access tokens issued until now refused) and sign-in refuses the account until it
 * is reactivated. A staff account is refused: the staff page removes roles, and an owner must never
 * lock out the last owner from here.
 */
export async function setCustomerActive(
  db: Database,
  actor: AuditActor,
  userId: number,
  active: boolean,
): Promise<CustomerDetailRecord> {
  await db.transaction(async (tx) => {
    const row = await customerRow(tx, userId, true);
    if (row.isStaff) throw conflict(STAFF_ACCOUNT);
    if (row.isActive === active) {
      throw conflict(active ? 'This account is already active.' : 'This account is already deactivated.');
    }
    await tx.update(users).set({ isActive: active }).where(eq(users.id, userId));
    if (!active) await endAllSessions(tx, userId);
    await recordAudit(tx, actor, {
      action: active ? 'customer.reactivate' : 'customer.deactivate',
      entity: 'customer',
      entityId: userId,
      before: { is_active: row.isActive },
      after: { is_active: active },
    });
  });
  return getCustomer(db, userId);
}
