import { badRequestSchema, detailSchema, idParam } from '@makerbazaar/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { currentUser } from '../../plugins/auth-guard.js';
import { orderCreditNote, orderInvoice, type TaxDocumentRow, taxDocumentFileName } from './invoices.service.js';
import { renderTaxDocumentPdf } from './tax-document-pdf.js';

const orderParams = z.object({ id: idParam });
const creditNoteParams = z.object({ id: idParam, noteId: idParam });
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
 * The tax invoice and credit notes of an order as PDF files: for the customer who placed it, and
 * for staff with the orders area of the back office.
 */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const areas = [
    { prefix: '', tag: 'orders', whose: "one of the customer's orders", preHandler: [app.requireUser] },
    { prefix: '/admin', tag: 'admin', whose: 'any order', preHandler: [app.requireUser, app.requireAdmin('orders')] },
  ];
  for (const { prefix, tag, whose, preHandler } of areas) {
    const reader = (request: FastifyRequest) => (prefix === '' ? currentUser(request).id : null);
    app.get(
      `${prefix}/orders/:id/invoice.pdf`,
      {
        preHandler,
        schema: {
          tags: [tag],
          summary: `The tax invoice of ${whose}, as a PDF (404 until it is issued)`,
          params: orderParams,
          produces: ['application/pdf'],
          response: pdfResponse,
        },
      },
      async (request, reply) => sendPdf(reply, await orderInvoice(db, request.params.id, reader(request))),
    );
    app.get(
      `${prefix}/orders/:id/credit-notes/:noteId`,
      {
        preHandler,
        schema: {
          tags: [tag],
          summary: `A credit note of ${whose} (issued for each refund and on cancelling an invoiced order), as a PDF`,
          params: creditNoteParams,
          produces: ['application/pdf'],
          response: pdfResponse,
        },
      },
      async (request, reply) =>
        sendPdf(reply, await orderCreditNote(db, request.params.id, request.params.noteId, reader(request))),
    );
  }
};
