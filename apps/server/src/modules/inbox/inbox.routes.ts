import {
  badRequestSchema,
  contactListQuerySchema,
  contactPageSchema,
  contactStatusInputSchema,
  detailSchema,
  idParam,
  inboxReplyInputSchema,
  inboxThreadSchema,
  quoteListQuerySchema,
  quotePageSchema,
  quoteStatusInputSchema,
  subscriberListQuerySchema,
  subscriberPageSchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketStatusInputSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import {
  changeThreadStatus,
  getThread,
  listContactMessages,
  listQuotes,
  listSubscribers,
  listTickets,
  replyToThread,
  subscribersCsv,
} from './inbox.service.js';

const threadParams = z.object({ id: idParam });

/** The support inbox of the back office: contact messages, support tickets, bulk quotes and the newsletter list. */
export const inboxRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const support = [app.requireUser, app.requireAdmin('support')];

  app.get(
    '/admin/inbox/messages/',
    {
      preHandler: support,
      schema: {
        tags: ['admin'],
        summary: 'Contact-form messages, by status (new, handled) and search, newest first',
        querystring: contactListQuerySchema,
        response: { 200: contactPageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => listContactMessages(db, request.query, request.url),
  );

  app.get(
    '/admin/inbox/tickets/',
    {
      preHandler: support,
      schema: {
        tags: ['admin'],
        summary: 'Support tickets, by status (open, answered, closed) and search, newest first',
        querystring: ticketListQuerySchema,
        response: { 200: ticketPageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => listTickets(db, request.query, request.url),
  );

  app.get(
    '/admin/inbox/quotes/',
    {
      preHandler: support,
      schema: {
        tags: ['admin'],
        summary: 'Bulk quote requests, by status (new, quoted, won, lost) and search, newest first',
        querystring: quoteListQuerySchema,
        response: { 200: quotePageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => listQuotes(db, request.query, request.url),
  );

  // The thread, reply and status routes are alike for the three kinds of thread.
  const kinds = [
    { kind: 'contact', path: 'messages', one: 'contact message', status: contactStatusInputSchema },
    { kind: 'ticket', path: 'tickets', one: 'support ticket', status: ticketStatusInputSchema },
    { kind: 'quote', path: 'quotes', one: 'bulk quote request', status: quoteStatusInputSchema },
  ] as const;

  for (const { kind, path, one, status } of kinds) {
    app.get(
      `/admin/inbox/${path}/:id/`,
      {
        preHandler: support,
        schema: {
          tags: ['admin'],
          summary: `A ${one} with the staff replies on it, oldest first`,
          params: threadParams,
          response: { 200: inboxThreadSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
        },
      },
      async (request) => getThread(db, kind, request.params.id),
    );

    app.post(
      `/admin/inbox/${path}/:id/replies/`,
      {
        preHandler: support,
        schema: {
          tags: ['admin'],
          summary: `Reply to a ${one}: e-mailed to the sender through the outbox and kept on the thread`,
          params: threadParams,
          body: inboxReplyInputSchema,
          response: {
            201: inboxThreadSchema,
            400: badRequestSchema,
            404: detailSchema,
            409: detailSchema,
            ...staffRefusals,
          },
        },
      },
      async (request, reply) =>
        reply.code(201).send(await replyToThread(db, currentUser(request), kind, request.params.id, request.body.body)),
    );

    app.patch(
      `/admin/inbox/${path}/:id/`,
      {
        preHandler: support,
        schema: {
          tags: ['admin'],
          summary: `Change the status of a ${one}; a move its status table does not allow is refused`,
          params: threadParams,
          body: status,
          response: {
            200: inboxThreadSchema,
            400: badRequestSchema,
            404: detailSchema,
            409: detailSchema,
            ...staffRefusals,
          },
        },
      },
      async (request) =>
        changeThreadStatus(db, currentUser(request), request.params.id, {
          kind,
          status: request.body.status,
        } as Parameters<typeof changeThreadStatus>[3]),
    );
  }

  app.get(
    '/admin/inbox/subscribers/',
    {
      preHandler: support,
      schema: {
        tags: ['admin'],
        summary: 'Active newsletter subscribers, newest first, by e-mail address',
        querystring: subscriberListQuerySchema,
        response: { 200: subscriberPageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) =>
      listSubscribers(
        db,
        { page: request.query.page, pageSize: request.query.page_size, search: request.query.search },
        request.url,
      ),
  );

  app.get(
    '/admin/inbox/subscribers/export/',
    {
      preHandler: support,
      schema: {
        tags: ['admin'],
        summary: 'Every active newsletter subscriber as a CSV file (email, subscribed_at)',
        response: { 200: z.string().describe('text/csv'), ...staffRefusals },
      },
    },
    async (_request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await subscribersCsv(db));
    },
  );
};
