import { type BulkQuote, type bulkQuoteRequestSchema, NEEDED_BY_PAST } from '@makerbazaar/core';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { bulkQuoteRequests } from '../../db/schema/bulk-orders.js';
import { fieldErrors } from '../../lib/errors.js';
import { enqueueEmail } from '../email/outbox.service.js';
import { bulkQuoteAcknowledgementEmail } from '../email/templates.js';
import { dateInIndia, nextReference, SUPPORT_REPLY_WITHIN } from '../support/support.service.js';

/** 2026-12-15 → "15 December 2026". */
function readableDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

export async function requestBulkQuote(
  db: Database,
  request: z.output<typeof bulkQuoteRequestSchema>,
  userId: number | null,
  now = new Date(),
): Promise<BulkQuote> {
  // ISO dates compare as strings.
  if (request.needed_by < dateInIndia(now)) throw fieldErrors({ needed_by: [NEEDED_BY_PAST] });
  const reference = await db.transaction(async (tx) => {
    const ref = await nextReference(tx, 'BQ', 'bulk_quote_seq', now);
    const stored = {
      reference: ref,
      organisation: request.organisation,
      gstin: request.gstin ?? null,
      contactName: request.contact_name,
      email: request.email,
      phone: request.phone,
      items: request.items,
      neededBy: request.needed_by,
      notes: request.notes ?? null,
    };
    await tx.insert(bulkQuoteRequests).values({ ...stored, userId });
    await enqueueEmail(
      tx,
      bulkQuoteAcknowledgementEmail({ ...stored, neededBy: readableDate(stored.neededBy) }, SUPPORT_REPLY_WITHIN),
    );
    return ref;
  });
  return {
    reference,
    detail: `Thank you! Your quote request ${reference} has been received. We'll e-mail a quote to ${request.email} within ${SUPPORT_REPLY_WITHIN}.`,
  };
}
