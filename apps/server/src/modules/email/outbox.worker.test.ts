import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { outbox } from '../../db/schema/outbox.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { enqueueEmail } from './outbox.service.js';
import { deliverPendingEmails, type Mailer, retryDelayMs, smtpMailer } from './outbox.worker.js';

const FROM = 'MakerBazaar <no-reply@makerbazaar.in>';
const MINUTE_MS = 60_000;

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(() => drop());
beforeEach(async () => {
  await database.db.delete(outbox);
});

/** Collects what the worker logs, so a test can tell a retry from giving up. */
function recordingLog() {
  const entries: { level: 'warn' | 'error'; message: string }[] = [];
  const log = {
    warn: (_details: unknown, message: string) => entries.push({ level: 'warn', message }),
    error: (_details: unknown, message: string) => entries.push({ level: 'error', message }),
  } as unknown as FastifyBaseLogger;
  return { log, entries };
}

/** A mailer that keeps what it was asked to send, failing while `failing` is set. */
function fakeMailer() {
  const mailer: Mailer & { failing: boolean; sent: string[] } = {
    failing: false,
    sent: [],
    async send(message) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      if (mailer.failing) throw new Error('421 Service not available');
      mailer.sent.push(message.to);
    },
  };
  return mailer;
}

async function enqueue(to: string): Promise<number> {
  await enqueueEmail(database.db, { to, subject: 'Your order', text: 'Thank you.', kind: 'order_confirmation' });
  const [row] = await database.db.select({ id: outbox.id }).from(outbox).where(eq(outbox.to, to));
  if (!row) throw new Error(`no e-mail to ${to}`);
  return row.id;
}

/** The row, with its next attempt as seconds from the database's now. */
async function email(id: number) {
  const [row] = await database.db
    .select({
      attempts: outbox.attempts,
      sentAt: outbox.sentAt,
      failedAt: outbox.failedAt,
      claimedUntil: outbox.claimedUntil,
      lastError: outbox.lastError,
      nextAttemptInSeconds: sql<number>`extract(epoch from ${outbox.nextAttemptAt} - now())::float8`,
    })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!row) throw new Error(`no e-mail ${id}`);
  return row;
}

/** Lets time pass for one e-mail: its next attempt is due now. */
const makeDue = (id: number) =>
  database.db.update(outbox).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(outbox.id, id));

describe('retryDelayMs', () => {
  it('waits a minute after the first failure, doubling up to an hour', () => {
    expect([1, 2, 3, 4, 6, 7, 8, 30].map((attempts) => retryDelayMs(attempts) / MINUTE_MS)).toEqual([
      1, 2, 4, 8, 32, 60, 60, 60,
    ]);
  });
});

describe('deliverPendingEmails', () => {
  it('sends each due e-mail once and marks it sent', async () => {
    const mailer = fakeMailer();
    const ids = [await enqueue('a@example.in'), await enqueue('b@example.in'), await enqueue('c@example.in')];
    const { log } = recordingLog();

    expect(await deliverPendingEmails(database.db, mailer, FROM, log)).toBe(3);
    expect(mailer.sent).toEqual(['a@example.in', 'b@example.in', 'c@example.in']);
    for (const id of ids) {
      const row = await email(id);
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row).toMatchObject({ attempts: 1, claimedUntil: null, failedAt: null });
    }
    expect(await deliverPendingEmails(database.db, mailer, FROM, log)).toBe(0);
    expect(mailer.sent).toHaveLength(3);
  });

  it('retries a failed e-mail after a back-off that doubles, and gives up a day after it was written', async () => {
    const mailer = fakeMailer();
    mailer.failing = true;
    const id = await enqueue('retry@example.in');
    const { log, entries } = recordingLog();

    expect(await deliverPendingEmails(database.db, mailer, FROM, log)).toBe(1);
    const first = await email(id);
    expect(first).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, claimedUntil: null });
    expect(first.lastError).toContain('421 Service not available');
    expect(first.nextAttemptInSeconds).toBeGreaterThan(55);
    expect(first.nextAttemptInSeconds).toBeLessThanOrEqual(60);
    // Not due yet: nothing is claimed.
    expect(await deliverPendingEmails(database.db, mailer, FROM, log)).toBe(0);

    await makeDue(id);
    await deliverPendingEmails(database.db, mailer, FROM, log);
    const second = await email(id);
    expect(second.attempts).toBe(2);
    expect(second.nextAttemptInSeconds).toBeGreaterThan(115);
    expect(second.nextAttemptInSeconds).toBeLessThanOrEqual(120);
    expect(entries.map((entry) => entry.level)).toEqual(['warn', 'warn']);

    // Written almost a day ago: the next wait (4 minutes) would end past the day, so it gives up.
    await database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '23 hours 58 minutes'` })
      .where(eq(outbox.id, id));
    await makeDue(id);
    await deliverPendingEmails(database.db, mailer, FROM, log);
    const givenUp = await email(id);
    expect(givenUp.attempts).toBe(3);
    expect(givenUp.failedAt).toBeInstanceOf(Date);
    expect(entries.at(-1)?.level).toBe('error');

    mailer.failing = false;
    await makeDue(id);
    expect(await deliverPendingEmails(database.db, mailer, FROM, log)).toBe(0);
    expect(mailer.sent).toEqual([]);
  });

  it('sends again an e-mail whose claim ran out (its worker died mid-send), not one still claimed', async () => {
    const mailer = fakeMailer();
    const abandoned = await enqueue('abandoned@example.in');
    const inFlight = await enqueue('in-flight@example.in');
    await database.db
      .update(outbox)
      .set({ attempts: 1, claimedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, abandoned));
    await database.db
      .update(outbox)
      .set({ attempts: 1, claimedUntil: sql`now() + interval '10 minutes'` })
      .where(eq(outbox.id, inFlight));

    expect(await deliverPendingEmails(database.db, mailer, FROM, recordingLog().log)).toBe(1);
    expect(mailer.sent).toEqual(['abandoned@example.in']);
    expect(await email(abandoned)).toMatchObject({ attempts: 2, claimedUntil: null });
    expect((await email(inFlight)).sentAt).toBeNull();
  });

  it('never sends an e-mail twice when several workers run at once', async () => {
    const mailer = fakeMailer();
    const recipients = Array.from({ length: 35 }, (_, n) => `crowd${n}@example.in`);
    for (const to of recipients) await enqueue(to);
    const { log } = recordingLog();
    async function worker() {
      while ((await deliverPendingEmails(database.db, mailer, FROM, log)) > 0);
    }

    await Promise.all([worker(), worker(), worker()]);
    expect(mailer.sent.toSorted()).toEqual(recipients.toSorted());
  });
});

describe('a mail server that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    // Accepts connections and never says a word, as a hung or overloaded mail server does.
    silent = createServer((socket) => sockets.push(socket));
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    silent.close();
    await once(silent, 'close');
  });

  it('times the send out, and the database serves other work while it hangs', async () => {
    const { port } = silent.address() as { port: number };
    const greetingTimeout = 2_000;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, {
      connectionTimeout: 5_000,
      greetingTimeout,
      socketTimeout: 5_000,
    });
    const id = await enqueue('patient@example.in');
    const connected = once(silent, 'connection');
    let delivered = false;
    const delivery = deliverPendingEmails(database.db, mailer, FROM, recordingLog().log).finally(() => {
      delivered = true;
    });
    await connected;

    // The send is hanging now. A read, a write in a transaction, and a lock on the very row being
    // sent all go through at once: the worker holds no transaction and no lock while it waits.
    const started = performance.now();
    const [counted] = await database.db.select({ n: sql<number>`count(*)::int` }).from(outbox);
    await database.db.transaction(async (tx) => {
      await enqueueEmail(tx, { to: 'other@example.in', subject: 'Hi', text: 'Meanwhile.', kind: 'welcome' });
      await tx.execute(sql`select id from email_outbox where id = ${id} for update nowait`);
    });
    expect(performance.now() - started).toBeLessThan(greetingTimeout / 2);
    expect(counted?.n).toBe(1);
    expect(delivered).toBe(false);

    expect(await delivery).toBe(1);
    const row = await email(id);
    expect(row).toMatchObject({ attempts: 1, sentAt: null, claimedUntil: null, failedAt: null });
    expect(row.lastError).toMatch(/greeting/i);
    expect(row.nextAttemptInSeconds).toBeGreaterThan(55);
  }, 15_000);
});
