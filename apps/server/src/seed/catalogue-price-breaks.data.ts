import { type PriceBreak, priceBreakProblems } from '@makerbazaar/core';

/**
 * The bulk-orders page's promise, as the sample catalogue's price breaks: 10–49 units 5% off the
 * list price, 50–99 units 8% off (100 and more is a quote). Migration 0038 gives shops seeded
 * before the same breaks by the same arithmetic.
 */
export const SAMPLE_BREAK_TIERS = [
  { minQuantity: 10, percentOff: 5 },
  { minQuantity: 50, percentOff: 8 },
] as const;

/**
 * A sample product's breaks at `pricePaise`: each tier's price rounded down to a whole rupee, so
 * the discount is at least the one promised; a tier that would not fall (a very cheap part) is left out.
 */
export function samplePriceBreaks(pricePaise: number): PriceBreak[] {
  const breaks: PriceBreak[] = [];
  for (const tier of SAMPLE_BREAK_TIERS) {
    const price = Math.floor((pricePaise * (100 - tier.percentOff)) / 10_000) * 100;
    const candidate = [...breaks, { min_quantity: tier.minQuantity, price }];
    if (price > 0 && priceBreakProblems(pricePaise, candidate).length === 0)
      breaks.push(candidate.at(-1) as PriceBreak);
  }
  return breaks;
}
