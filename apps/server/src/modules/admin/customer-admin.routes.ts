import {
  badRequestSchema,
  customerDetailSchema,
  customerListQuerySchema,
  customerPageSchema,
  detailSchema,
  idParam,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { toCustomerDetail, toCustomerPage } from './customer-admin.presenter.js';
import { getCustomer, listCustomers, setCustomerActive } from './customer-admin.service.js';

const customerParams = z.object({ id: idParam });

/**
 * Customers in the back office: reading them is the `customers` area (orders and support staff);
 * deactivating and reactivating an account is `accounts`, the owner's.
 */
export const customerAdminRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const reader = [app.requireUser, app.requireAdmin('customers')];
  const accountKeeper = [app.requireUser, app.requireAdmin('accounts')];

  app.get(
    '/admin/customers/',
    {
      preHandler: reader,
      schema: {
        tags: ['admin'],
        summary: 'Customer accounts, searched by name, e-mail, phone or username, with orders and lifetime value',
        querystring: customerListQuerySchema,
        response: { 200: customerPageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => toCustomerPage(await listCustomers(db, request.query, request.url)),
  );

  app.get(
    '/admin/customers/:id/',
    {
      preHandler: reader,
      schema: {
        tags: ['admin'],
        summary: 'A customer’s profile, lifetime value, latest orders and messages (tickets, contact messages, quotes)',
        params: customerParams,
        response: { 200: customerDetailSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => toCustomerDetail(await getCustomer(db, request.params.id)),
  );

  for (const [verb, active] of [
    ['deactivate', false],
    ['reactivate', true],
  ] as const) {
    app.post(
      `/admin/customers/:id/${verb}/`,
      {
        preHandler: accountKeeper,
        schema: {
          tags: ['admin'],
          summary: active
            ? 'Reactivate a deactivated customer account: they can sign in again (owners)'
            : 'Deactivate a customer account: every session ends and sign-in is refused (owners); not a staff account',
          params: customerParams,
          response: {
            200: customerDetailSchema,
            400: badRequestSchema,
            404: detailSchema,
            409: detailSchema,
            ...staffRefusals,
          },
        },
      },
      async (request) => toCustomerDetail(await setCustomerActive(db, currentUser(request), request.params.id, active)),
    );
  }
};
