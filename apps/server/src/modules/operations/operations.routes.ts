import { createHash, timingSafeEqual } from 'node:crypto';
import { phrase } from '@makerbazaar/core';
import type { FastifyInstance } from 'fastify';
import type { MetricsAccess } from '../../config.js';
import { HttpError } from '../../lib/errors.js';
import type { ShopMetrics } from './metrics.service.js';
import type { Readiness } from './readiness.service.js';

export interface OperationsOptions {
  readiness: Readiness;
  /** Present when GET /metrics is served (METRICS=1 or METRICS_TOKEN). */
  metrics: ShopMetrics | undefined;
  metricsAccess: MetricsAccess;
}

const PROBES = new Set(['/healthz', '/readyz']);

/**
 * GET /healthz, /readyz and /metrics, for load balancers and monitoring rather than customers: not
 * in the API document, and never rate-limited (no route limit is declared on them). Registered on
 * the app itself, not as an encapsulated plugin, because its hooks apply to every route: while the
 * process starts, everything but the probes answers 503, and every answer is counted.
 */
export function registerOperations(app: FastifyInstance, { readiness, metrics, metricsAccess }: OperationsOptions) {
  app.addHook('onRequest', async (request, reply) => {
    if (readiness.phase !== 'starting' || PROBES.has(request.routeOptions.url ?? '')) return;
    reply.header('retry-after', 5);
    throw new HttpError(503, { detail: phrase('The shop is starting. Please try again in a moment.') });
  });
  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      metrics.recordRequest(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const answer = await readiness.answer();
    reply.code(answer.ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: answer.ready ? 'ready' : answer.status, checks: answer.checks };
  });

  // Off (no metrics are kept), there is no such route: the shop's own not-found page answers, as for
  // any unknown address, so nothing tells a visitor there is something to guess at.
  if (!metrics) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (metricsAccess.kind === 'token' && !bearerMatches(request.headers.authorization, metricsAccess.token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, { detail: 'GET /metrics needs the header Authorization: Bearer <METRICS_TOKEN>.' });
    }
    // Backlogs are read from the database when scraped: without it the scrape fails as a whole
    // (Prometheus then records it as down) rather than report made-up figures.
    const text = await metrics.registry.metrics().catch((error: unknown) => {
      request.log.warn({ err: error }, 'GET /metrics could not read its figures from the database');
      throw new HttpError(503, { detail: 'The figures could not be read from the database. Please try again.' });
    });
    reply.type(metrics.registry.contentType).header('cache-control', 'no-store');
    return text;
  });
}

/** Compares digests, so the time taken tells nothing about how much of the token was right. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(header ?? '')?.[1];
  if (!given) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}
