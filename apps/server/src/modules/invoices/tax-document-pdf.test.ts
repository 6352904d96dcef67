import { describe, expect, it } from 'vitest';
import type { TaxDocumentLine } from '../../db/schema/invoices.js';
import { pdfText } from '../../testing/pdf.js';
import { type IssuedTaxDocument, renderTaxDocumentPdf } from './tax-document-pdf.js';

const line = (n: number): TaxDocumentLine => ({
  description: `Resistor pack ${n}`,
  hsnCode: '8533',
  quantity: 1,
  unit: 'NOS',
  unitPricePaise: 11_800,
  discountPaise: 0,
  taxablePaise: 10_000,
  gstRate: 18,
  cgstPaise: 900,
  sgstPaise: 900,
  igstPaise: 0,
});

const document = (lines: TaxDocumentLine[]): IssuedTaxDocument => ({
  kind: 'credit_note',
  number: 'CN/26-27/000007',
  issuedAt: new Date('2026-12-01T06:30:00Z'),
  content: {
    orderNumber: 'MB20261125-1042',
    orderedAt: '2026-11-25T09:58:00Z',
    supplier: {
      name: 'MakerBazaar Retail Private Limited',
      address: ['2nd Floor, 14 Church Street', 'Bengaluru, Karnataka 560001'],
      gstin: '29AAKCM4821Q1ZQ',
      state: 'Karnataka',
      stateCode: '29',
    },
    recipient: {
      name: 'Asha Rao',
      address: ['12 MG Road', 'Bengaluru, Karnataka 560001'],
      gstin: null,
      state: 'Karnataka',
      stateCode: '29',
    },
    placeOfSupply: { state: 'Karnataka', stateCode: '29' },
    reverseCharge: false,
    lines,
    against: { number: 'MB/26-27/000123', issuedAt: '2026-11-25T10:00:00Z' },
  },
});

describe('renderTaxDocumentPdf', () => {
  it('carries a long credit note over pages, with the table heading again and the totals once', async () => {
    const pdf = await renderTaxDocumentPdf(document(Array.from({ length: 60 }, (_, i) => line(i + 1))));
    const { pages, text } = await pdfText(pdf);
    expect(pages).toBe(3);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain('Against invoice MB/26-27/000123');
    expect(text).toContain('Resistor pack 60');
    expect(text.match(/HSN\/SAC/g)).toHaveLength(pages);
    expect(text).toContain('Total (INR) 7,080.00');
    expect(text).toContain('Rupees Seven Thousand Eighty Only');
    expect(text).toContain('Credit Note CN/26-27/000007 · page 3 of 3');
    expect(text.match(/Authorised Signatory/g)).toHaveLength(1);
  });

  it('gives the same bytes for the same document, its dates and file ID taken from the issue date', async () => {
    const first = await renderTaxDocumentPdf(document([line(1)]));
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const second = await renderTaxDocumentPdf(document([line(1)]));
    expect(second.equals(first)).toBe(true);
    // Creation and modification dates, both the issue date.
    expect(first.toString('latin1').match(/\(D:20261201063000Z\)/g)).toHaveLength(2);
  });
});
