import {
  badRequestSchema,
  createOrderSchema,
  detailSchema,
  itemIdParamsSchema,
  type Order,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
} from '@makerbazaar/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import type { StockListener } from '../stock/stock.service.js';
import { cancelOrder, getOrder, listOrders, type OrdersContext, placeOrder } from './orders.service.js';

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(8, 'Use a random key of at least 8 characters.').max(100).optional(),
});

/**
 * Shows the stock an order took or gave back in this process from its next read on. The order is
 * committed by then: if reading the stock back fails, the change feed brings it within a second.
 */
function showStockChangeOf(request: FastifyRequest, stock: StockListener, order: Order): Promise<void> {
  return stock
    .stockChanged(order.items.flatMap((item) => item.product.id ?? []))
    .catch((error: unknown) => request.log.warn({ err: error }, 'the stock an order changed was not read back'));
}

export const ordersRoutes: FastifyPluginAsyncZod<OrdersContext & { stock: StockListener }> = async (app, context) => {
  const { db, payments, stock } = context;
  requireUserOnEveryRoute(app);

  app.post(
    '/orders/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Check out the cart (send an Idempotency-Key so a retry never makes a second order)',
        headers: idempotencyHeaders,
        body: createOrderSchema,
        response: {
          200: orderSchema,
          201: orderSchema,
          400: badRequestSchema,
          401: detailSchema,
          409: detailSchema,
          502: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(context, currentUser(request).id, {
        totalAmount: request.body.total_amount,
        shippingAddress: request.body.shipping_address,
        phoneNumber: request.body.phone_number,
        paymentMethod: request.body.payment_method,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (created) await showStockChangeOf(request, stock, order);
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.get(
    '/orders/',
    {
      schema: {
        tags: ['orders'],
        summary: "The customer's orders, newest first",
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    (request) =>
      listOrders(
        db,
        payments,
        currentUser(request).id,
        { page: request.query.page, pageSize: request.query.page_size },
        request.url,
      ),
  );

  app.get(
    '/orders/:id/',
    {
      schema: {
        tags: ['orders'],
        summary: 'One order',
        params: itemIdParamsSchema,
        response: { 200: orderSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema },
      },
    },
    (request) => getOrder(db, payments, currentUser(request).id, request.params.id),
  );

  app.post(
    '/orders/:id/cancel/',
    {
      schema: {
        tags: ['orders'],
        summary: 'Cancel while pending or confirmed and within 1 hour of placing',
        params: itemIdParamsSchema,
        response: { 200: orderSchema, 400: badRequestSchema, 401: detailSchema, 404: detailSchema, 409: detailSchema },
      },
    },
    async (request) => {
      const order = await cancelOrder(db, payments, currentUser(request).id, request.params.id);
      await showStockChangeOf(request, stock, order);
      return order;
    },
  );
};
