import { describe, expect, it } from 'vitest';
import { SHOP } from '../store.js';
import {
  creditOfRefund,
  type LineTax,
  orderTax,
  shareInProportion,
  splitInclusiveAmount,
  supplyKind,
  uncreditedLines,
} from './gst-tax.js';
import { gstinStateRefusal, isValidGstin } from './gstin.js';
import { stateNamedIn } from './indian-states.js';

const taxOf = (line: LineTax) => line.cgstPaise + line.sgstPaise + line.igstPaise;
const grossOf = (line: LineTax) => line.taxablePaise + taxOf(line);

describe('supplyKind', () => {
  it('is intra-state for a delivery in Karnataka, the shop’s state, and inter-state elsewhere', () => {
    expect(supplyKind('Karnataka')).toBe('intra_state');
    expect(supplyKind('Maharashtra')).toBe('inter_state');
    expect(supplyKind('Ladakh')).toBe('inter_state');
  });
});

describe('splitInclusiveAmount', () => {
  it('splits ₹1,000 at 18% within the state into equal CGST and SGST of 9% each', () => {
    expect(splitInclusiveAmount(100_000, 18, 'intra_state')).toEqual({
      taxablePaise: 84_746,
      gstRate: 18,
      cgstPaise: 7_627,
      sgstPaise: 7_627,
      igstPaise: 0,
    });
  });

  it('charges the whole 18% as IGST to another state', () => {
    expect(splitInclusiveAmount(100_000, 18, 'inter_state')).toEqual({
      taxablePaise: 84_746,
      gstRate: 18,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 15_254,
    });
  });

  it('halves 5% into 2.5% heads in whole paise, and takes no tax at 0%', () => {
    expect(splitInclusiveAmount(64_900, 5, 'intra_state')).toEqual({
      taxablePaise: 61_810,
      gstRate: 5,
      cgstPaise: 1_545,
      sgstPaise: 1_545,
      igstPaise: 0,
    });
    expect(splitInclusiveAmount(12_345, 0, 'inter_state')).toMatchObject({ taxablePaise: 12_345, igstPaise: 0 });
  });

  it('always adds up to the amount, with every head within a paisa of its rate on the taxable value', () => {
    for (const rate of [5, 18, 40]) {
      for (let amount = 1; amount < 5_000; amount += 7) {
        for (const kind of ['intra_state', 'inter_state'] as const) {
          const line = splitInclusiveAmount(amount, rate, kind);
          expect(grossOf(line)).toBe(amount);
          expect(line.cgstPaise).toBe(line.sgstPaise);
          const heads = kind === 'intra_state' ? [line.cgstPaise, line.sgstPaise] : [line.igstPaise];
          const headRate = kind === 'intra_state' ? rate / 2 : rate;
          for (const head of heads) {
            // A head is off its exact share by at most half a paisa, and the taxable value absorbs the
            // heads' rounding: at most 0.5 × (1 + rate) paise from the rate on the printed taxable value.
            const bound = 0.5 * (1 + rate / 100) + 1e-9;
            expect(Math.abs(head - (line.taxablePaise * headRate) / 100)).toBeLessThanOrEqual(bound);
          }
        }
      }
    }
  });
});

describe('shareInProportion', () => {
  it('shares to the paisa, the leftover paise to the largest remainders and then the earlier line', () => {
    expect(shareInProportion([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shareInProportion([300, 0, 100], 99)).toEqual([74, 0, 25]);
    expect(shareInProportion([0, 0], 50)).toEqual([0, 0]);
    // Values whose products pass 2^53.
    expect(shareInProportion([999_999_999, 1], 999_999_000)).toEqual([999_998_999, 1]);
  });
});

describe('orderTax', () => {
  it('taxes a mixed-rate cart with a category coupon and a COD fee, adding up to the order total', () => {
    // Two boards at ₹1,299 (18%, coupon applies), a solar panel at ₹649 (5%, coupon does not apply).
    const lines = [
      { amountPaise: 2 * 129_900, gstRate: 18, discounted: true },
      { amountPaise: 64_900, gstRate: 5, discounted: false },
    ];
    const tax = orderTax({ lines, discountPaise: 25_980, codFeePaise: 5_000, kind: 'intra_state' });
    expect(tax.lines.map((l) => l.discountPaise)).toEqual([25_980, 0]);
    expect(tax.lines[0]).toEqual({
      discountPaise: 25_980,
      taxablePaise: 198_152,
      gstRate: 18,
      cgstPaise: 17_834,
      sgstPaise: 17_834,
      igstPaise: 0,
    });
    expect(tax.lines[1]).toMatchObject({ taxablePaise: 61_810, cgstPaise: 1_545, sgstPaise: 1_545 });
    // The COD fee takes the highest rate of the goods.
    expect(tax.codFee).toEqual({ taxablePaise: 4_238, gstRate: 18, cgstPaise: 381, sgstPaise: 381, igstPaise: 0 });
    const total = 2 * 129_900 + 64_900 - 25_980 + 5_000;
    expect(tax.lines.reduce((sum, l) => sum + grossOf(l), 0) + grossOf(tax.codFee as LineTax)).toBe(total);
  });

  it('shares a whole-cart coupon over every line by value, inter-state, and has no fee line without a fee', () => {
    const tax = orderTax({
      lines: [
        { amountPaise: 10_001, gstRate: 18, discounted: true },
        { amountPaise: 20_003, gstRate: 18, discounted: true },
        { amountPaise: 30_007, gstRate: 5, discounted: true },
      ],
      discountPaise: 1_000,
      codFeePaise: 0,
      kind: 'inter_state',
    });
    expect(tax.lines.map((l) => l.discountPaise)).toEqual([167, 333, 500]);
    expect(tax.lines.every((l) => l.cgstPaise === 0 && l.sgstPaise === 0 && l.igstPaise > 0)).toBe(true);
    expect(tax.lines.reduce((sum, l) => sum + grossOf(l), 0)).toBe(60_011 - 1_000);
    expect(tax.codFee).toBeNull();
  });

  it('adds up to the paisa for many random carts', () => {
    let seed = 42;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let cart = 0; cart < 500; cart++) {
      const lines = Array.from({ length: 1 + random(6) }, () => ({
        amountPaise: (1 + random(5)) * (100 + random(500_000)),
        gstRate: [0, 5, 18, 40][random(4)] ?? 18,
        discounted: random(3) > 0,
      }));
      const eligible = lines.filter((l) => l.discounted).reduce((sum, l) => sum + l.amountPaise, 0);
      const discountPaise = random(eligible + 1);
      const codFeePaise = random(2) * 5_000;
      const tax = orderTax({ lines, discountPaise, codFeePaise, kind: random(2) ? 'intra_state' : 'inter_state' });
      const goods = lines.reduce((sum, l) => sum + l.amountPaise, 0);
      const charged = tax.lines.reduce((sum, l) => sum + grossOf(l), 0) + (tax.codFee ? grossOf(tax.codFee) : 0);
      expect(charged).toBe(goods - discountPaise + codFeePaise);
      expect(tax.lines.reduce((sum, l) => sum + l.discountPaise, 0)).toBe(discountPaise);
      tax.lines.forEach((l, i) => {
        expect(l.taxablePaise).toBeGreaterThanOrEqual(0);
        if (!lines[i]?.discounted) expect(l.discountPaise).toBe(0);
      });
    }
  });
});

describe('stateNamedIn', () => {
  it('finds the state an address names, the last one when several, as a whole word', () => {
    expect(stateNamedIn('Plot 42, HITEC City\nHyderabad, Telangana 500081')).toBe('Telangana');
    expect(stateNamedIn('Karnataka Bhavan, Chanakyapuri, New Delhi, delhi 110021')).toBe('Delhi');
    expect(stateNamedIn('Tamil   Nadu 600001')).toBe('Tamil Nadu');
    expect(stateNamedIn('Goalpara Road, Guwahati 781001')).toBeUndefined();
    expect(stateNamedIn('14 Church Street, Bengaluru 560001')).toBeUndefined();
  });
});

describe('the shop as a GST supplier', () => {
  it('has a GSTIN of its own state with a valid check character', () => {
    expect(isValidGstin(SHOP.gstin)).toBe(true);
    expect(gstinStateRefusal(SHOP.gstin, SHOP.state)).toBeNull();
  });
});

describe('creditOfRefund', () => {
  const intraInvoice = [
    splitInclusiveAmount(118_000, 18, 'intra_state'),
    splitInclusiveAmount(10_500, 5, 'intra_state'),
  ];

  it('shares a partial refund over the lines by what is left of them, each share split at its own rate', () => {
    const credit = creditOfRefund(intraInvoice, 25_700);
    expect(credit.map(grossOf)).toEqual([23_600, 2_100]);
    expect(credit[0]).toEqual(splitInclusiveAmount(23_600, 18, 'intra_state'));
    expect(credit[1]).toEqual(splitInclusiveAmount(2_100, 5, 'intra_state'));
  });

  it('credits IGST on an inter-state invoice', () => {
    const [credit] = creditOfRefund([splitInclusiveAmount(59_000, 18, 'inter_state')], 11_800);
    expect(credit).toEqual({ taxablePaise: 10_000, gstRate: 18, cgstPaise: 0, sgstPaise: 0, igstPaise: 1_800 });
  });

  it('credits exactly what is left when the refund is all of it, or more', () => {
    const first = creditOfRefund(intraInvoice, 333);
    const left = uncreditedLines(intraInvoice, [first]);
    expect(
      creditOfRefund(
        left,
        left.map(grossOf).reduce((a, b) => a + b, 0),
      ),
    ).toEqual(left);
    expect(creditOfRefund(left, 10_000_000)).toEqual(left);
  });

  it('keeps every head within what is left when many small refunds round the same way', () => {
    for (const refundPaise of [3, 7]) {
      const invoice = [splitInclusiveAmount(100, 18, 'intra_state')];
      const notes: LineTax[][] = [];
      for (
        let left = uncreditedLines(invoice, notes);
        grossOf(left[0] as LineTax) > 0;
        left = uncreditedLines(invoice, notes)
      ) {
        const note = creditOfRefund(left, refundPaise);
        expect(grossOf(note[0] as LineTax)).toBe(Math.min(refundPaise, grossOf(left[0] as LineTax)));
        for (const head of ['taxablePaise', 'cgstPaise', 'sgstPaise'] as const) {
          expect(note[0]?.[head]).toBeGreaterThanOrEqual(0);
          expect(note[0]?.[head]).toBeLessThanOrEqual(left[0]?.[head] ?? 0);
        }
        notes.push(note);
      }
      expect(uncreditedLines(invoice, notes)[0]).toEqual({
        taxablePaise: 0,
        gstRate: 18,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
      });
    }
  });

  it('never credits more of a head than is left, and the notes reverse the invoice to the paisa', () => {
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 48_271) % 2_147_483_647;
      return seed % below;
    };
    for (let invoiceNo = 0; invoiceNo < 200; invoiceNo++) {
      const kind = invoiceNo % 2 === 0 ? 'intra_state' : 'inter_state';
      const invoice = Array.from({ length: 1 + random(4) }, () =>
        splitInclusiveAmount(1 + random(500_000), [0, 5, 12, 18, 28][random(5)] ?? 18, kind),
      );
      const notes: LineTax[][] = [];
      for (let refund = 0; refund < 4; refund++) {
        const left = uncreditedLines(invoice, notes);
        const note = creditOfRefund(
          left,
          1 + random(Math.max(1, Math.floor(left.map(grossOf).reduce((a, b) => a + b, 0) / 3))),
        );
        note.forEach((line, index) => {
          const before = left[index] as LineTax;
          for (const head of ['taxablePaise', 'cgstPaise', 'sgstPaise', 'igstPaise'] as const) {
            expect(line[head]).toBeGreaterThanOrEqual(0);
            expect(line[head]).toBeLessThanOrEqual(before[head]);
          }
        });
        notes.push(note);
      }
      const rest = uncreditedLines(invoice, notes);
      notes.push(creditOfRefund(rest, Number.MAX_SAFE_INTEGER));
      for (const line of uncreditedLines(invoice, notes)) {
        expect(line).toEqual({ taxablePaise: 0, gstRate: line.gstRate, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
      }
    }
  });
});
