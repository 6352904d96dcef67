import { type AdminArea, areasOfRoles, type StaffRole } from '@makerbazaar/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Database } from '../db/client.js';
import { HttpError } from '../lib/errors.js';
import { rolesOf } from '../modules/staff/staff.service.js';
import { currentUser } from './auth-guard.js';

/** What an admin route needs: one area of the back office, or merely being staff (any role). */
export type AdminAccess = AdminArea | 'any role';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's staff roles, set by an `app.requireAdmin(…)` guard. */
    staffRoles: StaffRole[];
  }
  interface FastifyInstance {
    /**
     * The one permission check of the back office: 403 unless the signed-in user's roles open
     * `access` (ROLE_AREAS in core). Runs after `app.requireUser`: `preHandler: [app.requireUser, app.requireAdmin('orders')]`.
     */
    requireAdmin(access: AdminAccess): (request: FastifyRequest) => Promise<void>;
    /** `METHOD url` of every admin route and the access it needs, for the access-matrix test. */
    adminRouteAccess: ReadonlyMap<string, AdminAccess>;
  }
}

export const ADMIN_PREFIX = '/api/admin/';
const FORBIDDEN = 'You do not have permission to perform this action.';

/**
 * Registers `app.requireAdmin` and refuses, when the app starts, any route under /api/admin/ that
 * lacks it: an admin route added without a guard cannot slip through open. An admin route's guards
 * are written in its preHandler list and moved to run before validation. Register after the auth
 * guard and before plugins/openapi-security.ts and the routes.
 */
export function registerPermissions(app: FastifyInstance, db: Database): void {
  app.decorateRequest('staffRoles');
  const guards = new Map<AdminAccess, (request: FastifyRequest) => Promise<void>>();
  const accessOfGuard = new Map<unknown, AdminAccess>();
  const routeAccess = new Map<string, AdminAccess>();

  app.decorate('requireAdmin', (access: AdminAccess) => {
    let guard = guards.get(access);
    if (!guard) {
      guard = async (request: FastifyRequest) => {
        const roles = await rolesOf(db, currentUser(request).id);
        request.staffRoles = roles;
        const allowed = access === 'any role' ? roles.length > 0 : areasOfRoles(roles).includes(access);
        if (!allowed) throw new HttpError(403, { detail: FORBIDDEN });
      };
      guards.set(access, guard);
      accessOfGuard.set(guard, access);
    }
    return guard;
  });
  app.decorate('adminRouteAccess', routeAccess);

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(ADMIN_PREFIX)) return;
    const preHandlers = [route.preHandler ?? []].flat();
    const access = preHandlers.map((handler) => accessOfGuard.get(handler)).find((found) => found !== undefined);
    if (!access || preHandlers[0] !== app.requireUser) {
      throw new Error(
        `${route.url} is an admin route: its preHandler must start with app.requireUser, then app.requireAdmin(…)`,
      );
    }
    // Checked before the input is: someone who may not use a route learns nothing of what it accepts.
    route.preValidation = [...preHandlers, ...[route.preValidation ?? []].flat()];
    route.preHandler = [];
    for (const method of [route.method].flat()) routeAccess.set(`${method} ${route.url}`, access);
  });
}
