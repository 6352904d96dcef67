import type {
  ContactListQuery,
  ContactRow,
  ContactStatus,
  InboxThread,
  InboxThreadKind,
  Paginated,
  QuoteListQuery,
  QuoteRow,
  QuoteStatus,
  Subscriber,
  TicketListQuery,
  TicketRow,
  TicketStatus,
} from '@makerbazaar/core';
import { stringify } from 'csv-stringify/sync';
import { and, asc, desc, eq, getTableName, isNotNull, isNull, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { bulkQuoteRequests } from '../../db/schema/bulk-orders.js';
import { contactMessages } from '../../db/schema/content.js';
import { inboxReplies } from '../../db/schema/inbox.js';
import { supportRequests } from '../../db/schema/support.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { notFound } from '../../lib/errors.js';
import { countRows, type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import { guardFormula } from '../../lib/spreadsheet-cells.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { answerQuoteRequest, moveQuote, QUOTE_NOT_FOUND } from '../bulk-orders/bulk-orders.service.js';
import { answerContactMessage, CONTACT_MESSAGE_NOT_FOUND, moveContactMessage } from '../content/contact.service.js';
import { allActiveSubscribers, listActiveSubscribers } from '../content/newsletter.service.js';
import { enqueueEmail } from '../email/outbox.service.js';
import { answerTicket, moveTicket, TICKET_NOT_FOUND } from '../support/support.service.js';
import { inboxReplyEmail } from './inbox-emails.js';

const iso = (date: Date) => date.toISOString();

/** Case-insensitive "contains" without LIKE, so a `%` or `_` typed in the search box means itself. */
function containsAny(term: string | undefined, columns: SQLWrapper[]): SQL | undefined {
  if (!term) return undefined;
  return or(...columns.map((column) => sql`strpos(lower(${column}), lower(${term})) > 0`));
}

/** `#12` or `12` finds contact message 12 as well as text containing it. */
function messageNumber(term: string | undefined): number | undefined {
  const match = term?.match(/^#?(\d{1,9})$/);
  return match ? Number(match[1]) : undefined;
}

/** Replies on each listed thread. Spelled out, since drizzle leaves a column unqualified inside a subquery. */
const repliesOn = (kind: InboxThreadKind, table: PgTable) =>
  sql<number>`(select count(*)::int from inbox_replies r where r.thread_kind = ${kind} and r.thread_id = ${sql.identifier(getTableName(table))}.id)`;

const byCreated = (column: PgColumn, id: PgColumn, ordering: string) =>
  ordering === 'created_at' ? [asc(column), asc(id)] : [desc(column), desc(id)];

const page = (query: { page: number; page_size: number }): PageRequest => ({
  page: query.page,
  pageSize: query.page_size,
});

/** A thread table: each has an id and the time the request came in, which its list is ordered by. */
type ThreadTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/**
 * The asked-for page of one kind of thread (`rows`: the list's select, filtered by `where`), newest
 * first unless the oldest were asked for, each row as `show` makes it, with how many match in all.
 */
async function pageOfThreads<Select extends PgSelect, Shown>(
  db: Queryable,
  table: ThreadTable,
  where: SQL | undefined,
  rows: Select,
  query: { page: number; page_size: number; ordering: string },
  url: string,
  show: (row: Awaited<Select>[number]) => Shown,
): Promise<Paginated<Shown>> {
  const found: Awaited<Select> = await rows
    .orderBy(...byCreated(table.createdAt, table.id, query.ordering))
    .limit(query.page_size)
    .offset(pageOffset(page(query)));
  return paginate(url, page(query), await countRows(db, table, where), found.map(show));
}

export async function listContactMessages(
  db: Database,
  query: ContactListQuery,
  url: string,
): Promise<Paginated<ContactRow>> {
  const t = contactMessages;
  const number = messageNumber(query.search);
  const where = and(
    query.status === 'new' ? isNull(t.handledAt) : query.status === 'handled' ? isNotNull(t.handledAt) : undefined,
    or(containsAny(query.search, [t.name, t.email, t.subject, t.message]), number ? eq(t.id, number) : undefined),
  );
  const rows = db
    .select({
      id: t.id,
      name: t.name,
      email: t.email,
      subject: t.subject,
      handledAt: t.handledAt,
      createdAt: t.createdAt,
      replies: repliesOn('contact', t),
    })
    .from(t)
    .where(where)
    .$dynamic();
  return pageOfThreads(db, t, where, rows, query, url, (row) => ({
    id: row.id,
    reference: `#${row.id}`,
    name: row.name,
    email: row.email,
    subject: row.subject,
    status: row.handledAt ? 'handled' : 'new',
    replies: row.replies,
    created_at: iso(row.createdAt),
  }));
}

export async function listTickets(db: Database, query: TicketListQuery, url: string): Promise<Paginated<TicketRow>> {
  const t = supportRequests;
  const where = and(
    query.status ? eq(t.status, query.status) : undefined,
    containsAny(query.search, [t.ticketNumber, t.name, t.email, t.orderNumber, t.message]),
  );
  const rows = db
    .select({
      id: t.id,
      reference: t.ticketNumber,
      name: t.name,
      email: t.email,
      topic: t.topic,
      order_number: t.orderNumber,
      status: t.status,
      createdAt: t.createdAt,
      replies: repliesOn('ticket', t),
    })
    .from(t)
    .where(where)
    .$dynamic();
  return pageOfThreads(db, t, where, rows, query, url, ({ createdAt, ...row }) => ({
    ...row,
    created_at: iso(createdAt),
  }));
}

export async function listQuotes(db: Database, query: QuoteListQuery, url: string): Promise<Paginated<QuoteRow>> {
  const t = bulkQuoteRequests;
  const where = and(
    query.status ? eq(t.status, query.status) : undefined,
    containsAny(query.search, [t.reference, t.organisation, t.contactName, t.email, t.phone, t.gstin]),
  );
  const rows = db
    .select({
      id: t.id,
      reference: t.reference,
      organisation: t.organisation,
      contact_name: t.contactName,
      email: t.email,
      items: t.items,
      needed_by: t.neededBy,
      status: t.status,
      createdAt: t.createdAt,
      replies: repliesOn('quote', t),
    })
    .from(t)
    .where(where)
    .$dynamic();
  return pageOfThreads(db, t, where, rows, query, url, ({ createdAt, items, ...row }) => ({
    ...row,
    item_count: items.length,
    created_at: iso(createdAt),
  }));
}

/** The staff replies on a thread, in the order they were written. */
async function repliesOf(db: Queryable, kind: InboxThreadKind, id: number) {
  const rows = await db
    .select()
    .from(inboxReplies)
    .where(and(eq(inboxReplies.threadKind, kind), eq(inboxReplies.threadId, id)))
    .orderBy(asc(inboxReplies.createdAt), asc(inboxReplies.id));
  return rows.map((row) => ({
    id: row.id,
    author_name: row.authorName,
    body: row.body,
    created_at: iso(row.createdAt),
  }));
}

/** A thread without its replies: the request as the customer sent it. */
type ThreadHead = InboxThread extends infer Thread ? (Thread extends unknown ? Omit<Thread, 'replies'> : never) : never;

/** What every thread answers: its kind and id, when it came in, and when staff handled it (null while open). */
function threadBasics<Kind extends InboxThreadKind>(
  kind: Kind,
  row: { id: number; createdAt: Date; handledAt: Date | null },
) {
  return { kind, id: row.id, created_at: iso(row.createdAt), handled_at: row.handledAt ? iso(row.handledAt) : null };
}

async function threadHead(db: Queryable, kind: InboxThreadKind, id: number): Promise<ThreadHead> {
  switch (kind) {
    case 'contact': {
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
      if (!row) throw notFound(CONTACT_MESSAGE_NOT_FOUND);
      return {
        ...threadBasics(kind, row),
        reference: `#${row.id}`,
        status: row.handledAt ? 'handled' : 'new',
        name: row.name,
        email: row.email,
        subject: row.subject,
        message: row.message,
      };
    }
    case 'ticket': {
      const [row] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
      if (!row) throw notFound(TICKET_NOT_FOUND);
      return {
        ...threadBasics(kind, row),
        reference: row.ticketNumber,
        status: row.status,
        name: row.name,
        email: row.email,
        topic: row.topic,
        order_number: row.orderNumber,
        message: row.message,
        customer_id: row.userId,
      };
    }
    case 'quote': {
      const [row] = await db.select().from(bulkQuoteRequests).where(eq(bulkQuoteRequests.id, id));
      if (!row) throw notFound(QUOTE_NOT_FOUND);
      return {
        ...threadBasics(kind, row),
        reference: row.reference,
        status: row.status,
        organisation: row.organisation,
        gstin: row.gstin,
        contact_name: row.contactName,
        email: row.email,
        phone: row.phone,
        items: row.items,
        needed_by: row.neededBy,
        notes: row.notes,
        customer_id: row.userId,
      };
    }
  }
}

/** One thread: the request, then the staff replies in order. */
export async function getThread(db: Queryable, kind: InboxThreadKind, id: number): Promise<InboxThread> {
  const head = await threadHead(db, kind, id);
  return { ...head, replies: await repliesOf(db, kind, id) } as InboxThread;
}

/** What a reply does to the thread's status: answers an open ticket, quotes a new quote, handles a new message. */
function answer(tx: Transaction, kind: InboxThreadKind, id: number) {
  switch (kind) {
    case 'contact':
      return answerContactMessage(tx, id);
    case 'ticket':
      return answerTicket(tx, id);
    case 'quote':
      return answerQuoteRequest(tx, id);
  }
}

/**
 * Keeps a staff reply on the thread and e-mails it to the customer through the outbox, in one
 * transaction with the status the reply brings and its audit entry (`ticket.reply`, …).
 */
export async function replyToThread(
  db: Database,
  actor: AuditActor,
  kind: InboxThreadKind,
  id: number,
  body: string,
): Promise<InboxThread> {
  await withRetriedTransaction(db, async (tx) => {
    const move = await answer(tx, kind, id);
    const head = await threadHead(tx, kind, id);
    const [reply] = await tx
      .insert(inboxReplies)
      .values({ threadKind: kind, threadId: id, authorId: actor.id, authorName: actor.username, body })
      .returning({ id: inboxReplies.id });
    await enqueueEmail(
      tx,
      inboxReplyEmail(
        head.kind === 'quote'
          ? { kind, reference: head.reference, email: head.email, name: head.contact_name }
          : {
              kind,
              reference: head.reference,
              email: head.email,
              name: head.name,
              subject: head.kind === 'contact' ? head.subject : undefined,
            },
        body,
      ),
    );
    await recordAudit(tx, actor, {
      action: `${kind}.reply`,
      entity: kind,
      entityId: id,
      before: { status: move.before },
      after: { status: move.after, reply_id: reply?.id },
    });
  });
  return getThread(db, kind, id);
}

export type StatusChange =
  | { kind: 'contact'; status: ContactStatus }
  | { kind: 'ticket'; status: TicketStatus }
  | { kind: 'quote'; status: QuoteStatus };

function move(tx: Transaction, id: number, change: StatusChange) {
  switch (change.kind) {
    case 'contact':
      return moveContactMessage(tx, id, change.status);
    case 'ticket':
      return moveTicket(tx, id, change.status);
    case 'quote':
      return moveQuote(tx, id, change.status);
  }
}

/** A status move by hand (`ticket.status`, …); the owning module refuses (409) a move its table does not allow. */
export async function changeThreadStatus(
  db: Database,
  actor: AuditActor,
  id: number,
  change: StatusChange,
): Promise<InboxThread> {
  await withRetriedTransaction(db, async (tx) => {
    const { before, after } = await move(tx, id, change);
    if (before === after) return;
    await recordAudit(tx, actor, {
      action: `${change.kind}.status`,
      entity: change.kind,
      entityId: id,
      before: { status: before },
      after: { status: after },
    });
  });
  return getThread(db, change.kind, id);
}

export async function listSubscribers(
  db: Database,
  query: PageRequest & { search?: string },
  url: string,
): Promise<Paginated<Subscriber>> {
  const { count, rows } = await listActiveSubscribers(db, query, query.search);
  return paginate(
    url,
    query,
    count,
    rows.map((row) => ({ id: row.id, email: row.email, subscribed_at: iso(row.subscribedAt) })),
  );
}

/** The active newsletter subscribers as CSV (RFC 4180 quoting), safe to open in a spreadsheet. */
export async function subscribersCsv(db: Database): Promise<string> {
  const rows = await allActiveSubscribers(db);
  return stringify(
    rows.map((row) => [row.email, iso(row.subscribedAt)]),
    {
      header: true,
      columns: ['email', 'subscribed_at'],
      cast: { string: guardFormula },
    },
  );
}
