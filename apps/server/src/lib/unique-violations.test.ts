import { describe, expect, it } from 'vitest';
import { HttpError } from './errors.js';
import { answeringSlugConflicts, answeringUniqueViolation, isUniqueViolation } from './unique-violations.js';

// PGlite wraps the PostgreSQL error (its code on `cause`), node-postgres raises it as it is.
const wrappedViolation = Object.assign(new Error('insert failed'), { cause: { code: '23505' } });
const plainViolation = Object.assign(new Error('duplicate key'), { code: '23505' });
const otherFailure = Object.assign(new Error('deadlock'), { code: '40P01' });
const failing = (error: Error) => () => Promise.reject(error);

describe('unique violations', () => {
  it('are recognised from either driver, and nothing else is one', () => {
    expect(isUniqueViolation(wrappedViolation)).toBe(true);
    expect(isUniqueViolation(plainViolation)).toBe(true);
    expect(isUniqueViolation(otherFailure)).toBe(false);
    expect(isUniqueViolation(new Error('no code'))).toBe(false);
  });

  it('are answered with the refusal, given the error; other failures and a write that works pass through', async () => {
    const refusal = (error: unknown) => new HttpError(409, { detail: `taken (${(error as Error).message})` });
    await expect(answeringUniqueViolation(refusal, failing(wrappedViolation))).rejects.toMatchObject({
      statusCode: 409,
      body: { detail: 'taken (insert failed)' },
    });
    await expect(answeringUniqueViolation(refusal, failing(otherFailure))).rejects.toBe(otherFailure);
    await expect(answeringUniqueViolation(refusal, () => Promise.resolve(7))).resolves.toBe(7);
  });

  it('keep the database error when the refusal has no answer', async () => {
    await expect(answeringUniqueViolation(() => undefined, failing(plainViolation))).rejects.toBe(plainViolation);
  });

  it('name the slug and its kind on a slug write, and only when the write set a slug', async () => {
    await expect(answeringSlugConflicts('course', 'blink', failing(wrappedViolation))).rejects.toMatchObject({
      statusCode: 409,
      body: { detail: 'Another course already uses the slug “blink”. Choose another one.' },
    });
    await expect(answeringSlugConflicts('course', undefined, failing(wrappedViolation))).rejects.toBe(wrappedViolation);
  });
});
