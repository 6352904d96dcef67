import {
  badRequestSchema,
  detailSchema,
  orderSchema,
  paymentOptionsSchema,
  testGatewayAnswerSchema,
  testGatewaySchema,
  verifyPaymentSchema,
} from '@makerbazaar/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orders } from '../../db/schema/commerce.js';
import { HttpError, notFound } from '../../lib/errors.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { toOrder } from '../orders/orders.presenter.js';
import type { OrdersContext } from '../orders/orders.service.js';
import type { TestGateway } from '../payment-gateway/payment-provider.js';
import { handleRazorpayWebhook, verifyPayment } from './payments.service.js';

/** The payment options change only with the configuration, so browsers and proxies may keep them a while. */
const PAYMENT_OPTIONS_CACHE = 'public, max-age=300';

export const paymentsRoutes: FastifyPluginAsyncZod<OrdersContext> = async (app, context) => {
  const { db, payments } = context;

  app.get(
    '/payments/options/',
    {
      schema: {
        tags: ['payments'],
        summary: 'How the shop takes payment: whether online payment is on, and whether it is a test-mode staging shop',
        response: { 200: paymentOptionsSchema },
      },
    },
    (_request, reply) => {
      reply.header('cache-control', PAYMENT_OPTIONS_CACHE);
      return payments.options;
    },
  );

  app.post(
    '/payments/verify/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['payments'],
        summary: 'Confirm an online payment with the signature checkout.js returned',
        body: verifyPaymentSchema,
        response: { 200: orderSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => toOrder(await verifyPayment(context, currentUser(request).id, request.body), payments),
  );

  if (payments.name === 'test') {
    const gateway = payments as TestGateway;
    app.post(
      '/payments/test/',
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['payments'],
          summary: 'Test mode only: pay or decline a test-gateway order, as checkout.js would',
          body: testGatewaySchema,
          response: {
            200: testGatewayAnswerSchema,
            400: badRequestSchema,
            401: detailSchema,
            402: detailSchema,
            404: detailSchema,
          },
        },
      },
      async (request) => {
        const [order] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(eq(orders.providerOrderId, request.body.provider_order_id), eq(orders.userId, currentUser(request).id)),
          );
        if (!order) throw notFound('Order not found.');
        if (request.body.outcome === 'decline')
          throw new HttpError(402, { detail: 'The test gateway declined the payment.' });
        return gateway.pay(request.body.provider_order_id, { saveCard: request.body.save_card });
      },
    );
  }

  // Razorpay signs the exact bytes it sent, so this route keeps the body raw.
  await app.register(async (webhook) => {
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post(
      '/payments/razorpay/webhook/',
      {
        schema: {
          tags: ['payments'],
          summary: 'Razorpay webhook (signed with the webhook secret)',
          response: { 200: detailSchema, 400: detailSchema },
        },
      },
      async (request) => {
        const signature = request.headers['x-razorpay-signature'];
        const eventId = request.headers['x-razorpay-event-id'];
        if (typeof signature !== 'string' || typeof eventId !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new HttpError(400, { detail: 'Invalid webhook signature.' });
        }
        return { detail: await handleRazorpayWebhook(context, request.body, signature, eventId) };
      },
    );
  });
};
