import { badRequestSchema, bulkQuoteRequestSchema, bulkQuoteSchema, detailSchema, phrase } from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { limitPerAddress } from '../../lib/rate-limit.js';

import { requestLanguage } from '../../lib/request-language.js';
import { requestBulkQuote } from './bulk-orders.service.js';

/** Up to 50 items and notes: larger than the other forms, still far below the server's limit. */
const BULK_QUOTE_BODY_LIMIT = 64 * 1024;

export const bulkOrdersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/bulk-orders/',
    {
      bodyLimit: BULK_QUOTE_BODY_LIMIT,
      preHandler: [
        limitPerAddress(app, { name: 'bulk-orders', max: 5, timeWindow: '10 minutes', what: phrase('quote requests') }),
        app.identifyUser,
      ],
      schema: {
        tags: ['bulk orders'],
        summary: 'Ask for a bulk-order quote (public); acknowledged by e-mail with a BQ reference',
        body: bulkQuoteRequestSchema,
        response: {
          201: bulkQuoteSchema,
          400: badRequestSchema,
          401: detailSchema,
          413: detailSchema,
          429: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const quote = await requestBulkQuote(db, request.body, request.user?.id ?? null, requestLanguage(request));
      return reply.code(201).send(quote);
    },
  );
};
