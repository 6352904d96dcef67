import {
  financialYearOf,
  GST_STATE_CODES,
  isIndianState,
  SHOP,
  type TaxDocumentKind,
  type TaxDocumentLink,
  taxDocumentNumber,
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

async function documentOf(db: Queryable, orderId: number, kind: TaxDocumentKind): Promise<TaxDocumentRow | undefined> {
  const [document] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind)));
  return document;
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
  const existing = await documentOf(tx, order.id, 'invoice');
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

/**
 * Issues the credit note that reverses a cancelled order's tax invoice in full, in the transaction
 * that cancels it; nothing for an order never invoiced. The note already issued when asked twice.
 */
export async function issueCreditNote(
  tx: Transaction,
  orderId: number,
  issuedAt: Date,
): Promise<TaxDocumentRow | null> {
  const invoice = await documentOf(tx, orderId, 'invoice');
  if (!invoice) return null;
  const existing = await documentOf(tx, orderId, 'credit_note');
  if (existing) return existing;
  const content: TaxDocumentContent = {
    ...invoice.content,
    against: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString() },
  };
  return insertDocument(tx, orderId, 'credit_note', content, issuedAt);
}

/** The file name of each document under its order's address. */
export const FILE_OF_DOCUMENT: Record<TaxDocumentKind, string> = {
  invoice: 'invoice.pdf',
  credit_note: 'credit-note.pdf',
};

/** MB-26-27-000123.pdf: the name a downloaded or attached document's file has. */
export const taxDocumentFileName = (document: Pick<TaxDocumentRow, 'number'>) =>
  `${document.number.replaceAll('/', '-')}.pdf`;

/**
 * An issued document as an order's API answer links it: for the customer under /api/orders/, for
 * staff under /api/admin/orders/.
 */
export function taxDocumentLink(
  document: TaxDocumentRow | undefined,
  reader: 'customer' | 'staff',
): TaxDocumentLink | null {
  if (!document) return null;
  const area = reader === 'staff' ? '/api/admin/orders' : '/api/orders';
  return {
    number: document.number,
    issued_at: document.issuedAt.toISOString(),
    url: `${area}/${document.orderId}/${FILE_OF_DOCUMENT[document.kind]}`,
  };
}

/** The tax invoice and credit note of each order that has them. */
export async function documentsOfOrders(
  db: Queryable,
  orderIds: number[],
): Promise<Map<number, Partial<Record<TaxDocumentKind, TaxDocumentRow>>>> {
  const byOrder = new Map<number, Partial<Record<TaxDocumentKind, TaxDocumentRow>>>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db.select().from(taxDocuments).where(inArray(taxDocuments.orderId, orderIds));
  for (const row of rows) byOrder.set(row.orderId, { ...byOrder.get(row.orderId), [row.kind]: row });
  return byOrder;
}

/** One document of an order, for its owner (or any order with `userId` null, for staff). */
export async function orderDocument(
  db: Queryable,
  orderId: number,
  kind: TaxDocumentKind,
  userId: number | null,
): Promise<TaxDocumentRow> {
  const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
  if (!order || (userId !== null && order.userId !== userId)) throw notFound('Order not found.');
  const document = await documentOf(db, orderId, kind);
  if (!document) {
    throw notFound(
      kind === 'invoice'
        ? 'This order has no tax invoice yet: it is issued when the order is confirmed.'
        : 'This order has no credit note: one is issued when an invoiced order is cancelled.',
    );
  }
  return document;
}
