import { type BulkQuote, type bulkQuoteRequestSchema, EMAIL_REPLY_TIME } from '@makerbazaar/core';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { bulkQuoteRequests } from '../../db/schema/bulk-orders.js';
import { datedNumber } from '../../lib/reference-numbers.js';
import { enqueueAcknowledgement } from '../email/outbox.service.js';
import { bulkQuoteAcknowledgementEmail } from '../email/templates.js';

/** 2026-12-15 → "15 December 2026". */
function readableDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Stores a quote request and acknowledges it by e-mail (within the per-address daily limit of acknowledgements). */
export async function requestBulkQuote(
  db: Database,
  request: z.output<typeof bulkQuoteRequestSchema>,
  userId: number | null,
): Promise<BulkQuote> {
  const reference = await db.transaction(async (tx) => {
    const ref = `BQ-${await datedNumber(tx, 'bulk_quote_seq', new Date(), 4)}`;
    await tx.insert(bulkQuoteRequests).values({
      reference: ref,
      organisation: request.organisation,
      gstin: request.gstin ?? null,
      contactName: request.contact_name,
      email: request.email,
      phone: request.phone,
      items: request.items,
      neededBy: request.needed_by,
      notes: request.notes ?? null,
      userId,
    });
    await enqueueAcknowledgement(
      tx,
      bulkQuoteAcknowledgementEmail(
        {
          reference: ref,
          email: request.email,
          itemCount: request.items.length,
          neededBy: readableDate(request.needed_by),
        },
        EMAIL_REPLY_TIME,
      ),
    );
    return ref;
  });
  return {
    reference,
    detail: `Thank you! Your quote request ${reference} has been received. We'll e-mail a quote to ${request.email} within ${EMAIL_REPLY_TIME}.`,
  };
}
