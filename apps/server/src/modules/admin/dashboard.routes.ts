import { areasOfRoles, dashboardSchema, detailSchema } from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { toDashboard } from './dashboard.presenter.js';
import { dashboardFor } from './dashboard.service.js';

/** The back office's front page: every staff member opens it and sees the sections of their areas. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/admin/dashboard/',
    {
      preHandler: [app.requireUser, app.requireAdmin('any role')],
      schema: {
        tags: ['admin'],
        summary:
          'Sales today, over 7 and 30 days and by day; orders waiting by status; unpaid online orders; low and sold-out stock; new messages — each section only for the staff member’s areas',
        response: { 200: dashboardSchema, 401: detailSchema, 403: detailSchema },
      },
    },
    async (request) => toDashboard(await dashboardFor(db, areasOfRoles(request.staffRoles))),
  );
};
