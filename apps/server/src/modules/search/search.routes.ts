import {
  badRequestSchema,
  detailSchema,
  searchQuerySchema,
  searchResultSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { CatalogCache } from '../catalog/catalog.cache.js';
import { searchProducts, suggest } from './search.service.js';

/** Search reads are catalogue reads: cached until the catalogue changes, with ETags. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database; cache: CatalogCache }> = async (
  app,
  { db, cache },
) => {
  app.get(
    '/search/',
    {
      schema: {
        tags: ['search'],
        summary: 'Search the catalogue (typo-tolerant, synonyms, prefixes) with filters, ordering and facet counts',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: badRequestSchema, 404: detailSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, searchResultSchema, async () =>
        searchProducts(db, await cache.productIndex(), request.query, request.url),
      ),
  );

  app.get(
    '/search/suggest/',
    {
      schema: {
        tags: ['search'],
        summary: 'Products and categories for what a customer is typing',
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema, 400: badRequestSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, suggestionsSchema, async () =>
        suggest(db, await cache.productIndex(), request.query.q),
      ),
  );
};
