import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Database } from '../../db/client.js';
import { type EmailAttachmentRef, outbox } from '../../db/schema/outbox.js';

const BATCH = 10;
const MINUTE_MS = 60_000;
/** Back-off after a failed attempt: 1 minute, doubling up to an hour. */
const FIRST_RETRY_MS = MINUTE_MS;
const LONGEST_RETRY_MS = 60 * MINUTE_MS;
/** An e-mail not delivered within a day of being written is given up on (and kept, with its error). */
const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE_MS;
/**
 * How long a claimed batch belongs to its worker. Far longer than a batch can take, since the SMTP
 * timeouts cut off every stalled send; a worker that died mid-batch leaves it due again after this.
 */
const CLAIM_MS = 15 * MINUTE_MS;

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  send(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    attachments: EmailAttachment[];
  }): Promise<void>;
}

/** Makes the file an attachment names, when the e-mail is sent (main.ts gives the invoices module's). */
export type AttachmentSource = (ref: EmailAttachmentRef) => Promise<EmailAttachment>;

/** Where nothing can be attached: an e-mail that names a file fails, and is retried, rather than going without it. */
export const NO_ATTACHMENTS: AttachmentSource = async (ref) => {
  throw new Error(`no source for the ${ref.kind} attachment ${ref.id}`);
};

export interface SmtpTimeouts {
  /** Connecting, DNS included. */
  connectionTimeout: number;
  /** The server's greeting after connecting. */
  greetingTimeout: number;
  /** Silence at any later point of the conversation. */
  socketTimeout: number;
}

/** nodemailer waits minutes by default; a slow mail server should only delay e-mail, briefly. */
export const SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

export function smtpMailer(smtpUrl: string, timeouts: SmtpTimeouts = SMTP_TIMEOUTS): Mailer {
  // Loaded at the first e-mail sent, not with the server.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, ...timeouts }),
      );
      await (await transport).sendMail(message);
    },
  };
}

/** The wait before the next attempt, after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_RETRY_MS);
}

const millis = (ms: number) => sql`${ms} * interval '1 millisecond'`;

/**
 * Claims due e-mails in one short statement (`FOR UPDATE SKIP LOCKED`, so several server
 * processes never claim the same one), sends them with no transaction open, and records each
 * result in a statement of its own: a slow or dead mail server never holds a connection, a lock or
 * (on the embedded engine) the only connection there is. Returns how many were claimed.
 */
export async function deliverPendingEmails(
  db: Database,
  mailer: Mailer,
  from: string,
  log: FastifyBaseLogger,
  attachmentSource: AttachmentSource = NO_ATTACHMENTS,
): Promise<number> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.failedAt),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ claimedUntil: sql`now() + ${millis(CLAIM_MS)}`, attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning();
  claimed.sort((a, b) => a.id - b.id);

  for (const email of claimed) {
    try {
      const attachments = await Promise.all(email.attachments.map(attachmentSource));
      await mailer.send({ from, to: email.to, subject: email.subject, text: email.text, attachments });
    } catch (error) {
      const retryMs = retryDelayMs(email.attempts);
      const [row] = await db
        .update(outbox)
        .set({
          lastError: String(error).slice(0, 1000),
          claimedUntil: null,
          nextAttemptAt: sql`now() + ${millis(retryMs)}`,
          failedAt: sql`case when now() + ${millis(retryMs)} > ${outbox.createdAt} + ${millis(GIVE_UP_AFTER_MS)} then now() end`,
        })
        .where(and(eq(outbox.id, email.id), isNull(outbox.sentAt)))
        .returning({ failedAt: outbox.failedAt });
      if (row?.failedAt) log.error({ err: error, emailId: email.id }, 'e-mail not delivered within a day: given up');
      else log.warn({ err: error, emailId: email.id, retryMs }, 'e-mail delivery failed; will retry');
      continue;
    }
    await db.update(outbox).set({ sentAt: sql`now()`, claimedUntil: null }).where(eq(outbox.id, email.id));
  }
  return claimed.length;
}

/**
 * Sends every e-mail that is due, batch after batch until a batch comes back short: the job the
 * queue runs when an e-mail is written and each minute for retries (docs/decisions/025-domain-events.md).
 */
export async function sendDueEmails(options: {
  db: Database;
  mailer: Mailer;
  from: string;
  log: FastifyBaseLogger;
  attachmentSource: AttachmentSource;
}): Promise<void> {
  let claimed: number;
  do
    claimed = await deliverPendingEmails(
      options.db,
      options.mailer,
      options.from,
      options.log,
      options.attachmentSource,
    );
  while (claimed === BATCH);
}
