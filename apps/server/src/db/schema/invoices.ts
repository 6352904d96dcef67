import { TAX_DOCUMENT_KINDS } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, moment, requiredRef } from './columns.js';
import { orders } from './commerce.js';

/** A party to a tax document: who supplies, or who receives. */
export interface TaxDocumentParty {
  name: string;
  /** The address, a line each. */
  address: string[];
  gstin: string | null;
  state: string;
  /** The GST state code, '29' for Karnataka. */
  stateCode: string;
}

/** One line as printed: money in paise, the tax as the order stored it. */
export interface TaxDocumentLine {
  description: string;
  hsnCode: string;
  /** Null on a credit note's line that credits part of the line's value rather than whole units. */
  quantity: number | null;
  /** The unit quantity code: NOS for parts, OTH for a course. */
  unit: string;
  unitPricePaise: number;
  discountPaise: number;
  taxablePaise: number;
  gstRate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** Everything a tax invoice or credit note prints, fixed when it is issued. */
export interface TaxDocumentContent {
  orderNumber: string;
  orderedAt: string;
  supplier: TaxDocumentParty;
  recipient: TaxDocumentParty;
  placeOfSupply: { state: string; stateCode: string };
  reverseCharge: boolean;
  lines: TaxDocumentLine[];
  /** For a credit note: the invoice it reverses. */
  against: { number: string; issuedAt: string } | null;
  /**
   * For a credit note: why it was issued, as printed. Its lines are the invoice's, in the same
   * order, each with what this note credits of it (nothing on a line a refund did not touch).
   * Notes issued before refunds had notes reversed a cancelled order in full and have none.
   */
  reason?: string;
}

/**
 * The last serial issued in each series per financial year. Issuing raises it in the transaction
 * that issues the document, so serials are consecutive, with no gaps (a rolled-back issue gives
 * its serial back) and no repeats (the row lock makes concurrent issues wait their turn).
 */
export const taxDocumentCounters = pgTable(
  'tax_document_counters',
  {
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    /** '26-27' for April 2026 to March 2027. */
    financialYear: text('financial_year').notNull(),
    lastSerial: integer('last_serial').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.financialYear] })],
);

/**
 * Tax invoices and credit notes: one invoice at most per order, and a credit note for each refund
 * and for its cancellation. `content` is everything the
 * document prints, fixed when it is issued, so the PDF is the same every time it is downloaded.
 */
export const taxDocuments = pgTable(
  'tax_documents',
  {
    id: id(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    kind: text('kind', { enum: TAX_DOCUMENT_KINDS }).notNull(),
    /** MB/26-27/000123 or CN/26-27/000001. */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    serial: integer('serial').notNull(),
    issuedAt: moment('issued_at').notNull(),
    content: jsonb('content').$type<TaxDocumentContent>().notNull(),
  },
  (t) => [
    uniqueIndex('tax_documents_number_key').on(t.number),
    // One invoice per order; credit notes as many as its refunds, and one when it is cancelled.
    uniqueIndex('tax_documents_order_invoice_key').on(t.orderId).where(sql`${t.kind} = 'invoice'`),
    index('tax_documents_order_id_idx').on(t.orderId),
    uniqueIndex('tax_documents_series_key').on(t.kind, t.financialYear, t.serial),
    check('tax_documents_serial_positive', sql`${t.serial} > 0`),
  ],
);
