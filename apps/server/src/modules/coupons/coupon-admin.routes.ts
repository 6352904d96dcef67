import {
  adminCouponListSchema,
  adminCouponSchema,
  badRequestSchema,
  couponCreateSchema,
  couponUpdateSchema,
  detailSchema,
  idParam,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { createCoupon, getAdminCoupon, listAdminCoupons, updateCoupon } from './coupon-admin.service.js';

const couponParams = z.object({ id: idParam });

/** Coupons in the back office, with the catalogue and its prices: create, give to customers, change, switch off. */
export const couponAdminRoutes: FastifyPluginAsyncZod<{ db: Database; shopUrl: string }> = async (
  app,
  { db, shopUrl },
) => {
  const catalogue = [app.requireUser, app.requireAdmin('catalogue')];

  app.get(
    '/admin/coupons/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Every coupon, the newest first, with how often each was used',
        response: { 200: adminCouponListSchema, ...staffRefusals },
      },
    },
    async () => ({ results: await listAdminCoupons(db) }),
  );

  app.post(
    '/admin/coupons/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Create a coupon, open to every customer or given to chosen ones by e-mail',
        body: couponCreateSchema,
        response: { 201: adminCouponSchema, 400: badRequestSchema, ...staffRefusals },
      },
    },
    async (request, reply) => reply.code(201).send(await createCoupon(db, currentUser(request), request.body, shopUrl)),
  );

  app.get(
    '/admin/coupons/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'One coupon',
        params: couponParams,
        response: { 200: adminCouponSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    (request) => getAdminCoupon(db, request.params.id),
  );

  app.patch(
    '/admin/coupons/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary:
          'Change a coupon; once used, its code and discount stay; `customer_emails` replaces whom a chosen coupon is given to',
        body: couponUpdateSchema,
        params: couponParams,
        response: {
          200: adminCouponSchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          ...staffRefusals,
        },
      },
    },
    (request) => updateCoupon(db, currentUser(request), request.params.id, request.body, shopUrl),
  );
};
