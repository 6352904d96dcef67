import type { FieldErrors } from '@makerbazaar/core';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.js';

const NON_FIELD = 'non_field_errors';

function validationToFieldErrors(issues: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').split('/')[0] || NON_FIELD;
    errors[field] = [...(errors[field] ?? []), issue.message ?? 'Invalid value.'];
  }
  return errors;
}

/**
 * One place turns every failure into the DRF-style answer the client reads: 400 `{field: [messages]}`
 * for invalid input, `{detail}` for everything else. A 5xx never carries internals.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Serialized here so an error answer never has to match the route's success schemas.
    const send = (status: number, body: unknown) =>
      reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
    if (error instanceof HttpError) return send(error.statusCode, error.body);
    if (hasZodFastifySchemaValidationErrors(error)) return send(400, validationToFieldErrors(error.validation));
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return send(500, { detail: SERVER_ERROR });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return send(status, { detail: error.message });
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { detail: SERVER_ERROR });
  });
}

const SERVER_ERROR = 'Something went wrong on our side. Please try again.';
