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

export function isRetryableTransactionError(error: unknown): boolean {
  return RETRYABLE_CODES.has(pgErrorCode(error) ?? '');
}

/**
 * Runs `work` in a transaction and runs it again, up to the policy's bound, when PostgreSQL
 * aborted it as a deadlock victim or for a serialization failure. `work` must keep every effect
 * inside `tx` (anything done outside it would be repeated). Other errors, and the last retryable
 * one, are thrown as they are.
 */
export async function withRetriedTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= policy.attempts || !isRetryableTransactionError(error)) throw error;
      // Jittered, so the transactions that collided do not meet again at the same instant.
      await sleep(policy.baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random()));
    }
  }
}
