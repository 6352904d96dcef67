import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile } from '@fastify/proxy-addr';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Config } from '../config.js';
import { serializeErrorForLog } from './error-handler.js';

/** Whether the peer at `hop` (0: the one connected to us) is a proxy we believe, or false when none is. */
export type TrustedProxies = false | ((address: string, hop: number) => boolean);

/**
 * A hop count trusts that many proxies in front of the server whoever they are (Fastify itself
 * fails closed on a bare number); a list trusts only those addresses and networks.
 */
export function trustedProxies(setting: Config['trustProxy']): TrustedProxies {
  if (setting === false) return false;
  return typeof setting === 'number' ? (_address, hop) => hop < setting : compile(setting);
}

/** A request id a proxy may hand on: short, and nothing that could break a log line or a header. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the `X-Request-Id` a trusted proxy sent when it is a short safe token (so one id
 * follows a request through the proxy's logs and ours), otherwise a new UUID.
 */
export function requestIdOf(trusted: TrustedProxies) {
  return (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    const peer = request.socket.remoteAddress;
    const believed = trusted !== false && peer !== undefined && trusted(peer, 0);
    return believed && typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  };
}

/**
 * JSON lines, or for a person at a terminal pino-pretty's coloured lines: one per request,
 * `<request id> GET /api/products/ 200 12 ms`. Every line logged for a request carries its id.
 */
export async function loggerOptions(
  config: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logPretty'>>,
  logStream: { write(line: string): void } | undefined,
): Promise<FastifyServerOptions['logger']> {
  const stream = logStream ?? (config.logPretty ? await prettyStream() : undefined);
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { err: serializeErrorForLog },
    stream,
  };
}

async function prettyStream() {
  // Loaded only for a terminal: production logs JSON.
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,method,url,statusCode,responseTime',
    messageFormat: '{if reqId}{reqId} {end}{msg}',
    singleLine: true,
  });
}

/** Probes and scrapes come every few seconds from machines: logged at debug so they do not drown the requests. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * Fastify's request log lines, one per request instead of two: `request received` at debug (a
 * request that never completes still shows), and on completion `GET /url 200 12 ms` at info.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ method: request.method, url: request.url }, 'request received');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const responseTime = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime };
    const message = `${request.method} ${request.url} ${reply.statusCode} ${responseTime} ms`;
    if (error) reply.log.error({ ...line, err: error }, message);
    else if (QUIET_ROUTES.has(request.routeOptions.url ?? '')) reply.log.debug(line, message);
    else reply.log.info(line, message);
  }
}

export const requestLogController = () => new OneLinePerRequest();

/** Hands each request's id back in `X-Request-Id`, on every answer, errors included. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
}
