import {
  badRequestSchema,
  deliveryCheckQuerySchema,
  deliveryCheckSchema,
  deliveryRulesInputSchema,
  deliveryRulesSchema,
  detailSchema,
  phrase,
  pincodeParamsSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { limitPerAddress } from '../../lib/rate-limit.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { checkDelivery, deliveryRules, saveDeliveryRules } from './delivery.service.js';

/** Delivery by PIN code: the storefront's Check delivery box, and the rules staff set under Delivery. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/delivery/:pincode/',
    {
      preHandler: limitPerAddress(app, {
        name: 'delivery-check',
        max: 60,
        timeWindow: '1 minute',
        what: phrase('delivery checks'),
      }),
      schema: {
        tags: ['delivery'],
        summary:
          'Whether the shop delivers to a PIN code, by when an order placed now arrives, and whether COD is offered; ' +
          'with ?product=, whether that part is in stock (out of stock, it has no arrival date)',
        params: pincodeParamsSchema,
        querystring: deliveryCheckQuerySchema,
        response: { 200: deliveryCheckSchema, 400: badRequestSchema, 404: detailSchema, 429: detailSchema },
      },
    },
    (request) => checkDelivery(db, request.params.pincode, request.query.product),
  );

  const orders = [app.requireUser, app.requireAdmin('orders')];

  app.get(
    '/admin/delivery/',
    {
      preHandler: orders,
      schema: {
        tags: ['admin'],
        summary: 'The delivery rules in force: PIN codes not served, PIN codes without COD, days by zone',
        response: { 200: deliveryRulesSchema, ...staffRefusals },
      },
    },
    () => deliveryRules(db),
  );

  app.put(
    '/admin/delivery/',
    {
      preHandler: orders,
      schema: {
        tags: ['admin'],
        summary: 'Replace the delivery rules; zones given core’s default days keep following them',
        body: deliveryRulesInputSchema,
        response: { 200: deliveryRulesSchema, 400: badRequestSchema, ...staffRefusals },
      },
    },
    (request) => saveDeliveryRules(db, currentUser(request), request.body),
  );
};
