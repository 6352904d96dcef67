import type { FieldErrors } from '@makerbazaar/core';

/** An error the client caused or must handle; the error handler answers it as it is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: { detail: string; [extra: string]: unknown } | FieldErrors,
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const notFound = (detail = 'Not found.') => new HttpError(404, { detail });
export const conflict = (detail: string) => new HttpError(409, { detail });
export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);
