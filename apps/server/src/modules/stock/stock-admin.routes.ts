import {
  badRequestSchema,
  detailSchema,
  idParam,
  paginationQuerySchema,
  productStockSchema,
  stockAdjustedSchema,
  stockAdjustmentInputSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { adjustStock, readStockLedger, type StockListener } from './stock.service.js';

const productParams = z.object({ id: idParam });

/** The stock panel of the back office: a product's stock ledger, and adjustments with a reason. */
export const stockAdminRoutes: FastifyPluginAsyncZod<{ db: Database; stock: StockListener }> = async (
  app,
  { db, stock },
) => {
  const catalogue = [app.requireUser, app.requireAdmin('catalogue')];

  app.get(
    '/admin/products/:id/stock/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'A product’s stock on the shelf and its stock ledger, the latest adjustment first',
        params: productParams,
        querystring: paginationQuerySchema,
        response: { 200: productStockSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) =>
      readStockLedger(
        db,
        request.params.id,
        { page: request.query.page, pageSize: request.query.page_size },
        request.url,
      ),
  );

  app.post(
    '/admin/products/:id/stock/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Adjust a product’s stock with a reason; refused (409) if it would go below zero',
        params: productParams,
        body: stockAdjustmentInputSchema,
        response: {
          201: stockAdjustedSchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request, reply) => {
      const adjusted = await adjustStock(db, currentUser(request), request.params.id, request.body);
      // Committed: the storefront shows the new stock from its next answer in this process.
      await stock
        .stockChanged([request.params.id])
        .catch((error: unknown) => request.log.warn({ err: error }, 'the adjusted stock was not read back'));
      return reply.code(201).send(adjusted);
    },
  );
};
