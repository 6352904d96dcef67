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
 * How many e-mails of some kinds one address may get in a window: for e-mails anyone can make the
 * shop send to an address they name, so nobody can flood a stranger's mailbox through the shop.
 */
export interface RecipientCap {
  kinds: readonly string[];
  max: number;
  hours: number;
}

/** First key of the advisory locks taken here, so they never collide with other uses of advisory locks. */
const RECIPIENT_LOCK_SPACE = 7_301;

/**
 * Whether the address may get one more e-mail under the cap now; enqueue it in the same
 * transaction. A transaction-scoped lock on the address makes concurrent requests for it count one
 * after another, in one server process or several, so the cap holds under a burst too.
 */
export async function recipientHasRoom(tx: Transaction, to: string, cap: RecipientCap): Promise<boolean> {
  const recipient = to.toLowerCase();
  await tx.execute(sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_SPACE}, hashtext(${recipient}))`);
  const [sent] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(
      and(
        sql`lower(${outbox.to}) = ${recipient}`,
        gt(outbox.createdAt, sql`now() - make_interval(hours => ${cap.hours})`),
        inArray(outbox.kind, [...cap.kinds]),
      ),
    );
  return (sent?.count ?? 0) < cap.max;
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
export const ACKNOWLEDGEMENT_CAP: RecipientCap = { kinds: ACKNOWLEDGEMENT_KINDS, max: 3, hours: 24 };

/** Password-reset links: anyone may ask for one for any address, so each address gets a few an hour. */
export const PASSWORD_RESET_CAP: RecipientCap = { kinds: ['password_reset'], max: 3, hours: 1 };

/**
 * Links that verify an address: a sign-up or an e-mail change names any address, so each address
 * gets a few an hour, whichever accounts ask.
 */
export const EMAIL_VERIFICATION_CAP: RecipientCap = { kinds: ['email_verification'], max: 3, hours: 1 };

/**
 * Enqueues an acknowledgement unless its address already had its share in the last 24 hours.
 * Returns whether it was enqueued.
 */
export async function enqueueAcknowledgement(tx: Transaction, message: Acknowledgement): Promise<boolean> {
  if (!(await recipientHasRoom(tx, message.to, ACKNOWLEDGEMENT_CAP))) return false;
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

/** E-mails waiting to be sent and the oldest one's age, and those the sender gave up on. */
export async function outboxBacklog(
  db: Queryable,
): Promise<{ unsent: number; oldestAgeSeconds: number; givenUp: number }> {
  const waiting = sql`${outbox.sentAt} is null and ${outbox.failedAt} is null`;
  const [row] = await db
    .select({
      unsent: sql<number>`(count(*) filter (where ${waiting}))::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${outbox.createdAt}) filter (where ${waiting})), 0)::float8`,
      givenUp: sql<number>`(count(*) filter (where ${outbox.failedAt} is not null))::int`,
    })
    .from(outbox)
    .where(isNull(outbox.sentAt));
  return { unsent: row?.unsent ?? 0, oldestAgeSeconds: row?.oldestAgeSeconds ?? 0, givenUp: row?.givenUp ?? 0 };
}
