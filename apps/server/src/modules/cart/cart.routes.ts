import {
  addToCartSchema,
  badRequestSchema,
  cartItemSchema,
  cartSchema,
  detailSchema,
  itemIdParamsSchema,
  updateCartItemSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { currentUser, requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import { toCart, toCartItem } from './cart.presenter.js';
import { addToCart, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service.js';

const errors = { 400: badRequestSchema, 401: detailSchema, 404: detailSchema };

export const cartRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/cart/',
    { schema: { tags: ['cart'], summary: "The customer's cart", response: { 200: cartSchema, 401: detailSchema } } },
    async (request) => toCart(await getCart(db, currentUser(request).id)),
  );

  app.post(
    '/cart/',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add a product, or raise its quantity (never above the stock)',
        body: addToCartSchema,
        response: { 200: cartItemSchema, 201: cartItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { line, created } = await addToCart(
        db,
        currentUser(request).id,
        request.body.product_id,
        request.body.quantity,
      );
      return reply.code(created ? 201 : 200).send(toCartItem(line));
    },
  );

  app.patch(
    '/cart/:id/',
    {
      schema: {
        tags: ['cart'],
        summary: 'Set the quantity of a line; 0 removes it (204)',
        params: itemIdParamsSchema,
        body: updateCartItemSchema,
        response: { 200: cartItemSchema, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const line = await updateCartItem(db, currentUser(request).id, request.params.id, request.body.quantity);
      return line ? toCartItem(line) : reply.code(204).send(null);
    },
  );

  app.delete(
    '/cart/:id/',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line',
        params: itemIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeCartItem(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/cart/clear/',
    { schema: { tags: ['cart'], summary: 'Empty the cart', response: { 204: z.null(), 401: detailSchema } } },
    async (request, reply) => {
      await clearCart(db, currentUser(request).id);
      return reply.code(204).send(null);
    },
  );
};
