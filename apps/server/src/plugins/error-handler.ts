import type { FieldErrors } from '@makerbazaar/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors.js';

const NON_FIELD = 'non_field_errors';

function validationToFieldErrors(issues: { instancePath: string; message?: string }[]): FieldErrors {
  // Field names come from the client (`?constructor=`, `{"__proto__": …}`): no inherited keys to collide with.
  const errors: FieldErrors = Object.create(null);
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

/**
 * Fastify answers a malformed or over-long URL before any route or error handler runs, with its own
 * error codes in the body; these answers take the shop's shape instead. No id or slug is longer than
 * a path parameter may be, so an over-long one names nothing: 404.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const send = (status: number, detail: string) =>
    reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify({ detail }));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return send(404, 'Not found.');
  if (error.code === 'FST_ERR_BAD_URL') return send(400, 'This address is not valid.');
  request.log.error({ err: error }, 'request failed before routing');
  return send(500, SERVER_ERROR);
}

interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** What a log may keep of an error: these fields name the failure, never the data that caused it. */
const LOGGED_ERROR_FIELDS = [
  'code',
  'statusCode',
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];
const STRING_LITERAL = /'(?:[^']|'')*'/g;
const QUOTED_VALUE = /'(?:[^']|'')*'|"(?:[^"]|"")*"/g;

function loggedMessage(error: Error & Record<string, unknown>): string {
  if (typeof error.query === 'string' && error.message.startsWith('Failed query:')) {
    return `Failed query: ${error.query.replace(STRING_LITERAL, "'…'")}`;
  }
  const fromDatabase = 'params' in error || 'severity' in error;
  return fromDatabase ? error.message.replace(QUOTED_VALUE, '"…"') : error.message;
}

/**
 * Pino's `err` serializer. A failed query carries its parameters (`params`, and drizzle's message
 * repeats them), PostgreSQL quotes the offending value in its message and the whole row in `detail`:
 * names, addresses, phones, e-mails. The log keeps the error's class, code, table and constraint,
 * the query text without literals, and messages with quoted values blanked; everything else is dropped.
 */
export function serializeErrorForLog(error: Error, depth = 0): LoggedError {
  const fields = error as Error & Record<string, unknown>;
  const message = loggedMessage(fields);
  const type = error.constructor.name;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.startsWith('    at '));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  for (const field of LOGGED_ERROR_FIELDS) if (fields[field] !== undefined) logged[field] = fields[field];
  if (error.cause instanceof Error && depth < 5) logged.cause = serializeErrorForLog(error.cause, depth + 1);
  return logged;
}
