import {
  applyCouponSchema,
  badRequestSchema,
  contentLanguageQuerySchema,
  couponQuoteSchema,
  customerCouponListSchema,
  detailSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { requestLanguage } from '../../lib/request-language.js';
import { currentUser, requireUserOnEveryRoute } from '../../plugins/auth-guard.js';
import { couponAdminRoutes } from './coupon-admin.routes.js';
import { toCouponQuote, toCustomerCouponList } from './coupons.presenter.js';
import { listCustomerCoupons, quoteCoupon } from './coupons.service.js';

/** Coupons: the customer's own (/api/coupons/), and the back office's (registered beside them). */
export const couponsRoutes: FastifyPluginAsyncZod<{ db: Database; shopUrl: string }> = async (app, { db, shopUrl }) => {
  await app.register(customerCouponRoutes, { db });
  await app.register(couponAdminRoutes, { db, shopUrl });
};

const customerCouponRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  requireUserOnEveryRoute(app);

  app.get(
    '/coupons/',
    {
      schema: {
        tags: ['coupons'],
        summary:
          "The customer's coupons (open to all or given to them), active, used or expired, with counts; their texts in the request's language",
        querystring: contentLanguageQuerySchema,
        response: { 200: customerCouponListSchema, 400: badRequestSchema, 401: detailSchema },
      },
    },
    async (request) =>
      toCustomerCouponList(await listCustomerCoupons(db, currentUser(request).id, requestLanguage(request))),
  );

  app.post(
    '/coupons/apply/',
    {
      schema: {
        tags: ['coupons'],
        summary:
          'What the cart costs with a coupon (nothing is reserved: placing the order checks it again); 404 for a code the customer has not got, 409 saying why it does not apply',
        querystring: contentLanguageQuerySchema,
        body: applyCouponSchema,
        response: {
          200: couponQuoteSchema,
          400: badRequestSchema,
          401: detailSchema,
          404: detailSchema,
          409: detailSchema,
        },
      },
    },
    async (request) =>
      toCouponQuote(
        await quoteCoupon(
          db,
          currentUser(request).id,
          request.body.code,
          request.body.payment_method,
          requestLanguage(request),
        ),
      ),
  );
};
