import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, apiErrorMessage } from './api-client';
import { toast } from './toast';

/**
 * Puts a DRF-style 400 (`{field: [messages]}`) on the form's own fields, focusing the first, and
 * returns what belongs in a toast instead: a `detail`, messages for fields the form does not show,
 * or `fallback` when the request failed without a readable answer. Undefined when every message
 * went to a field.
 */
export function placeServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  fallback: string,
): string | undefined {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : undefined;
  if (!fieldErrors) return (error instanceof ApiError && error.serverMessage) || fallback;
  const shown = new Set<string>(fields);
  let placed = 0;
  for (const [field, messages] of Object.entries(fieldErrors)) {
    if (!shown.has(field)) continue;
    setError(field as Path<Values>, { type: 'server', message: messages.join(' ') }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  const unplaced = Object.fromEntries(Object.entries(fieldErrors).filter(([field]) => !shown.has(field)));
  return apiErrorMessage(unplaced) ?? (placed ? undefined : fallback);
}

/** Puts a refused form's messages on its fields, as placeServerErrors does, and toasts the rest. */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly Path<Values>[],
  fallback: string,
): void {
  const message = placeServerErrors(error, setError, fields, fallback);
  if (message) toast.error(message);
}
