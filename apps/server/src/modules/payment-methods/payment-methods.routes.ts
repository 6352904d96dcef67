import {
  badRequestSchema,
  detailSchema,
  savedPaymentMethodListSchema,
  savedPaymentMethodParamsSchema,
  savedPaymentMethodSchema,
  upiIdInputSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { currentUser, requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import type { PaymentProvider } from '../payment-gateway/payment-provider.js';
import {
  deletePaymentMethod,
  listPaymentMethods,
  saveUpiId,
  setDefaultPaymentMethod,
} from './payment-methods.service.js';

/**
 * The customer's saved payment methods: /api/payment-methods/. UPI IDs are saved here; cards only
 * by a verified payment that the gateway saved as a token, so no card number ever reaches the shop.
 */
export const paymentMethodsRoutes: FastifyPluginAsyncZod<{ db: Database; payments: PaymentProvider }> = async (
  app,
  { db, payments },
) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/payment-methods/',
    {
      schema: {
        tags: ['payment methods'],
        summary: 'Saved UPI IDs and cards, the default first',
        response: { 200: savedPaymentMethodListSchema, 401: detailSchema },
      },
    },
    async (request) => ({ results: await listPaymentMethods(db, currentUser(request).id) }),
  );

  app.post(
    '/payment-methods/upi/',
    {
      schema: {
        tags: ['payment methods'],
        summary: 'Save a UPI ID (the first method saved becomes the default)',
        body: upiIdInputSchema,
        response: { 201: savedPaymentMethodSchema, 400: badRequestSchema, 401: detailSchema, 409: detailSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await saveUpiId(db, currentUser(request).id, request.body)),
  );

  app.post(
    '/payment-methods/:id/default/',
    {
      schema: {
        tags: ['payment methods'],
        summary: 'Make this the default payment method (the previous default stops being one)',
        params: savedPaymentMethodParamsSchema,
        response: { 200: savedPaymentMethodSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    async (request) => setDefaultPaymentMethod(db, currentUser(request).id, request.params.id),
  );

  app.delete(
    '/payment-methods/:id/',
    {
      schema: {
        tags: ['payment methods'],
        summary:
          'Delete a saved payment method; a card is deleted at the payment gateway too, and kept if the gateway cannot (502)',
        params: savedPaymentMethodParamsSchema,
        response: { 204: z.null(), 400: badRequestSchema, 401: detailSchema, 404: detailSchema, 502: detailSchema },
      },
    },
    async (request, reply) => {
      await deletePaymentMethod(db, payments, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
