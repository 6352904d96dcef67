import {
  creditOfRefund,
  financialYearOf,
  GST_STATE_CODES,
  isIndianState,
  type LineTax,
  lineTotalPaise,
  SHOP,
  type TaxDocumentKind,
  type TaxDocumentLink,
  taxDocumentNumber,
  uncreditedLines,
} from '@makerbazaar/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable, Transaction } from '../../db/client.js';
import { orderItems, orders } from '../../db/schema/commerce.js';
import {
  type TaxDocumentContent,
  type TaxDocumentLine,
  type TaxDocumentParty,
  taxDocumentCounters,
  taxDocuments,
} from '../../db/schema/invoices.js';
import { users } from '../../db/schema/users.js';
import { notFound } from '../../lib/errors.js';
import { inr } from './tax-document-pdf.js';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

/**
 * The next serial of a series in a financial year, taken in the caller's transaction: the counter
 * row is created at 1 or raised by one, and stays locked until the transaction ends, so a
 * concurrent issue waits for this one to commit (and then takes the next serial) or roll back
 * (and then takes this one). No gaps, no repeats.
 */
async function nextSerial(tx: Transaction, kind: TaxDocumentKind, financialYear: string): Promise<number> {
  const [counter] = await tx
    .insert(taxDocumentCounters)
    .values({ kind, financialYear, lastSerial: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentCounters.kind, taxDocumentCounters.financialYear],
      set: { lastSerial: sql`${taxDocumentCounters.lastSerial} + 1` },
    })
    .returning({ serial: taxDocumentCounters.lastSerial });
  if (!counter) throw new Error('the document counter did not answer');
  return counter.serial;
}

async function insertDocument(
  tx: Transaction,
  orderId: number,
  kind: TaxDocumentKind,
  content: TaxDocumentContent,
  issuedAt: Date,
): Promise<TaxDocumentRow> {
  const financialYear = financialYearOf(issuedAt);
  const serial = await nextSerial(tx, kind, financialYear);
  const [document] = await tx
    .insert(taxDocuments)
    .values({
      orderId,
      kind,
      number: taxDocumentNumber(kind, financialYear, serial),
      financialYear,
      serial,
      issuedAt,
      content,
    })
    .returning();
  if (!document) throw new Error('the document was not written');
  return document;
}

async function invoiceOf(db: Queryable, orderId: number): Promise<TaxDocumentRow | undefined> {
  const [invoice] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return invoice;
}

const SUPPLIER: TaxDocumentParty = {
  name: SHOP.legalName,
  address: [...SHOP.addressLines],
  gstin: SHOP.gstin,
  state: SHOP.state,
  stateCode: GST_STATE_CODES[SHOP.state],
};

/** Who the invoice is for: the business when one was named, else the person, at the delivery address. */
function recipientOf(order: OrderRow, customerName: string, placeOfSupply: string): TaxDocumentParty {
  const address =
    order.shipName === null
      ? order.shippingAddress.split('\n').filter((line) => line.trim() !== '')
      : [
          ...(order.buyerBusinessName ? [order.shipName] : []),
          order.shipLine1 ?? '',
          order.shipLine2 ?? '',
          `${order.shipCity ?? ''}, ${order.shipState ?? ''} ${order.shipPincode ?? ''}`,
        ].filter((line) => line.trim() !== '');
  return {
    name: order.buyerBusinessName ?? order.shipName ?? customerName,
    address,
    gstin: order.buyerGstin,
    state: placeOfSupply,
    stateCode: isIndianState(placeOfSupply) ? GST_STATE_CODES[placeOfSupply] : '',
  };
}

/** The order's lines with the tax it stored; the COD fee as a line of its own. */
function linesOf(order: OrderRow, items: ItemRow[]): TaxDocumentLine[] {
  const lines = items.map(
    (item): TaxDocumentLine => ({
      description: item.productName,
      hsnCode: item.hsnCode ?? '',
      quantity: item.quantity,
      unit: item.courseId === null ? 'NOS' : 'OTH',
      unitPricePaise: item.unitPricePaise,
      discountPaise: item.discountPaise ?? 0,
      taxablePaise: item.taxablePaise ?? 0,
      gstRate: item.gstRate ?? 0,
      cgstPaise: item.cgstPaise ?? 0,
      sgstPaise: item.sgstPaise ?? 0,
      igstPaise: item.igstPaise ?? 0,
    }),
  );
  if (order.codFeePaise === 0 || order.codFeeTaxablePaise === null) return lines;
  // The fee is taxed with the goods at their highest rate (docs/decisions/015-gst-on-orders.md): it takes that line's heading.
  const principal = lines.find((line) => line.gstRate === order.codFeeGstRate);
  return [
    ...lines,
    {
      description: 'Cash on delivery charge',
      hsnCode: principal?.hsnCode ?? '',
      quantity: 1,
      unit: 'OTH',
      unitPricePaise: order.codFeePaise,
      discountPaise: 0,
      taxablePaise: order.codFeeTaxablePaise,
      gstRate: order.codFeeGstRate ?? 0,
      cgstPaise: order.codFeeCgstPaise ?? 0,
      sgstPaise: order.codFeeSgstPaise ?? 0,
      igstPaise: order.codFeeIgstPaise ?? 0,
    },
  ];
}

/**
 * Issues the order's tax invoice, in the transaction that confirms the order (placed with cash on
 * delivery, or paid online). Nothing for an order placed before tax was kept per line; the
 * invoice already issued when asked twice.
 */
export async function issueInvoice(tx: Transaction, order: OrderRow, issuedAt: Date): Promise<TaxDocumentRow | null> {
  if (order.placeOfSupply === null) return null;
  const existing = await invoiceOf(tx, order.id);
  if (existing) return existing;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id));
  const [customer] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, order.userId));
  const customerName = `${customer?.firstName ?? ''} ${customer?.lastName ?? ''}`.trim() || (customer?.username ?? '');
  const content: TaxDocumentContent = {
    orderNumber: order.orderNumber,
    orderedAt: order.createdAt.toISOString(),
    supplier: SUPPLIER,
    recipient: recipientOf(order, customerName, order.placeOfSupply),
    placeOfSupply: {
      state: order.placeOfSupply,
      stateCode: isIndianState(order.placeOfSupply) ? GST_STATE_CODES[order.placeOfSupply] : '',
    },
    reverseCharge: false,
    lines: linesOf(order, items),
    against: null,
  };
  return insertDocument(tx, order.id, 'invoice', content, issuedAt);
}

/** An invoice's credit notes, in the order they were issued. */
async function creditNotesOf(db: Queryable, orderId: number): Promise<TaxDocumentRow[]> {
  return db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'credit_note')))
    .orderBy(asc(taxDocuments.id));
}

/** What the order's next credit note is for: its cancellation (all that is left), or a refund. */
export type CreditCause = { cancelled: true } | { refundPaise: number; reason: string };

/**
 * Issues a credit note against the order's tax invoice (CGST Act s.34), in the transaction that
 * cancels the order or refunds it. A refund credits its amount, shared over the lines
 * (`creditOfRefund`); a cancellation credits all that earlier notes left, so the invoice and its
 * notes always cancel out. Nothing for an order never invoiced, or when nothing is left to credit
 * (a refund after the order was cancelled, a cancellation asked twice).
 */
export async function issueCreditNote(
  tx: Transaction,
  orderId: number,
  cause: CreditCause,
  issuedAt: Date,
): Promise<TaxDocumentRow | null> {
  const invoice = await invoiceOf(tx, orderId);
  if (!invoice) return null;
  const earlier = await creditNotesOf(tx, orderId);
  const left = uncreditedLines(
    invoice.content.lines,
    earlier.map((note) => note.content.lines),
  );
  const credit = creditOfRefund(left, 'cancelled' in cause ? Number.MAX_SAFE_INTEGER : cause.refundPaise);
  const creditedPaise = credit.reduce((sum, line) => sum + lineTotalPaise(line), 0);
  if (creditedPaise === 0) return null;
  const invoiceNumber = invoice.number;
  // A cancellation credits all that is left: with no earlier notes, that is the whole invoice.
  const reason =
    'cancelled' in cause
      ? earlier.length === 0
        ? `the order was cancelled; this note reverses invoice ${invoiceNumber} in full.`
        : `the order was cancelled; this note reverses what earlier credit notes left of invoice ${invoiceNumber}.`
      : `a refund of INR ${inr(creditedPaise)} on the order (${cause.reason}); this note reduces invoice ${invoiceNumber} by that amount.`;
  const content: TaxDocumentContent = {
    ...invoice.content,
    lines: invoice.content.lines.map((line, index) => {
      const credited = credit[index] as LineTax;
      // Whole units only when the note takes back the whole line; otherwise it credits value.
      const wholeLine = lineTotalPaise(credited) === lineTotalPaise(line);
      return wholeLine
        ? line
        : { ...line, ...credited, quantity: null, unitPricePaise: lineTotalPaise(credited), discountPaise: 0 };
    }),
    against: { number: invoiceNumber, issuedAt: invoice.issuedAt.toISOString() },
    reason,
  };
  return insertDocument(tx, orderId, 'credit_note', content, issuedAt);
}

/** MB-26-27-000123.pdf: the name a downloaded or attached document's file has. */
export const taxDocumentFileName = (document: Pick<TaxDocumentRow, 'number'>) =>
  `${document.number.replaceAll('/', '-')}.pdf`;

/** An order's tax invoice, if issued, and its credit notes in the order they were issued. */
export interface OrderDocuments {
  invoice?: TaxDocumentRow;
  creditNotes: TaxDocumentRow[];
}

/**
 * Where an order's documents are, as its API answer links them: for the customer under
 * /api/orders/, for staff under /api/admin/orders/.
 */
export function orderDocumentLinks(
  documents: OrderDocuments | undefined,
  reader: 'customer' | 'staff',
): { invoice: TaxDocumentLink | null; credit_notes: TaxDocumentLink[] } {
  const area = reader === 'staff' ? '/api/admin/orders' : '/api/orders';
  const link = (document: TaxDocumentRow, file: string): TaxDocumentLink => ({
    number: document.number,
    issued_at: document.issuedAt.toISOString(),
    url: `${area}/${document.orderId}/${file}`,
  });
  return {
    invoice: documents?.invoice ? link(documents.invoice, 'invoice.pdf') : null,
    credit_notes: (documents?.creditNotes ?? []).map((note) => link(note, `credit-notes/${note.id}`)),
  };
}

/** The tax invoice and credit notes of each order that has them. */
export async function documentsOfOrders(db: Queryable, orderIds: number[]): Promise<Map<number, OrderDocuments>> {
  const byOrder = new Map<number, OrderDocuments>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(taxDocuments)
    .where(inArray(taxDocuments.orderId, orderIds))
    .orderBy(asc(taxDocuments.id));
  for (const row of rows) {
    const documents = byOrder.get(row.orderId) ?? { creditNotes: [] };
    if (row.kind === 'invoice') documents.invoice = row;
    else documents.creditNotes.push(row);
    byOrder.set(row.orderId, documents);
  }
  return byOrder;
}

/** Whether the order exists and is `userId`'s (any order when `userId` is null, for staff). */
async function requireOrderOf(db: Queryable, orderId: number, userId: number | null): Promise<void> {
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!order || (userId !== null && order.userId !== userId)) throw notFound('Order not found.');
}

/** An order's tax invoice, for its owner (or any order with `userId` null, for staff). */
export async function orderInvoice(db: Queryable, orderId: number, userId: number | null): Promise<TaxDocumentRow> {
  await requireOrderOf(db, orderId, userId);
  const invoice = await invoiceOf(db, orderId);
  if (!invoice) throw notFound('This order has no tax invoice yet: it is issued when the order is confirmed.');
  return invoice;
}

/** One of an order's credit notes, for its owner (or any order with `userId` null, for staff). */
export async function orderCreditNote(
  db: Queryable,
  orderId: number,
  noteId: number,
  userId: number | null,
): Promise<TaxDocumentRow> {
  await requireOrderOf(db, orderId, userId);
  const [note] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.id, noteId), eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'credit_note')));
  if (!note) throw notFound('This order has no such credit note.');
  return note;
}
