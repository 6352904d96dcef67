import { asc, sql } from 'drizzle-orm';
import { integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '../lib/errors.js';
import { openTestDatabase } from '../testing/test-app.js';
import { type Database, pgErrorCode, type Transaction } from './client.js';
import { afterCommit, withRetriedTransaction } from './transaction.js';

/** What each attempt wrote; only a committed attempt's row may remain. */
const retryEffects = pgTable('retry_effects', { id: serial('id').primaryKey(), attempt: integer('attempt').notNull() });

let db: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  const opened = await openTestDatabase();
  db = opened.database.db;
  drop = opened.drop;
  await db.execute(sql`create table retry_effects (id serial primary key, attempt int not null)`);
});
afterAll(() => drop());
beforeEach(async () => {
  await db.execute(sql`truncate retry_effects`);
});

const QUICK = { attempts: 4, baseDelayMs: 1 };

/** Makes PostgreSQL itself raise the error, so the driver wraps it as it wraps a real one. */
function raise(tx: Transaction, code: string) {
  return tx.execute(sql.raw(`do $$ begin raise exception 'raised by the test' using errcode = '${code}'; end $$`));
}

async function effects(): Promise<number[]> {
  const rows = await db.select().from(retryEffects).orderBy(asc(retryEffects.id));
  return rows.map((row) => row.attempt);
}

/**
 * Runs `work` in withRetriedTransaction after writing each attempt's number to retry_effects; how
 * many attempts it took, and what the last one answered or threw.
 */
async function retried<T>(
  work: (tx: Transaction, attempt: number) => Promise<T>,
  options = QUICK,
): Promise<{ attempts: number; outcome: unknown }> {
  let attempts = 0;
  const outcome = await withRetriedTransaction(
    db,
    async (tx) => {
      attempts += 1;
      await tx.insert(retryEffects).values({ attempt: attempts });
      return work(tx, attempts);
    },
    options,
  ).catch((e: unknown) => e);
  return { attempts, outcome };
}

describe('withRetriedTransaction', () => {
  it('runs the work again after two deadlocks and keeps only the attempt that committed', async () => {
    const { attempts, outcome } = await retried(async (tx, attempt) => {
      if (attempt <= 2) await raise(tx, '40P01');
      return 'done';
    });
    expect(outcome).toBe('done');
    expect(attempts).toBe(3);
    expect(await effects()).toEqual([3]);
  });

  it('retries a serialization failure too', async () => {
    await retried(async (tx, attempt) => {
      if (attempt === 1) await raise(tx, '40001');
    });
    expect(await effects()).toEqual([2]);
  });

  it('does not retry other errors, from the database or from the rules', async () => {
    const unique = await retried((tx) => raise(tx, '23505'));
    expect(unique.attempts).toBe(1);
    expect(pgErrorCode(unique.outcome)).toBe('23505');
    const rule = await retried(async () => {
      throw new HttpError(409, { detail: 'Your cart is empty' });
    });
    expect(rule.attempts).toBe(1);
    expect(rule.outcome).toBeInstanceOf(HttpError);
    expect(await effects()).toEqual([]);
  });

  it('gives up after the bound and throws the last deadlock', async () => {
    const { attempts, outcome } = await retried((tx) => raise(tx, '40P01'), { attempts: 3, baseDelayMs: 1 });
    expect(pgErrorCode(outcome)).toBe('40P01');
    expect(attempts).toBe(3);
    expect(await effects()).toEqual([]);
  });
});

describe('afterCommit', () => {
  it('runs after the commit of the attempt that committed, once, and not for a rolled-back attempt', async () => {
    const ran: number[] = [];
    await retried(async (tx, tried) => {
      afterCommit(tx, async (committed) => {
        // Outside the transaction: its row is there for any reader.
        const rows = await committed.select().from(retryEffects);
        ran.push(tried, rows.length);
      });
      if (tried === 1) await raise(tx, '40001');
    });
    expect(ran).toEqual([2, 1]);
  });

  it('is refused in a transaction withRetriedTransaction did not open, rather than dropped', async () => {
    await expect(db.transaction(async (tx) => afterCommit(tx, async () => {}))).rejects.toThrow(
      'afterCommit needs a transaction opened by withRetriedTransaction',
    );
  });
});
