import {
  addressInputSchema,
  addressListSchema,
  addressParamsSchema,
  addressSchema,
  badRequestSchema,
  detailSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { currentUser, requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import { createAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses.service.js';

/** The customer's address book: /api/addresses/. */
export const addressesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/addresses/',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Saved addresses, the default first',
        response: { 200: addressListSchema, 401: detailSchema },
      },
    },
    async (request) => ({ results: await listAddresses(db, currentUser(request).id) }),
  );

  app.post(
    '/addresses/',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Save an address (the first one saved becomes the default)',
        body: addressInputSchema,
        response: { 201: addressSchema, 400: badRequestSchema, 401: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createAddress(db, currentUser(request).id, request.body)),
  );

  app.put(
    '/addresses/:id/',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Change a saved address',
        params: addressParamsSchema,
        body: addressInputSchema,
        response: { 200: addressSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request) => updateAddress(db, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    '/addresses/:id/default/',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Make this the default address (the previous default stops being one)',
        params: addressParamsSchema,
        response: { 200: addressSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request) => setDefaultAddress(db, currentUser(request).id, request.params.id),
  );

  app.delete(
    '/addresses/:id/',
    {
      schema: {
        tags: ['addresses'],
        summary: 'Delete a saved address (deleting the default makes the newest one left the default)',
        params: addressParamsSchema,
        response: { 204: z.null(), 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      await deleteAddress(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
