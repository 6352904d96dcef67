import {
  adminOrderListQuerySchema,
  adminOrderPageSchema,
  adminOrderSchema,
  badRequestSchema,
  detailSchema,
  idParam,
  orderRefundInputSchema,
  orderTransitionSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import type { StockListener } from '../stock/stock.service.js';
import { getAdminOrder, listAdminOrders } from './order-admin.service.js';
import { transitionOrder } from './order-fulfilment.service.js';
import { refundOrder } from './order-refunds.service.js';
import type { OrdersContext } from './orders.service.js';
import { showStockChangeOf } from './stock-change.js';

const orderParams = z.object({ id: idParam });

/** The back office's orders: the list, one order with its timeline, its moves and its refunds. */
export const orderAdminRoutes: FastifyPluginAsyncZod<OrdersContext & { stock: StockListener }> = async (
  app,
  context,
) => {
  const { db, stock } = context;
  const ordersArea = [app.requireUser, app.requireAdmin('orders')];
  const actorOf = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, username: user.username };
  };

  app.get(
    '/admin/orders/',
    {
      preHandler: ordersArea,
      schema: {
        tags: ['admin'],
        summary: 'Orders by status and payment, searched by order number, customer, phone or pincode',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderPageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    (request) => listAdminOrders(db, request.query, request.url),
  );

  app.get(
    '/admin/orders/:id/',
    {
      preHandler: ordersArea,
      schema: {
        tags: ['admin'],
        summary: 'One order with its items, customer, payment, refunds and timeline',
        params: orderParams,
        response: { 200: adminOrderSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    (request) => getAdminOrder(db, request.params.id),
  );

  app.post(
    '/admin/orders/:id/transition/',
    {
      preHandler: ordersArea,
      schema: {
        tags: ['admin'],
        summary: 'Confirm, pack, ship (carrier and tracking number), deliver or cancel; e-mails the customer',
        params: orderParams,
        body: orderTransitionSchema,
        response: {
          200: adminOrderSchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request) => {
      const order = await transitionOrder(context, actorOf(request), request.params.id, request.body);
      if (order.status === 'cancelled') {
        await showStockChangeOf(
          request,
          stock,
          order.items.flatMap((item) => item.product_id ?? []),
        );
      }
      return order;
    },
  );

  app.post(
    '/admin/orders/:id/refund/',
    {
      preHandler: ordersArea,
      schema: {
        tags: ['admin'],
        summary:
          'Refund part or all of a paid order: online through its gateway, cash on delivery by a recorded bank transfer; e-mails the customer',
        params: orderParams,
        body: orderRefundInputSchema,
        response: {
          200: adminOrderSchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          502: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request) => {
      const order = await refundOrder(context, actorOf(request), request.params.id, request.body);
      const restocked = new Set(request.body.restock.map((line) => line.item_id));
      if (restocked.size > 0) {
        await showStockChangeOf(
          request,
          stock,
          order.items.flatMap((item) => (restocked.has(item.id) && item.product_id !== null ? [item.product_id] : [])),
        );
      }
      return order;
    },
  );
};
