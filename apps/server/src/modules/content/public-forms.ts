import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Form bodies are a few kilobytes; anything far larger is refused with 413 before it is parsed. */
export const FORM_BODY_LIMIT = 32 * 1024;

/**
 * For forms open to everyone that know the customer when they are signed in: no Authorization
 * header means a guest, while a stale token is a 401 so the client refreshes it and sends again.
 */
export function identifySignedInCustomer(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.requireUser(request, reply);
  };
}
