import { pgErrorCode } from '../db/client.js';
import { conflict } from './errors.js';

/** PostgreSQL's code for a write a unique index refused. */
const UNIQUE_VIOLATION = '23505';

/** Whether a failed query was refused by a unique index (whichever driver raised it). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === UNIQUE_VIOLATION;
}

/**
 * Runs a write a unique index may refuse: two writers passed the same check at once, and the index
 * settles it. The loser hears `refusal`'s answer instead of the database's error; when `refusal`
 * has none (undefined), the database's error goes on as it was.
 */
export async function answeringUniqueViolation<T>(
  refusal: (error: unknown) => Error | undefined,
  work: () => PromiseLike<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw (isUniqueViolation(error) ? refusal(error) : undefined) ?? error;
  }
}

/**
 * A write of a row with a unique slug: when another `kind` (a course, a project…) took the slug
 * between the check and the write, the loser hears which slug to change (409).
 */
export function answeringSlugConflicts<T>(
  kind: string,
  slug: string | undefined,
  work: () => PromiseLike<T>,
): Promise<T> {
  return answeringUniqueViolation(
    () =>
      slug === undefined ? undefined : conflict(`Another ${kind} already uses the slug “${slug}”. Choose another one.`),
    work,
  );
}
