import type { FastifyInstance, RouteOptions } from 'fastify';

/** The access token every guarded route reads from `Authorization: Bearer …`. */
export const securitySchemes = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
} as const;

type SecurityRequirements = Record<string, string[]>[];
const BEARER_REQUIRED: SecurityRequirements = [{ bearerAuth: [] }];
// The empty requirement first: the route works without a token, and knows the customer with one.
const BEARER_OPTIONAL: SecurityRequirements = [{}, { bearerAuth: [] }];

/**
 * Declares each operation's security in the OpenAPI document from the guard the route runs, so the
 * document cannot disagree with what the server enforces: `requireUser` / `requireStaff` need the
 * bearer token, `identifyUser` takes it when given. Settled when the app is ready, after every
 * `onRoute` hook (such as `requireUserOnEveryRoute`) has added its guard and before the document is
 * first generated. Register after the auth guard and before the routes.
 */
export function registerOpenApiSecurity(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.addHook('onReady', async () => {
    for (const route of routes) {
      // Admin routes' guards run before validation (plugins/permissions.ts).
      const guards = [route.preHandler ?? [], route.preValidation ?? []].flat();
      const security =
        guards.includes(app.requireUser) || guards.includes(app.requireStaff)
          ? BEARER_REQUIRED
          : guards.includes(app.identifyUser)
            ? BEARER_OPTIONAL
            : undefined;
      // Set on the route options the OpenAPI generator holds; Fastify itself reads no `security`.
      if (security) route.schema = Object.assign(route.schema ?? {}, { security });
    }
  });
}
