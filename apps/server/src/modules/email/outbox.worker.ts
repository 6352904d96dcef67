import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/client.js';
import { outbox } from '../../db/schema/outbox.js';

const MAX_ATTEMPTS = 5;
const BATCH = 10;

export interface Mailer {
  send(message: { from: string; to: string; subject: string; text: string }): Promise<void>;
}

export function smtpMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail(message);
    },
  };
}

/**
 * Sends pending e-mails in batches. Rows are claimed with `FOR UPDATE SKIP LOCKED`, so several
 * server processes can run the worker on one PostgreSQL without sending anything twice.
 */
export async function deliverPendingEmails(
  db: Database,
  mailer: Mailer,
  from: string,
  log: FastifyBaseLogger,
): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await tx
      .select()
      .from(outbox)
      .where(and(isNull(outbox.sentAt), lt(outbox.attempts, MAX_ATTEMPTS)))
      .orderBy(asc(outbox.id))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    for (const email of pending) {
      try {
        await mailer.send({ from, to: email.to, subject: email.subject, text: email.text });
        await tx
          .update(outbox)
          .set({ sentAt: new Date(), attempts: email.attempts + 1 })
          .where(eq(outbox.id, email.id));
      } catch (error) {
        log.warn({ err: error, emailId: email.id }, 'e-mail delivery failed');
        await tx
          .update(outbox)
          .set({ attempts: sql`${outbox.attempts} + 1`, lastError: String(error) })
          .where(eq(outbox.id, email.id));
      }
    }
    return pending.length;
  });
}

export function startOutboxWorker(options: {
  db: Database;
  mailer: Mailer;
  from: string;
  log: FastifyBaseLogger;
  intervalMs?: number;
}): () => void {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await deliverPendingEmails(options.db, options.mailer, options.from, options.log);
    } catch (error) {
      options.log.error({ err: error }, 'outbox worker failed');
    } finally {
      running = false;
    }
  }, options.intervalMs ?? 5_000);
  timer.unref();
  return () => clearInterval(timer);
}
