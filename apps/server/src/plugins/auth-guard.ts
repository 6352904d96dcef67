import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { HttpError } from '../lib/errors.js';
import { liveAccessToken } from '../modules/auth/auth.service.js';
import type { AccessTokens } from '../modules/auth/tokens.js';

export interface AuthUser {
  id: number;
  username: string;
  isStaff: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `app.requireUser` (or `app.identifyUser`) on routes that need (or use) a signed-in customer. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** For routes open to everyone that know the customer when signed in (see below). */
    identifyUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
}

const NOT_AUTHENTICATED = 'Authentication credentials were not provided.';
const INVALID_TOKEN = 'Given token not valid for any token type';

/** The signed-in user of a request that passed `requireUser`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, { detail: NOT_AUTHENTICATED });
  return request.user;
}

/**
 * For a plugin whose every route needs a signed-in customer. The guard joins each route's own
 * `preHandler` list rather than a plugin-wide hook, so whatever reads the routes (the OpenAPI
 * security of plugins/openapi-security.ts) sees it.
 */
export function requireUserOnEveryRoute(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    route.preHandler = [app.requireUser, ...[route.preHandler ?? []].flat()];
  });
}

/**
 * Guards for routes: `preHandler: app.requireUser` answers 401 `{detail}` without a valid bearer
 * access token of an active user whose session goes on (not logged out, no password change since);
 * `app.requireStaff` also answers 403 for a customer.
 */
export function registerAuthGuard(app: FastifyInstance, db: Database, tokens: AccessTokens): void {
  app.decorateRequest('user', null);

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw new HttpError(401, { detail: NOT_AUTHENTICATED });
    const claims = await tokens.verify(header.slice('Bearer '.length).trim());
    if (!claims) throw new HttpError(401, { detail: INVALID_TOKEN });
    const [user] = await db
      .select({ id: users.id, username: users.username, isStaff: users.isStaff })
      .from(users)
      .where(liveAccessToken(claims));
    if (!user) throw new HttpError(401, { detail: INVALID_TOKEN });
    request.user = user;
  });

  // No Authorization header is a guest; a stale token is a 401, so the client refreshes it and sends
  // the request again as the customer instead of it being filed anonymously.
  app.decorate('identifyUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.requireUser(request, reply);
  });

  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    await app.requireUser(request, reply);
    if (!request.user?.isStaff)
      throw new HttpError(403, { detail: 'You do not have permission to perform this action.' });
  });
}
