import {
  BACK_IN_STOCK_CHECK_INBOX,
  backInStockAlertListSchema,
  backInStockAlertSchema,
  backInStockLinkAnswerSchema,
  backInStockRequestSchema,
  backInStockTokenSchema,
  badRequestSchema,
  detailSchema,
  guestBackInStockRequestSchema,
  idParam,
  phrase,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { FORM_BODY_LIMIT } from '../../lib/form-limits.js';
import { limitPerAddress } from '../../lib/rate-limit.js';
import { requestLanguage } from '../../lib/request-language.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { toAlert } from './back-in-stock.presenter.js';
import {
  cancelAlert,
  cancelGuestAlert,
  confirmGuestAlert,
  listAlerts,
  requestAlert,
  requestGuestAlert,
} from './back-in-stock.service.js';

const refusals = { 400: badRequestSchema, 401: detailSchema, 404: detailSchema, 409: detailSchema };
const formErrors = {
  400: badRequestSchema,
  404: detailSchema,
  409: detailSchema,
  413: detailSchema,
  429: detailSchema,
};

/** "Notify me when it is back": a customer's alerts, and a guest's, confirmed by a link e-mailed to them. */
export const backInStockRoutes: FastifyPluginAsyncZod<{ db: Database; shopUrl: string }> = async (
  app,
  { db, shopUrl },
) => {
  app.get(
    '/back-in-stock/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['back-in-stock'],
        summary: 'The parts the customer asked to hear about once they are back in stock, the latest first',
        response: { 200: backInStockAlertListSchema, 401: detailSchema },
      },
    },
    async (request) => (await listAlerts(db, currentUser(request).id)).map(toAlert),
  );

  app.post(
    '/back-in-stock/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['back-in-stock'],
        summary:
          'Tell the customer once (a notification and an e-mail) when an out-of-stock part is back; asking again is not an error. 409 when it is in stock',
        body: backInStockRequestSchema,
        response: { 201: backInStockAlertSchema, ...refusals },
      },
    },
    async (request, reply) =>
      reply.code(201).send(toAlert(await requestAlert(db, currentUser(request).id, request.body.product_id))),
  );

  app.delete(
    '/back-in-stock/:id/',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['back-in-stock'],
        summary: 'Cancel one of the customer’s alerts',
        params: z.object({ id: idParam }),
        response: { 204: z.null(), ...refusals },
      },
    },
    async (request, reply) => {
      await cancelAlert(db, currentUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/back-in-stock/guest/',
    {
      bodyLimit: FORM_BODY_LIMIT,
      preHandler: limitPerAddress(app, {
        name: 'back-in-stock-guest',
        max: 10,
        timeWindow: '1 hour',
        what: phrase('alert requests'),
      }),
      schema: {
        tags: ['back-in-stock'],
        summary:
          'A guest asks to hear once when an out-of-stock part is back: the address gets only a link to confirm (a few a day at most) until it is followed. The answer is the same whether or not a link was sent',
        body: guestBackInStockRequestSchema,
        response: { 202: detailSchema, ...formErrors },
      },
    },
    async (request, reply) => {
      const { product_id, email } = request.body;
      await requestGuestAlert(db, product_id, email, requestLanguage(request), shopUrl);
      return reply.code(202).send({ detail: BACK_IN_STOCK_CHECK_INBOX });
    },
  );

  const linkLimit = limitPerAddress(app, {
    name: 'back-in-stock-link',
    max: 30,
    timeWindow: '10 minutes',
    what: phrase('alert links'),
  });

  app.post(
    '/back-in-stock/confirm/',
    {
      bodyLimit: FORM_BODY_LIMIT,
      preHandler: linkLimit,
      schema: {
        tags: ['back-in-stock'],
        summary:
          'Confirm a guest’s alert with the token of the link e-mailed to them (following it again is not an error)',
        body: backInStockTokenSchema,
        response: { 200: backInStockLinkAnswerSchema, ...formErrors },
      },
    },
    (request) => confirmGuestAlert(db, request.body.token, shopUrl),
  );

  app.post(
    '/back-in-stock/cancel/',
    {
      bodyLimit: FORM_BODY_LIMIT,
      preHandler: linkLimit,
      schema: {
        tags: ['back-in-stock'],
        summary: 'Cancel a guest’s alert with the token of the link e-mailed to them',
        body: backInStockTokenSchema,
        response: { 200: backInStockLinkAnswerSchema, ...formErrors },
      },
    },
    (request) => cancelGuestAlert(db, request.body.token),
  );
};
