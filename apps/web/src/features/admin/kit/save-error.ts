import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { placeServerErrors } from '@/lib/form-errors';

/**
 * Puts a failed save on the form: a taken slug (409) on the slug field, a 400's messages on their
 * fields, anything else above the form (`root.server`).
 */
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
  const refusal = placeServerErrors(error, setError, fields, fallback);
  if (refusal) setError('root.server' as FieldPath<Values>, { type: 'server', message: refusal });
}
