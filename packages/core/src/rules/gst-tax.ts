import { SHOP } from '../store.js';
import type { IndianState } from './indian-states.js';

/**
 * How GST is charged on a supply: within the shop's state as central + state tax (half the rate
 * each), to another state as integrated tax (IGST Act s.7, s.10).
 */
export type SupplyKind = 'intra_state' | 'inter_state';

export function supplyKind(placeOfSupply: IndianState): SupplyKind {
  return placeOfSupply === SHOP.state ? 'intra_state' : 'inter_state';
}

/** The tax inside one GST-inclusive amount, in paise: what an invoice line prints. */
export interface LineTax {
  /** The value before tax; with the tax heads it adds up to the amount exactly. */
  taxablePaise: number;
  /** Percent. */
  gstRate: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** round(numerator / denominator), halves away from zero, for non-negative integers. */
function roundedQuotient(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/**
 * Splits a GST-inclusive amount into its taxable value and tax heads. Each head is rounded to the
 * paisa on its own (central and state tax are therefore always equal) and the taxable value is
 * what remains, so the line adds up to the amount paid to the paisa. Rates are counted in
 * hundredths of a percent so 2.5% state tax stays in integers.
 */
export function splitInclusiveAmount(amountPaise: number, gstRate: number, kind: SupplyKind): LineTax {
  const rateHundredths = Math.round(gstRate * 100);
  const denominator = 10_000 + rateHundredths;
  if (kind === 'inter_state') {
    const igstPaise = roundedQuotient(amountPaise * rateHundredths, denominator);
    return { taxablePaise: amountPaise - igstPaise, gstRate, cgstPaise: 0, sgstPaise: 0, igstPaise };
  }
  // Half the rate is a whole number of hundredths for every GST slab (2.5%, 9%, 20%).
  const halfPaise = roundedQuotient(amountPaise * (rateHundredths / 2), denominator);
  return {
    taxablePaise: amountPaise - 2 * halfPaise,
    gstRate,
    cgstPaise: halfPaise,
    sgstPaise: halfPaise,
    igstPaise: 0,
  };
}

/**
 * Shares `totalPaise` among amounts in proportion to them, to the paisa: each gets its share
 * rounded down, and the paise left over go one each to the largest remainders (the earlier line on
 * a tie). Amounts of 0 get nothing.
 */
export function shareInProportion(amounts: readonly number[], totalPaise: number): number[] {
  const whole = BigInt(amounts.reduce((sum, a) => sum + a, 0));
  if (whole === 0n || totalPaise === 0) return amounts.map(() => 0);
  // In big integers: an amount times the total can pass 2^53.
  const products = amounts.map((a) => BigInt(a) * BigInt(totalPaise));
  const shares = products.map((p) => Number(p / whole));
  const byRemainder = products
    .map((p, index) => ({ index, remainder: p % whole }))
    .sort((x, y) => (x.remainder === y.remainder ? x.index - y.index : x.remainder > y.remainder ? -1 : 1));
  let left = totalPaise - shares.reduce((sum, s) => sum + s, 0);
  for (const { index } of byRemainder) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}

export interface TaxedGoodsLine {
  /** Unit price (GST-inclusive) times quantity. */
  amountPaise: number;
  gstRate: number;
  /** Whether the coupon applies to this line (its category, or the whole cart). */
  discounted: boolean;
}

export interface OrderTaxInput {
  lines: readonly TaxedGoodsLine[];
  /** What the coupon took off the discounted lines. */
  discountPaise: number;
  /** The charge for cash on delivery, GST-inclusive like the prices. */
  codFeePaise: number;
  kind: SupplyKind;
}

export interface OrderTax {
  /** Per goods line, in the order given: its share of the discount, and the tax in what remains. */
  lines: (LineTax & { discountPaise: number })[];
  /** The tax inside the COD fee; null without one. */
  codFee: LineTax | null;
}

/**
 * The tax of every line of an order (docs/decisions/015-gst-on-orders.md). The coupon discount is
 * known at the sale and lowers the taxable value (CGST Act s.15(3)(a)): it is shared over the lines
 * it applies to in proportion to their value. The COD fee is part of a composite supply whose
 * principal supply is the goods (s.8(a)), taxed at the highest rate among them. Every line then
 * adds up to what was paid for it, so the lines add up to the order total to the paisa.
 */
export function orderTax({ lines, discountPaise, codFeePaise, kind }: OrderTaxInput): OrderTax {
  const discounts = shareInProportion(
    lines.map((l) => (l.discounted ? l.amountPaise : 0)),
    discountPaise,
  );
  const highestRate = Math.max(0, ...lines.map((l) => l.gstRate));
  return {
    lines: lines.map((line, index) => {
      const discount = discounts[index] ?? 0;
      return { ...splitInclusiveAmount(line.amountPaise - discount, line.gstRate, kind), discountPaise: discount };
    }),
    codFee: codFeePaise > 0 ? splitInclusiveAmount(codFeePaise, highestRate, kind) : null,
  };
}

/** What a line comes to with its tax: what the customer paid for it. */
export const lineTotalPaise = (line: LineTax) => line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise;

const TAX_HEADS = ['cgstPaise', 'sgstPaise', 'igstPaise'] as const;

/** What of each invoice line the credit notes issued against it have not yet reversed. */
export function uncreditedLines(
  invoiceLines: readonly LineTax[],
  creditNotes: readonly (readonly LineTax[])[],
): LineTax[] {
  return invoiceLines.map((line, index) => {
    const left = { ...line };
    for (const note of creditNotes) {
      const credited = note[index];
      if (!credited) continue;
      left.taxablePaise -= credited.taxablePaise;
      for (const head of TAX_HEADS) left[head] -= credited[head];
    }
    return left;
  });
}

/**
 * The credit note of a refund (CGST Act s.34): the amount refunded, GST-inclusive, shared over the
 * lines still uncredited in proportion to what is left of them, and each share split into its
 * taxable value and tax at the line's rate. A refund of everything left credits each line exactly
 * what is left, so an invoice and its credit notes always cancel out to the paisa; no share credits
 * more of a head than is left of it.
 */
export function creditOfRefund(uncredited: readonly LineTax[], refundPaise: number): LineTax[] {
  const left = uncredited.map(lineTotalPaise);
  if (refundPaise >= left.reduce((sum, amount) => sum + amount, 0)) return uncredited.map((line) => ({ ...line }));
  const shares = shareInProportion(left, refundPaise);
  return uncredited.map((line, index) => {
    const share = shares[index] ?? 0;
    if (share === left[index]) return { ...line };
    const split = splitInclusiveAmount(share, line.gstRate, line.igstPaise > 0 ? 'inter_state' : 'intra_state');
    const credit: LineTax = { ...split, taxablePaise: 0 };
    for (const head of TAX_HEADS) credit[head] = Math.min(split[head], line[head]);
    // Rounding on earlier notes can leave less taxable value than this share's: the rest is tax.
    let short = share - TAX_HEADS.reduce((sum, head) => sum + credit[head], 0) - line.taxablePaise;
    for (const head of TAX_HEADS) {
      if (short <= 0) break;
      const more = Math.min(short, line[head] - credit[head]);
      credit[head] += more;
      short -= more;
    }
    credit.taxablePaise = share - TAX_HEADS.reduce((sum, head) => sum + credit[head], 0);
    return credit;
  });
}
