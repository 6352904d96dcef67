import {
  badRequestSchema,
  detailSchema,
  idParam,
  outboxEmailSchema,
  outboxPageSchema,
  outboxQuerySchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { getOutboxEmail, listOutboxEmails, retryOutboxEmail } from './outbox-admin.service.js';

const emailParams = z.object({ id: idParam });

/** The outbox in the back office (owners only: e-mails carry customers' links and details). */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const ownerOnly = [app.requireUser, app.requireAdmin('outbox')];

  app.get(
    '/admin/outbox/',
    {
      preHandler: ownerOnly,
      schema: {
        tags: ['admin'],
        summary: 'E-mails sent, waiting and failed, by state and by recipient or subject (owners)',
        querystring: outboxQuerySchema,
        response: { 200: outboxPageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => listOutboxEmails(db, request.query, request.url),
  );

  app.get(
    '/admin/outbox/:id/',
    {
      preHandler: ownerOnly,
      schema: {
        tags: ['admin'],
        summary: 'One e-mail with its text; a password-reset e-mail’s text is withheld (owners)',
        params: emailParams,
        response: { 200: outboxEmailSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => getOutboxEmail(db, request.params.id),
  );

  app.post(
    '/admin/outbox/:id/retry/',
    {
      preHandler: ownerOnly,
      schema: {
        tags: ['admin'],
        summary: 'Make a failed or waiting e-mail due now; a sent one is refused (owners)',
        params: emailParams,
        response: {
          200: outboxEmailSchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request) => retryOutboxEmail(db, currentUser(request), request.params.id),
  );
};
