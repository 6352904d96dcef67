import { amountInWords, formatIndianDate, SHOP, TAX_DOCUMENT_TITLES, type TaxDocumentKind } from '@makerbazaar/core';
import PDFDocument from 'pdfkit';
import type { TaxDocumentContent, TaxDocumentLine } from '../../db/schema/invoices.js';

/** What a PDF is drawn from: the document as issued, never the order as it is now. */
export interface IssuedTaxDocument {
  kind: TaxDocumentKind;
  number: string;
  issuedAt: Date;
  content: TaxDocumentContent;
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#111827';
const MUTED = '#4b5563';
const RULE = '#9ca3af';
const SHADE = '#f3f4f6';
// The built-in fonts have no rupee sign: amounts are written in INR, as the headings say.
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

const amount = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 1,23,456.78: paise as rupees with Indian digit grouping, as the documents print amounts under INR. */
export const inr = (paise: number) => amount.format(paise / 100);
const percent = (rate: number) => `${rate}%`;

const lineTotal = (line: TaxDocumentLine) => line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;

interface Column {
  title: string;
  width: number;
  align: 'left' | 'right' | 'center';
  cell: (line: TaxDocumentLine, index: number) => string;
}

/** The item table's columns: CGST and SGST for a supply within Karnataka, IGST for one outside. */
function columnsFor(interState: boolean): Column[] {
  const heads: Column[] = interState
    ? [
        {
          title: 'IGST\nrate · INR',
          width: 70,
          align: 'right',
          cell: (l) => `${percent(l.gstRate)}\n${inr(l.igstPaise)}`,
        },
      ]
    : [
        {
          title: 'CGST\nrate · INR',
          width: 52,
          align: 'right',
          cell: (l) => `${percent(l.gstRate / 2)}\n${inr(l.cgstPaise)}`,
        },
        {
          title: 'SGST\nrate · INR',
          width: 52,
          align: 'right',
          cell: (l) => `${percent(l.gstRate / 2)}\n${inr(l.sgstPaise)}`,
        },
      ];
  const fixed: Column[] = [
    { title: '#', width: 16, align: 'left', cell: (_l, i) => String(i + 1) },
    { title: 'Description', width: 0, align: 'left', cell: (l) => l.description },
    { title: 'HSN/SAC', width: 44, align: 'left', cell: (l) => l.hsnCode },
    { title: 'Qty', width: 34, align: 'right', cell: (l) => (l.quantity === null ? '' : `${l.quantity} ${l.unit}`) },
    {
      title: 'Unit price\nINR',
      width: 54,
      align: 'right',
      cell: (l) => (l.quantity === null ? '' : inr(l.unitPricePaise)),
    },
    {
      title: 'Discount\nINR',
      width: 46,
      align: 'right',
      cell: (l) => (l.quantity === null ? '' : inr(l.discountPaise)),
    },
    { title: 'Taxable\nvalue INR', width: 58, align: 'right', cell: (l) => inr(l.taxablePaise) },
    ...heads,
    { title: 'Total\nINR', width: 58, align: 'right', cell: (l) => inr(lineTotal(l)) },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.title === 'Description' ? { ...c, width: CONTENT_WIDTH - used } : c));
}

const CELL_PADDING = 4;

/**
 * Draws a tax invoice or credit note as an A4 PDF with every particular CGST Rule 46 (and Rule 53
 * for a credit note) asks for. The same document gives the same bytes every time: the PDF's dates
 * and file ID come from the issue date.
 */
export function renderTaxDocumentPdf(document: IssuedTaxDocument): Promise<Buffer> {
  const { content } = document;
  const title = TAX_DOCUMENT_TITLES[document.kind];
  const shortName = document.kind === 'invoice' ? 'Invoice' : 'Credit note';
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    info: {
      Title: `${title} ${document.number}`,
      Author: SHOP.legalName,
      Subject: `${title} for order ${content.orderNumber}`,
      Creator: SHOP.name,
      Producer: SHOP.name,
      CreationDate: document.issuedAt,
      ModDate: document.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const bottom = PAGE.height - PAGE.margin;
  const interState =
    content.lines.some((l) => l.igstPaise > 0) || content.placeOfSupply.state !== content.supplier.state;

  // Heading: the document's title and number on the left, the supplier on the right.
  pdf.fillColor(INK).font(BOLD).fontSize(18).text(title.toUpperCase(), left, PAGE.margin);
  pdf.font(REGULAR).fontSize(9).fillColor(MUTED);
  pdf.text(document.kind === 'invoice' ? 'Original for recipient' : 'Issued under section 34 of the CGST Act');
  const supplierX = left + CONTENT_WIDTH / 2;
  pdf
    .fillColor(INK)
    .font(BOLD)
    .fontSize(11)
    .text(content.supplier.name, supplierX, PAGE.margin, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
    });
  pdf.font(REGULAR).fontSize(9);
  for (const line of content.supplier.address) pdf.text(line, { width: CONTENT_WIDTH / 2, align: 'right' });
  pdf.text(`GSTIN: ${content.supplier.gstin ?? ''}`, { width: CONTENT_WIDTH / 2, align: 'right' });
  pdf.text(`State: ${content.supplier.state} (code ${content.supplier.stateCode})`, {
    width: CONTENT_WIDTH / 2,
    align: 'right',
  });
  pdf.text(`${SHOP.supportEmail} · ${SHOP.supportPhone}`, { width: CONTENT_WIDTH / 2, align: 'right' });

  // The particulars: number, dates, place of supply, reverse charge.
  let y = Math.max(pdf.y, PAGE.margin + 60) + 12;
  pdf.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.75).stroke();
  y += 8;
  const particulars: [string, string][] = [
    [`${shortName} no.`, document.number],
    [`${shortName} date`, formatIndianDate(document.issuedAt)],
    ...(content.against
      ? ([
          ['Against invoice', content.against.number],
          ['Invoice date', formatIndianDate(new Date(content.against.issuedAt))],
        ] as [string, string][])
      : []),
    ['Order no.', content.orderNumber],
    ['Order date', formatIndianDate(new Date(content.orderedAt))],
    ['Place of supply', `${content.placeOfSupply.state} (code ${content.placeOfSupply.stateCode})`],
    ['Reverse charge', content.reverseCharge ? 'Yes' : 'No'],
  ];
  const half = Math.ceil(particulars.length / 2);
  particulars.forEach(([label, value], index) => {
    const x = index < half ? left : supplierX;
    const rowY = y + (index % half) * 14;
    pdf.font(REGULAR).fontSize(9).fillColor(MUTED).text(label, x, rowY, { width: 90 });
    pdf
      .font(BOLD)
      .fillColor(INK)
      .text(value, x + 90, rowY, { width: CONTENT_WIDTH / 2 - 90 });
  });
  y += half * 14 + 6;

  // The recipient.
  pdf.rect(left, y, CONTENT_WIDTH, 16).fill(SHADE);
  pdf
    .fillColor(INK)
    .font(BOLD)
    .fontSize(9)
    .text('Billed and shipped to', left + CELL_PADDING, y + 4);
  y += 22;
  pdf
    .font(BOLD)
    .fontSize(10)
    .text(content.recipient.name, left, y, { width: CONTENT_WIDTH / 2 });
  pdf.font(REGULAR).fontSize(9);
  for (const line of content.recipient.address) pdf.text(line, { width: CONTENT_WIDTH / 2 });
  const recipientBottom = pdf.y;
  const recipientFacts: [string, string][] = [
    ['GSTIN', content.recipient.gstin ?? 'Unregistered (consumer)'],
    ['State', `${content.recipient.state} (code ${content.recipient.stateCode})`],
  ];
  recipientFacts.forEach(([label, value], index) => {
    pdf
      .font(REGULAR)
      .fillColor(MUTED)
      .text(label, supplierX, y + index * 14, { width: 90 });
    pdf
      .font(BOLD)
      .fillColor(INK)
      .text(value, supplierX + 90, y + index * 14, { width: CONTENT_WIDTH / 2 - 90 });
  });
  y = Math.max(recipientBottom, y + recipientFacts.length * 14) + 12;

  // The items.
  const columns = columnsFor(interState);
  const drawHeader = () => {
    pdf.font(BOLD).fontSize(7.5);
    const height =
      Math.max(...columns.map((c) => pdf.heightOfString(c.title, { width: c.width - 2 * CELL_PADDING }))) +
      2 * CELL_PADDING;
    pdf.rect(left, y, CONTENT_WIDTH, height).fill(SHADE);
    let x = left;
    for (const column of columns) {
      pdf.fillColor(INK).text(column.title, x + CELL_PADDING, y + CELL_PADDING, {
        width: column.width - 2 * CELL_PADDING,
        align: column.align,
      });
      x += column.width;
    }
    y += height;
  };
  drawHeader();
  content.lines.forEach((line, index) => {
    // A credit note keeps the invoice's line numbers and leaves out the lines it credits nothing of.
    if (document.kind === 'credit_note' && lineTotal(line) === 0) return;
    pdf.font(REGULAR).fontSize(8);
    const cells = columns.map((c) => c.cell(line, index));
    const height =
      Math.max(...columns.map((c, i) => pdf.heightOfString(cells[i] ?? '', { width: c.width - 2 * CELL_PADDING }))) +
      2 * CELL_PADDING;
    if (y + height > bottom - 40) {
      pdf.addPage();
      y = PAGE.margin;
      drawHeader();
      pdf.font(REGULAR).fontSize(8);
    }
    let x = left;
    columns.forEach((column, i) => {
      pdf.fillColor(INK).text(cells[i] ?? '', x + CELL_PADDING, y + CELL_PADDING, {
        width: column.width - 2 * CELL_PADDING,
        align: column.align,
      });
      x += column.width;
    });
    y += height;
    pdf.moveTo(left, y).lineTo(right, y).strokeColor(RULE).lineWidth(0.5).stroke();
  });

  // Totals, in figures and in words.
  const sum = (pick: (l: TaxDocumentLine) => number) => content.lines.reduce((total, l) => total + pick(l), 0);
  const totals: [string, number][] = [
    ['Taxable value', sum((l) => l.taxablePaise)],
    ...(interState
      ? ([['IGST', sum((l) => l.igstPaise)]] as [string, number][])
      : ([
          ['CGST', sum((l) => l.cgstPaise)],
          ['SGST', sum((l) => l.sgstPaise)],
        ] as [string, number][])),
  ];
  const grandTotal = sum(lineTotal);
  const totalsHeight = (totals.length + 1) * 14 + 70;
  if (y + totalsHeight > bottom - 90) {
    pdf.addPage();
    y = PAGE.margin;
  }
  y += 8;
  const labelX = right - 220;
  for (const [label, paise] of totals) {
    pdf.font(REGULAR).fontSize(9).fillColor(MUTED).text(label, labelX, y, { width: 120 });
    pdf.fillColor(INK).text(inr(paise), labelX + 120, y, { width: 100, align: 'right' });
    y += 14;
  }
  pdf.rect(labelX - CELL_PADDING, y - 2, 220 + CELL_PADDING, 18).fill(SHADE);
  pdf
    .font(BOLD)
    .fontSize(10)
    .fillColor(INK)
    .text('Total (INR)', labelX, y + 2, { width: 120 });
  pdf.text(inr(grandTotal), labelX + 120, y + 2, { width: 100, align: 'right' });
  y += 26;
  pdf.font(REGULAR).fontSize(9).fillColor(MUTED).text('Amount in words', left, y);
  pdf.font(BOLD).fillColor(INK).text(amountInWords(grandTotal), left, pdf.y, { width: CONTENT_WIDTH });
  y = pdf.y + 10;
  pdf.font(REGULAR).fontSize(9).fillColor(INK);
  pdf.text(`Whether tax is payable on reverse charge: ${content.reverseCharge ? 'Yes' : 'No'}`, left, y);
  if (document.kind === 'credit_note') {
    pdf.text(
      `Reason: ${content.reason ?? `the order was cancelled; this note reverses invoice ${content.against?.number ?? ''} in full.`}`,
      { width: CONTENT_WIDTH },
    );
  }

  // Declaration and signature, kept together at the foot of the last page.
  const footY = Math.max(pdf.y + 20, bottom - 80);
  pdf.font(REGULAR).fontSize(8).fillColor(MUTED);
  pdf.text(
    'Declaration: we declare that this document shows the actual price of the goods and services described and that all particulars are true and correct.',
    left,
    footY,
    { width: CONTENT_WIDTH / 2 - 10 },
  );
  pdf
    .font(BOLD)
    .fontSize(9)
    .fillColor(INK)
    .text(`For ${content.supplier.name}`, supplierX, footY, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
    });
  const signatureY = footY + 46;
  pdf
    .moveTo(right - 160, signatureY)
    .lineTo(right, signatureY)
    .strokeColor(RULE)
    .lineWidth(0.75)
    .stroke();
  pdf
    .font(REGULAR)
    .fontSize(9)
    .text('Authorised Signatory', supplierX, signatureY + 4, {
      width: CONTENT_WIDTH / 2,
      align: 'right',
    });

  const pages = pdf.bufferedPageRange();
  for (let page = pages.start; page < pages.start + pages.count; page++) {
    pdf.switchToPage(page);
    // The footer sits in the bottom margin, where text would otherwise start a new page.
    pdf.page.margins.bottom = 0;
    pdf.font(REGULAR).fontSize(7.5).fillColor(MUTED);
    pdf.text(
      `${title} ${document.number} · page ${page - pages.start + 1} of ${pages.count}`,
      left,
      PAGE.height - PAGE.margin + 12,
      { width: CONTENT_WIDTH, align: 'center', lineBreak: false },
    );
  }
  pdf.end();
  return finished;
}
