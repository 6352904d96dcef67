import { and, asc, desc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.js';
import { type EmailAttachmentRef, outbox } from '../../db/schema/outbox.js';

export type { EmailAttachmentRef };

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  kind: string;
  attachments?: EmailAttachmentRef[];
}

/** Writes an e-mail for delivery; call it with the transaction of the change it reports. */
export async function enqueueEmail(db: Queryable, message: EmailMessage): Promise<void> {
  await db.insert(outbox).values(message);
}

/**
 * E-mails the shop sends to whatever address a public form names. They quote nothing the sender
 * wrote, and each address gets only a few a day, so the forms cannot be used to mail strangers.
 */
export const ACKNOWLEDGEMENT_KINDS = [
  'support_acknowledgement',
  'bulk_quote_acknowledgement',
  'back_in_stock_confirmation',
] as const;
export type Acknowledgement = EmailMessage & { kind: (typeof ACKNOWLEDGEMENT_KINDS)[number] };
export const ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY = 3;

/** First key of the advisory locks taken here, so they never collide with other uses of advisory locks. */
const ACKNOWLEDGEMENT_LOCK_SPACE = 7_301;

/**
 * Enqueues an acknowledgement unless its address already had its share in the last 24 hours.
 * Returns whether it was enqueued. A transaction-scoped lock on the address makes concurrent
 * requests for one address count one after another, so the limit holds under a burst too.
 */
export async function enqueueAcknowledgement(tx: Transaction, message: Acknowledgement): Promise<boolean> {
  const recipient = message.to.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(${ACKNOWLEDGEMENT_LOCK_SPACE}, hashtext(${recipient}))`);
  const [sent] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(
        sql`lower(${outbox.to}) = ${recipient}`,
        gt(outbox.createdAt, sql`now() - interval '24 hours'`),
        inArray(outbox.kind, [...ACKNOWLEDGEMENT_KINDS]),
      ),
    );
  if ((sent?.count ?? 0) >= ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY) return false;
  await enqueueEmail(tx, message);
  return true;
}

/** The newest e-mails, or the oldest still to be delivered (neither sent nor given up on). */
export function listOutbox(db: Queryable, { pendingOnly = false, limit = 100 } = {}) {
  return db
    .select()
    .from(outbox)
    .where(pendingOnly ? and(isNull(outbox.sentAt), isNull(outbox.failedAt)) : undefined)
    .orderBy(pendingOnly ? asc(outbox.id) : desc(outbox.id))
    .limit(limit);
}
