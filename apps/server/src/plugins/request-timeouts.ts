import type { IncomingHttpHeaders } from 'node:http';
import { finished, PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors.js';

/**
 * How long a client may take to send a request. The values and why: docs/decisions/020-abuse-limits.md.
 * Before, a body trickled a byte every few seconds held its connection open for as long as it went on.
 */
export interface RequestTimeouts {
  /** The request line and headers (Node's `headersTimeout`). */
  headersMs: number;
  /** A body the server reads before the route's handler (JSON, text) once its headers are in; a route may allow more. */
  bodyMs: number;
  /** A whole request, headers and body, whoever reads it (Fastify's `requestTimeout`): the bound on uploads. */
  requestMs: number;
}

export const REQUEST_TIMEOUTS: RequestTimeouts = {
  headersMs: 30_000,
  bodyMs: 30_000,
  requestMs: 10 * 60_000,
};

/** Fastify's options for the timeouts Node keeps itself. */
export function serverTimeouts(timeouts: RequestTimeouts) {
  return {
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs },
    // Longer than the 60 s a load balancer usually keeps an idle connection, so that the balancer,
    // not the shop, closes it, and never while sending it a request (Fastify's own default).
    keepAliveTimeout: 72_000,
  };
}

const hasBody = (headers: IncomingHttpHeaders) =>
  headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;

const TOO_SLOW = 'The request took too long to arrive. Please check your connection and try again.';

/**
 * A body Fastify reads must have arrived `bodyMs` after its headers (`config.bodyTimeoutMs` on a
 * route that takes large ones); otherwise it is answered 408 and its connection closed. Node's
 * `requestTimeout` alone cannot tell a form from an upload. Multipart bodies are read by the route
 * (product images) and bounded by `requestMs`.
 */
export function registerBodyTimeout(app: FastifyInstance, bodyMs: number): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    const { raw } = request;
    if (raw.complete || !hasBody(raw.headers) || raw.headers['content-type']?.startsWith('multipart/')) {
      return payload;
    }
    const body = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(body);
      reply.header('connection', 'close');
      body.destroy(new HttpError(408, { detail: TOO_SLOW }));
    }, request.routeOptions.config.bodyTimeoutMs ?? bodyMs);
    const stop = () => clearTimeout(timer);
    finished(body, stop);
    reply.raw.once('close', stop);
    payload.once('error', (error) => body.destroy(error));
    payload.pipe(body);
    return body;
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How long this route's body may take to arrive, when larger than the shop's (`RequestTimeouts.bodyMs`). */
    bodyTimeoutMs?: number;
  }
}
