import {
  addProjectPartsResultSchema,
  badRequestSchema,
  bomAddToCartSchema,
  bomListCreateSchema,
  bomListParamsSchema,
  bomListSchema,
  bomListsSchema,
  bomListUpdateSchema,
  bomMatchRequestSchema,
  bomMatchSchema,
  detailSchema,
  MAX_BOM_CHARACTERS,
  phrase,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { limitPerAddress } from '../../lib/rate-limit.js';
import { currentUser } from '../../plugins/auth-guard.js';
import type { CatalogCache } from '../catalog/catalog.cache.js';
import { toAddProjectPartsResult } from '../projects/projects.presenter.js';
import { toBomList, toBomListSummary, toBomMatch } from './bom.presenter.js';
import {
  addBomToCart,
  createPartsList,
  deletePartsList,
  listPartsLists,
  matchBom,
  openPartsList,
  orderPartsListAgain,
  updatePartsList,
} from './bom.service.js';

const signedIn = { 400: badRequestSchema, 401: detailSchema, 404: detailSchema };

/** Parts lists (BOMs) matched to the catalogue, put in the cart, and saved by signed-in customers. */
export const bomRoutes: FastifyPluginAsyncZod<{ db: Database; cache: CatalogCache }> = async (app, { db, cache }) => {
  app.post(
    '/bom/match/',
    {
      // Matching a list is a search per line: a few lists a minute is what a maker needs.
      preHandler: limitPerAddress(app, {
        name: 'bom-match',
        max: 30,
        timeWindow: '1 minute',
        what: phrase('searches'),
      }),
      // A pasted file far over the limit still gets the limit's message, not a bare 413.
      bodyLimit: MAX_BOM_CHARACTERS * 40,
      schema: {
        tags: ['bom'],
        summary:
          'Reads pasted lines or a CSV/KiCad BOM (up to 500 lines) and matches each line to the catalogue: by part ' +
          'number, then value and package, then search; how sure, up to three alternatives, and a substitute for a ' +
          'part short of what the builds need',
        body: bomMatchRequestSchema,
        response: { 200: bomMatchSchema, 400: badRequestSchema, 429: detailSchema },
      },
    },
    async (request) => toBomMatch(await matchBom(db, await cache.productIndex(), request.body)),
  );

  app.post(
    '/bom/add-to-cart/',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['bom'],
        summary: 'Puts the chosen products in the cart in the quantities the build needs; says what could not be added',
        body: bomAddToCartSchema,
        response: { 200: addProjectPartsResultSchema, ...signedIn },
      },
    },
    async (request) => toAddProjectPartsResult(await addBomToCart(db, currentUser(request).id, request.body.lines)),
  );

  app.get(
    '/bom/lists/',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['bom'],
        summary: 'The customer’s saved parts lists, the last changed first',
        response: { 200: bomListsSchema, 401: detailSchema },
      },
    },
    async (request) => ({ results: (await listPartsLists(db, currentUser(request).id)).map(toBomListSummary) }),
  );

  app.post(
    '/bom/lists/',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['bom'],
        summary: 'Saves a parts list under a name, with the product chosen for each line',
        body: bomListCreateSchema,
        response: { 201: bomListSchema, ...signedIn },
      },
    },
    async (request, reply) => {
      const list = await createPartsList(db, await cache.productIndex(), currentUser(request).id, request.body);
      return reply.code(201).send(toBomList(list));
    },
  );

  app.get(
    '/bom/lists/:id/',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['bom'],
        summary: 'One saved parts list, matched again: prices and stock as of now',
        params: bomListParamsSchema,
        response: { 200: bomListSchema, ...signedIn },
      },
    },
    async (request) =>
      toBomList(await openPartsList(db, await cache.productIndex(), currentUser(request).id, request.params.id)),
  );

  app.patch(
    '/bom/lists/:id/',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['bom'],
        summary: 'Renames a saved parts list, or changes its build count or lines',
        params: bomListParamsSchema,
        body: bomListUpdateSchema,
        response: { 200: bomListSchema, ...signedIn },
      },
    },
    async (request) =>
      toBomList(
        await updatePartsList(db, await cache.productIndex(), currentUser(request).id, request.params.id, request.body),
      ),
  );

  app.delete(
    '/bom/lists/:id/',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['bom'],
        summary: 'Deletes a saved parts list',
        params: bomListParamsSchema,
        response: { 204: z.null(), ...signedIn },
      },
    },
    async (request, reply) => {
      await deletePartsList(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/bom/lists/:id/add-to-cart/',
    {
      preValidation: app.requireUser,
      schema: {
        tags: ['bom'],
        summary: 'Orders a saved parts list again: its chosen products for its build count, into the cart',
        params: bomListParamsSchema,
        response: { 200: addProjectPartsResultSchema, ...signedIn },
      },
    },
    async (request) =>
      toAddProjectPartsResult(await orderPartsListAgain(db, currentUser(request).id, request.params.id)),
  );
};
