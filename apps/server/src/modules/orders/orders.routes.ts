import {
  badRequestSchema,
  courseOrderSchema,
  createOrderSchema,
  detailSchema,
  itemIdParamsSchema,
  orderListQuerySchema,
  orderListSchema,
  orderSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import type { StockListener } from '../stock/stock.service.js';
import { placeCourseOrder } from './course-orders.service.js';
import { orderAdminRoutes } from './order-admin.routes.js';
import { toOrder, toOrderPage } from './orders.presenter.js';
import {
  cancelOrder,
  type Destination,
  getOrder,
  listOrders,
  type OrderRecord,
  type OrdersContext,
  placeOrder,
} from './orders.service.js';
import { showStockChangeOf } from './stock-change.js';

const idempotencyHeaders = z.object({
  'idempotency-key': z.string().trim().min(8, 'Use a random key of at least 8 characters.').max(100).optional(),
});

/** The body's address, in the order the API documents: a saved address, a typed one, or one text. */
function destinationOf(body: z.output<typeof createOrderSchema>): Destination {
  if (body.address_id !== undefined) return { addressId: body.address_id };
  if (body.address !== undefined) return { address: body.address, save: body.save_address };
  // The schema requires both when neither address is given.
  return { text: body.shipping_address ?? '', phoneNumber: body.phone_number ?? '' };
}

const productsOf = (order: OrderRecord) => order.items.flatMap((item) => item.productId ?? []);

type OrdersRoutesOptions = OrdersContext & { stock: StockListener };

/** The orders API: the customer's own orders, and the back office's (registered beside them). */
export const ordersRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (
  app,
  { db, payments, shopUrl, stock },
) => {
  // Named one by one: the options also carry this plugin's own prefix, which must not apply twice.
  const context = { db, payments, shopUrl, stock };
  await app.register(customerOrderRoutes, context);
  await app.register(orderAdminRoutes, context);
};

const customerOrderRoutes: FastifyPluginAsyncZod<OrdersRoutesOptions> = async (app, context) => {
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
        destination: destinationOf(request.body),
        paymentMethod: request.body.payment_method,
        couponCode: request.body.coupon_code,
        business:
          request.body.gstin && request.body.business_name
            ? { gstin: request.body.gstin, name: request.body.business_name }
            : undefined,
        idempotencyKey: request.headers['idempotency-key'],
      });
      if (created) await showStockChangeOf(request, stock, productsOf(order));
      return reply.code(created ? 201 : 200).send(toOrder(order, payments));
    },
  );

  app.post(
    '/orders/course/',
    {
      schema: {
        tags: ['orders'],
        summary:
          'Buy a paid course online (201; 200 with the open order when one already waits for its payment); the customer is enrolled when the payment is verified',
        body: courseOrderSchema,
        response: {
          200: orderSchema,
          201: orderSchema,
          400: badRequestSchema,
          401: detailSchema,
          404: detailSchema,
          409: detailSchema,
          502: detailSchema,
        },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeCourseOrder(context, currentUser(request).id, {
        courseId: request.body.course_id,
        totalAmount: request.body.total_amount,
      });
      return reply.code(created ? 201 : 200).send(toOrder(order, payments));
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
    async (request) =>
      toOrderPage(
        await listOrders(
          db,
          currentUser(request).id,
          { page: request.query.page, pageSize: request.query.page_size },
          request.url,
        ),
        payments,
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
    async (request) => toOrder(await getOrder(db, currentUser(request).id, request.params.id), payments),
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
      const order = await cancelOrder(context, currentUser(request).id, request.params.id);
      await showStockChangeOf(request, stock, productsOf(order));
      return toOrder(order, payments);
    },
  );
};
