import {
  adminProductFiltersSchema,
  adminProductListQuerySchema,
  adminProductPageSchema,
  adminProductSchema,
  badRequestSchema,
  detailSchema,
  idParam,
  MAX_PRODUCT_IMPORT_CHARACTERS,
  productBulkResultSchema,
  productBulkSchema,
  productChoicesSchema,
  productImportReportSchema,
  productImportSchema,
  productInputSchema,
  productPatchSchema,
} from '@makerbazaar/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { staffRefusals } from '../../lib/refusals.js';
import { currentUser } from '../../plugins/auth-guard.js';
import type { StockListener } from '../stock/stock.service.js';
import type { CatalogCache } from './catalog.cache.js';
import { toAdminProduct } from './product-admin.presenter.js';
import {
  bulkUpdateProducts,
  createProduct,
  getAdminProduct,
  listAdminProducts,
  productChoices,
  updateProduct,
} from './product-admin.service.js';
import { exportProductsCsv, importProductsCsv } from './product-csv.service.js';

/**
 * How long an import's file may take to arrive: the largest one the route takes (16 MB) needs
 * 430 kbit/s, a catalogue of a few thousand products (1-2 MB) a slow 2G line.
 */
const PRODUCT_IMPORT_BODY_TIMEOUT_MS = 5 * 60_000;
const productParams = z.object({ id: idParam });

/**
 * The back office's products: list, create, edit, bulk changes, CSV export and import. Every write
 * tells the catalogue cache once it has committed, so the storefront's next read shows it.
 */
export const productAdminRoutes: FastifyPluginAsyncZod<{
  db: Database;
  cache: CatalogCache;
  stock: StockListener;
  shopUrl: string;
}> = async (app, { db, cache, stock, shopUrl }) => {
  const catalogue = [app.requireUser, app.requireAdmin('catalogue')];

  app.get(
    '/admin/products/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary:
          'Products, hidden ones too, by words, category, brand, visibility and stock level, sorted and paginated',
        querystring: adminProductListQuerySchema,
        response: { 200: adminProductPageSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const page = await listAdminProducts(db, request.query, request.url);
      return { ...page, results: page.results.map(toAdminProduct) };
    },
  );

  app.get(
    '/admin/products/choices/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Every category (hidden ones too) and the brands in use, for the product editor and filters',
        response: { 200: productChoicesSchema, ...staffRefusals },
      },
    },
    async () => productChoices(db),
  );

  app.get(
    '/admin/products/export/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'The products the list filters pick, as a CSV file (UTF-8) that the import reads back',
        querystring: adminProductFiltersSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), 400: badRequestSchema, ...staffRefusals },
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(await exportProductsCsv(db, request.query));
    },
  );

  app.post(
    '/admin/products/import/',
    {
      preHandler: catalogue,
      // A file of 10,000 products with long descriptions, as JSON text, sent over a slow line.
      bodyLimit: MAX_PRODUCT_IMPORT_CHARACTERS * 2,
      config: { bodyTimeoutMs: PRODUCT_IMPORT_BODY_TIMEOUT_MS },
      schema: {
        tags: ['admin'],
        summary:
          'Creates or updates products from a CSV file, by slug: a dry run reports per row what would change and ' +
          'every error of every row; otherwise all rows are written in one transaction, or none (409 when a row has ' +
          'an error). A blank cell keeps the product’s value; “-” empties original_price, description, ' +
          'specifications or datasheet_url. stock_change adds (or, negative, takes) units, recorded in the stock ' +
          'ledger; the stock column is not imported',
        body: productImportSchema,
        response: {
          200: productImportReportSchema,
          400: badRequestSchema,
          409: productImportReportSchema.extend({ detail: z.string() }),
          ...staffRefusals,
        },
      },
    },
    async (request, reply) => {
      const { report, stockMoved } = await importProductsCsv(db, currentUser(request), request.body, shopUrl);
      if (report.applied) cache.invalidate();
      if (stockMoved.length > 0) {
        // Committed: the storefront shows the new stock from its next answer in this process.
        await stock
          .stockChanged(stockMoved)
          .catch((error: unknown) => request.log.warn({ err: error }, 'the imported stock was not read back'));
      }
      if (!report.dry_run && !report.applied) {
        return reply.code(409).send({
          detail: 'Nothing was imported: fix the rows with errors and upload the file again.',
          ...report,
        });
      }
      return report;
    },
  );

  app.post(
    '/admin/products/bulk/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Activates, deactivates or moves to a category many products at once, all or none',
        body: productBulkSchema,
        response: { 200: productBulkResultSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => {
      const updated = await bulkUpdateProducts(db, currentUser(request), request.body, shopUrl);
      if (updated > 0) cache.invalidate();
      return { updated };
    },
  );

  app.post(
    '/admin/products/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Creates a product; it starts with no stock (stock changes by an adjustment)',
        body: productInputSchema,
        response: { 201: adminProductSchema, 400: badRequestSchema, 409: detailSchema, ...staffRefusals },
      },
    },
    async (request, reply) => {
      const created = await createProduct(db, currentUser(request), request.body);
      cache.invalidate();
      return reply.code(201).send(toAdminProduct(created));
    },
  );

  app.get(
    '/admin/products/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'One product with every field the editor shows',
        params: productParams,
        response: { 200: adminProductSchema, 400: badRequestSchema, 404: detailSchema, ...staffRefusals },
      },
    },
    async (request) => toAdminProduct(await getAdminProduct(db, request.params.id)),
  );

  app.patch(
    '/admin/products/:id/',
    {
      preHandler: catalogue,
      schema: {
        tags: ['admin'],
        summary: 'Changes any of a product’s fields; the audit log keeps the changed ones before and after',
        params: productParams,
        body: productPatchSchema,
        response: {
          200: adminProductSchema,
          400: badRequestSchema,
          404: detailSchema,
          409: detailSchema,
          ...staffRefusals,
        },
      },
    },
    async (request) => {
      const updated = await updateProduct(db, currentUser(request), request.params.id, request.body, shopUrl);
      cache.invalidate();
      return toAdminProduct(updated);
    },
  );
};
