import {
  adminFaqEntrySchema,
  adminFaqListSchema,
  badRequestSchema,
  contentLanguageQuerySchema,
  detailSchema,
  faqCreateSchema,
  faqListSchema,
  faqOrderSchema,
  faqUpdateSchema,
  idParam,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { requestLanguage } from '../../lib/request-language.js';
import { currentUser } from '../../plugins/auth-guard.js';
import {
  createFaqEntry,
  deleteFaqEntry,
  listAdminFaq,
  listPublishedFaq,
  reorderFaq,
  updateFaqEntry,
} from './faq.service.js';

const faqParams = z.object({ id: idParam });

/** The help page's FAQ: read by the storefront, written by catalogue staff in the back office. */
export const faqRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const catalogue = [app.requireUser, app.requireAdmin('catalogue')];

  app.get(
    '/faq/',
    {
      schema: {
        tags: ['content'],
        summary:
          'The help page’s published questions and answers, in the order staff set, in the request’s language where staff translated them',
        querystring: contentLanguageQuerySchema,
        response: { 200: faqListSchema, 400: badRequestSchema },
      },
    },
    async (request) => ({ results: await listPublishedFaq(db, requestLanguage(request)) }),
  );

  app.get(
    '/admin/faq/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Every FAQ entry, published or not, in the help page’s order',
        response: { 200: adminFaqListSchema, ...staffRefusals },
      },
    },
    async () => ({ results: await listAdminFaq(db) }),
  );

  app.post(
    '/admin/faq/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Add an FAQ entry at the end of the help page',
        body: faqCreateSchema,
        response: { 201: adminFaqEntrySchema, 400: badRequestSchema, 409: detailSchema, ...staffRefusals },
      },
    },
    async (request, reply) => reply.code(201).send(await createFaqEntry(db, currentUser(request), request.body)),
  );

  app.put(
    '/admin/faq/order/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Set the help page’s order: every FAQ entry’s id once, first shown first',
        body: faqOrderSchema,
        response: { 200: adminFaqListSchema, 400: badRequestSchema, ...staffRefusals },
      },
    },
    async (request) => ({ results: await reorderFaq(db, currentUser(request), request.body.ids) }),
  );

  app.patch(
    '/admin/faq/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Change an FAQ entry; is_published publishes it on the help page or takes it off',
        params: faqParams,
        body: faqUpdateSchema,
        response: {
          200: adminFaqEntrySchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request) => updateFaqEntry(db, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/faq/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Delete an FAQ entry for good',
        params: faqParams,
        response: { 204: z.null(), 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request, reply) => {
      await deleteFaqEntry(db, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
