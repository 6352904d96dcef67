import type { FastifyInstance } from 'fastify';

/**
 * A per-address limit for one endpoint, answered with 429 `{detail}` and Retry-After. The endpoint's
 * name is part of the key so each endpoint counts on its own, also when the counters live in Redis
 * (one namespace for the whole app).
 */
export function limitPerAddress(
  app: FastifyInstance,
  limit: { name: string; max: number; timeWindow: string; what: string },
) {
  return app.rateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${limit.name}:${request.ip}`,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many ${limit.what} from your network. Please try again in ${context.after}.`,
    }),
  });
}
