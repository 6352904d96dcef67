import { setTimeout as sleep } from 'node:timers/promises';
import { type Database, pgErrorCode, type Transaction } from './client.js';

/**
 * Deadlock detected and serialization failure: PostgreSQL has rolled the whole transaction back,
 * so nothing it wrote (order, stock, outbox e-mail) survives and running it again cannot apply
 * anything twice; at most a sequence value is skipped.
 */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

export interface RetryPolicy {
  /** Attempts in all, the first one included. */
  attempts: number;
  /** The pause before the second attempt; it doubles for each further one. */
  baseDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 4, baseDelayMs: 15 };

/** For a transaction that calls out (a gateway) and so must never run twice: one attempt, with its after-commit work. */
export const NOT_RETRIED: RetryPolicy = { attempts: 1, baseDelayMs: 0 };

export function isRetryableTransactionError(error: unknown): boolean {
  return RETRYABLE_CODES.has(pgErrorCode(error) ?? '');
}

type AfterCommit = (db: Database) => Promise<void>;

/** The work each open transaction of `withRetriedTransaction` runs once it has committed. */
const afterCommitWork = new WeakMap<Transaction, AfterCommit[]>();

/**
 * Runs `work` after `tx` commits, before `withRetriedTransaction` returns; nothing if it rolls back.
 * Only a transaction opened by `withRetriedTransaction` has an after: any other is refused, so
 * work meant for after the commit is never silently dropped.
 */
export function afterCommit(tx: Transaction, work: AfterCommit): void {
  const pending = afterCommitWork.get(tx);
  if (!pending) throw new Error('afterCommit needs a transaction opened by withRetriedTransaction');
  pending.push(work);
}

/**
 * Runs `work` in a transaction and runs it again, up to the policy's bound, when PostgreSQL
 * aborted it as a deadlock victim or for a serialization failure. `work` must keep every effect
 * inside `tx` (anything done outside it would be repeated). Other errors, and the last retryable
 * one, are thrown as they are. Work registered with `afterCommit` runs after the commit, in order.
 */
export async function withRetriedTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const committed: AfterCommit[] = [];
    let result: T;
    try {
      result = await db.transaction((tx) => {
        afterCommitWork.set(tx, committed);
        return work(tx);
      });
    } catch (error) {
      if (attempt >= policy.attempts || !isRetryableTransactionError(error)) throw error;
      // Jittered, so the transactions that collided do not meet again at the same instant.
      await sleep(policy.baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random()));
      continue;
    }
    // Outside the try: the commit is done, and a failure from here on must not run the work again.
    for (const next of committed) await next(db);
    return result;
  }
}
