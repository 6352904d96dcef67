import {
  OUTBOX_ALREADY_SENT,
  type OutboxEmail,
  type OutboxEntry,
  type OutboxQuery,
  type OutboxState,
  type Paginated,
} from '@makerbazaar/core';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outbox } from '../../db/schema/outbox.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, notFound } from '../../lib/errors.js';
import { countRows, onePage, paginate } from '../../lib/pagination.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';

export const EMAIL_NOT_FOUND = 'No e-mail has this id.';

/**
 * Kinds whose text staff never see: a password-reset e-mail holds a live link that would let
 * whoever reads it take over the account.
 */
const WITHHELD_KINDS = new Set(['password_reset']);

type OutboxRow = typeof outbox.$inferSelect;

function stateOf(row: Pick<OutboxRow, 'sentAt' | 'failedAt'>): OutboxState {
  if (row.sentAt) return 'sent';
  return row.failedAt ? 'failed' : 'waiting';
}

const inState: Record<OutboxState, SQL | undefined> = {
  sent: isNotNull(outbox.sentAt),
  failed: and(isNull(outbox.sentAt), isNotNull(outbox.failedAt)),
  waiting: and(isNull(outbox.sentAt), isNull(outbox.failedAt)),
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toEntry(row: OutboxRow): OutboxEntry {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    state: stateOf(row),
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: iso(row.sentAt),
    next_attempt_at: row.nextAttemptAt.toISOString(),
    failed_at: iso(row.failedAt),
  };
}

/** The outbox by state and by recipient or subject; the texts stay out of the list. */
export async function listOutboxEmails(db: Database, query: OutboxQuery, url: string): Promise<Paginated<OutboxEntry>> {
  const where = and(
    query.state ? inState[query.state] : undefined,
    query.search
      ? or(
          sql`strpos(lower(${outbox.to}), lower(${query.search})) > 0`,
          sql`strpos(lower(${outbox.subject}), lower(${query.search})) > 0`,
        )
      : undefined,
  );
  const page = { page: query.page, pageSize: query.page_size };
  const total = await countRows(db, outbox, where);
  const rows = await onePage(
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(...(query.ordering === 'created_at' ? [asc(outbox.id)] : [desc(outbox.id)]))
      .$dynamic(),
    page,
  );
  return paginate(url, page, total, rows.map(toEntry));
}

/** One e-mail with its text, unless its kind is withheld: then only that it exists and how it fared. */
export async function getOutboxEmail(db: Database, id: number): Promise<OutboxEmail> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw notFound(EMAIL_NOT_FOUND);
  const redacted = WITHHELD_KINDS.has(row.kind);
  return { ...toEntry(row), text: redacted ? null : row.text, redacted };
}

/**
 * Makes an unsent e-mail due now: a failed one is taken up again by the worker (for one more
 * attempt, since it is past its day of retries), a waiting one skips the rest of its back-off.
 * A sent one is refused (409). Audited as `outbox.retry`.
 */
export async function retryOutboxEmail(db: Database, actor: AuditActor, id: number): Promise<OutboxEmail> {
  await withRetriedTransaction(db, async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!row) throw notFound(EMAIL_NOT_FOUND);
    if (row.sentAt) throw conflict(OUTBOX_ALREADY_SENT);
    const [after] = await tx
      .update(outbox)
      .set({ failedAt: null, nextAttemptAt: sql`now()` })
      .where(eq(outbox.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'outbox.retry',
      entity: 'email',
      entityId: id,
      before: { state: stateOf(row), next_attempt_at: row.nextAttemptAt.toISOString() },
      after: after && { state: stateOf(after), next_attempt_at: after.nextAttemptAt.toISOString() },
    });
  });
  return getOutboxEmail(db, id);
}
