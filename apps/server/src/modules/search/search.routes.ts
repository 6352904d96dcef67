import {
  badRequestSchema,
  detailSchema,
  phrase,
  searchQuerySchema,
  searchResultSchema,
  suggestionsSchema,
  suggestQuerySchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { addressLimiter } from '../../lib/rate-limit.js';
import type { CatalogCache } from '../catalog/catalog.cache.js';
import { toSearchResult, toSuggestions } from './search.presenter.js';
import { searchProducts, suggest } from './search.service.js';

/** Search reads are catalogue reads: cached until the catalogue changes, with ETags. */
export const searchRoutes: FastifyPluginAsyncZod<{ db: Database; cache: CatalogCache }> = async (
  app,
  { db, cache },
) => {
  // Only answers computed from the index cost work, so only they are counted; cached answers and 304s
  // are free. 600 a minute lets a whole office or a mobile operator's shared address type and search
  // freely (one customer typing asks for a few dozen suggestions a minute), while one address can take
  // at most 4-16% of a core (a search costs 4-16 ms of index work).
  const searchLimit = addressLimiter(app, {
    name: 'search',
    max: 600,
    timeWindow: '1 minute',
    what: phrase('searches'),
  });

  app.get(
    '/search/',
    {
      preHandler: searchLimit.refuseWhenSpent,
      schema: {
        tags: ['search'],
        summary: 'Search the catalogue (typo-tolerant, synonyms, prefixes) with filters, ordering and facet counts',
        querystring: searchQuerySchema,
        response: { 200: searchResultSchema, 400: badRequestSchema, 404: detailSchema, 429: detailSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, searchResultSchema, async () => {
        await searchLimit.record(request);
        return toSearchResult(await searchProducts(db, await cache.productIndex(), request.query, request.url));
      }),
  );

  app.get(
    '/search/suggest/',
    {
      preHandler: searchLimit.refuseWhenSpent,
      schema: {
        tags: ['search'],
        summary: 'Products and categories for what a customer is typing',
        querystring: suggestQuerySchema,
        response: { 200: suggestionsSchema, 400: badRequestSchema, 429: detailSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, suggestionsSchema, async () => {
        await searchLimit.record(request);
        return toSuggestions(await suggest(db, await cache.productIndex(), request.query.q));
      }),
  );
};
