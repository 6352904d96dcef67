import {
  badRequestSchema,
  detailSchema,
  productIdParamsSchema,
  productListSchema,
  wishlistAddSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { currentUser, requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import { toProduct } from '../catalog/catalog.presenter.js';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service.js';

export const wishlistRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/wishlist/',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Saved products',
        response: { 200: productListSchema, 401: detailSchema },
      },
    },
    async (request) => {
      const results = (await getWishlist(db, currentUser(request).id)).map(toProduct);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.post(
    '/wishlist/',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Save a product (saving it again is not an error)',
        body: wishlistAddSchema,
        response: { 200: detailSchema, 201: detailSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      const { created } = await addToWishlist(db, currentUser(request).id, request.body.product_id);
      return reply
        .code(created ? 201 : 200)
        .send({ detail: created ? 'Added to your wishlist.' : 'Already in your wishlist.' });
    },
  );

  app.delete(
    '/wishlist/:product_id/',
    {
      schema: {
        tags: ['wishlist'],
        summary: 'Remove a saved product',
        params: productIdParamsSchema,
        response: { 204: z.null(), 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request, reply) => {
      await removeFromWishlist(db, currentUser(request).id, request.params.product_id);
      return reply.code(204).send(null);
    },
  );
};
