import { badRequestSchema, detailSchema, idParam, TAX_DOCUMENT_TITLES } from '@makerbazaar/core';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { FILE_OF_DOCUMENT, orderDocument, type TaxDocumentRow, taxDocumentFileName } from './invoices.service.js';
import { renderTaxDocumentPdf } from './tax-document-pdf.js';

const orderParams = z.object({ id: idParam });
const pdfResponse = {
  200: z.string().describe('The PDF file'),
  400: badRequestSchema,
  401: detailSchema,
  403: detailSchema,
  404: detailSchema,
};

async function sendPdf(reply: FastifyReply, document: TaxDocumentRow) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${taxDocumentFileName(document)}"`)
    .header('cache-control', 'private, no-store')
    .send(await renderTaxDocumentPdf(document));
}

/**
 * The tax invoice and credit note of an order as PDF files: for the customer who placed it, and
 * for staff with the orders area of the back office.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const ordersArea = [app.requireUser, app.requireAdmin('orders')];
  for (const kind of ['invoice', 'credit_note'] as const) {
    const title = TAX_DOCUMENT_TITLES[kind].toLowerCase();
    app.get(
      `/orders/:id/${FILE_OF_DOCUMENT[kind]}`,
      {
        preHandler: app.requireUser,
        schema: {
          tags: ['orders'],
          summary: `The ${title} of one of the customer's orders, as a PDF (404 until it is issued)`,
          params: orderParams,
          produces: ['application/pdf'],
          response: pdfResponse,
        },
      },
      async (request, reply) =>
        sendPdf(reply, await orderDocument(db, request.params.id, kind, currentUser(request).id)),
    );
    app.get(
      `/admin/orders/:id/${FILE_OF_DOCUMENT[kind]}`,
      {
        preHandler: ordersArea,
        schema: {
          tags: ['admin'],
          summary: `The ${title} of any order, as a PDF (404 until it is issued)`,
          params: orderParams,
          produces: ['application/pdf'],
          response: pdfResponse,
        },
      },
      async (request, reply) => sendPdf(reply, await orderDocument(db, request.params.id, kind, null)),
    );
  }
};
