import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { placeServerErrors } from '@/lib/form-errors';

/**
 * Puts a refused request on its form: a 400's messages on the fields it names, anything else
 * (a 409 of a wrong order step, the last owner…) above the form as `root.server`.
 */
export function showRefusal<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
  fallback: string,
): void {
  const refusal = placeServerErrors(error, setError, fields, fallback);
  if (refusal) setError('root.server' as FieldPath<Values>, { type: 'server', message: refusal });
}

/** A failed save of a record with a slug: a taken slug (409) on the slug field, the rest as `showRefusal`. */
export function showSaveError<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
  fallback = 'The changes could not be saved. Please try again.',
): void {
  if (error instanceof ApiError && error.status === 409 && error.serverMessage) {
    setError('slug' as FieldPath<Values>, { type: 'server', message: error.serverMessage }, { shouldFocus: true });
    return;
  }
  showRefusal(error, setError, fields, fallback);
}
