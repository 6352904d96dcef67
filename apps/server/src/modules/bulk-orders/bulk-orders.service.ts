import {
  type BulkQuote,
  type bulkQuoteRequestSchema,
  EMAIL_REPLY_TIME,
  type Language,
  languageTag,
  QUOTE_STATUS_LABELS,
  QUOTE_STATUS_MOVES,
  type QuoteStatus,
} from '@makerbazaar/core';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/client.js';
import { bulkQuoteRequests } from '../../db/schema/bulk-orders.js';
import { datedNumber } from '../../lib/reference-numbers.js';
import { lockedRequestColumn, moveStatus, type StatusMove } from '../../lib/thread-status.js';
import { enqueueAcknowledgement } from '../email/outbox.service.js';
import { bulkQuoteAcknowledgementEmail } from '../email/templates.js';

/** 2026-12-15 → "15 December 2026", in the reader's language. */
function readableDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(languageTag(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}

/** Stores a quote request and acknowledges it by e-mail (within the per-address daily limit of acknowledgements). */
export async function requestBulkQuote(
  db: Database,
  request: z.output<typeof bulkQuoteRequestSchema>,
  userId: number | null,
  /** The language the form was filled in: the acknowledgement is written in it. */
  language: Language,
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
          neededBy: readableDate(request.needed_by, language),
        },
        language,
      ),
    );
    return ref;
  });
  return {
    reference,
    detail: `Thank you! Your quote request ${reference} has been received. We'll e-mail a quote to ${request.email} within ${EMAIL_REPLY_TIME}.`,
  };
}

export const QUOTE_NOT_FOUND = 'No bulk quote request has this id.';

/** The request's status, its row locked until `tx` ends. */
const lockedQuoteStatus = (tx: Transaction, id: number): Promise<QuoteStatus> =>
  lockedRequestColumn(tx, bulkQuoteRequests, bulkQuoteRequests.status, id, QUOTE_NOT_FOUND);

/** `handled_at` records when staff first answered the request (quoted it, or turned it down). */
async function writeQuoteStatus(tx: Transaction, id: number, status: QuoteStatus): Promise<void> {
  await tx
    .update(bulkQuoteRequests)
    .set({ status, handledAt: sql`coalesce(${bulkQuoteRequests.handledAt}, now())` })
    .where(eq(bulkQuoteRequests.id, id));
}

/** A status move by staff (QUOTE_STATUS_MOVES); asking for the status it has changes nothing. */
export async function moveQuote(tx: Transaction, id: number, to: QuoteStatus): Promise<StatusMove<QuoteStatus>> {
  const rules = { noun: 'quote request', moves: QUOTE_STATUS_MOVES, labels: QUOTE_STATUS_LABELS };
  return moveStatus(await lockedQuoteStatus(tx, id), to, rules, (status) => writeQuoteStatus(tx, id, status));
}

/** What a staff reply does to a quote request: a new one becomes quoted; any other keeps its status. */
export async function answerQuoteRequest(tx: Transaction, id: number): Promise<StatusMove<QuoteStatus>> {
  const before = await lockedQuoteStatus(tx, id);
  if (before === 'new') await writeQuoteStatus(tx, id, 'quoted');
  return { before, after: before === 'new' ? 'quoted' : before };
}
