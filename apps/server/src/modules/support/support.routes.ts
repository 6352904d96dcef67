import { badRequestSchema, detailSchema, phrase, supportRequestSchema, supportTicketSchema } from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { FORM_BODY_LIMIT } from '../../lib/form-limits.js';
import { limitPerAddress } from '../../lib/rate-limit.js';
import { requestLanguage } from '../../lib/request-language.js';
import { openSupportTicket } from './support.service.js';

export const supportRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/support/',
    {
      bodyLimit: FORM_BODY_LIMIT,
      preHandler: [
        limitPerAddress(app, { name: 'support', max: 5, timeWindow: '10 minutes', what: phrase('support requests') }),
        app.identifyUser,
      ],
      schema: {
        tags: ['support'],
        summary:
          'Open a support ticket (public). Signed in, an order number must be one of the customer’s orders. Acknowledged by e-mail',
        body: supportRequestSchema,
        response: {
          201: supportTicketSchema,
          400: badRequestSchema,
          401: detailSchema,
          413: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const ticket = await openSupportTicket(db, request.body, request.user?.id ?? null, requestLanguage(request));
      return reply.code(201).send(ticket);
    },
  );
};
