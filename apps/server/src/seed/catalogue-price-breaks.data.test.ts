import { priceBreakProblems, rupeesToPaise } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { SEED_PRODUCTS } from './catalogue.data.js';
import { SAMPLE_BREAK_TIERS, samplePriceBreaks } from './catalogue-price-breaks.data.js';

describe('the sample catalogue’s price breaks', () => {
  it('keep the bulk-orders page’s promise on every sample product: at least 5% off from 10, 8% from 50', () => {
    for (const product of SEED_PRODUCTS) {
      const pricePaise = rupeesToPaise(product.price);
      const breaks = samplePriceBreaks(pricePaise);
      expect(priceBreakProblems(pricePaise, breaks), product.slug).toEqual([]);
      expect(
        breaks.map((step) => step.min_quantity),
        product.slug,
      ).toEqual(SAMPLE_BREAK_TIERS.map((tier) => tier.minQuantity));
      SAMPLE_BREAK_TIERS.forEach((tier, index) => {
        expect(breaks[index]?.price ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(
          (pricePaise * (100 - tier.percentOff)) / 100,
        );
      });
    }
  });

  it('leave out a tier that would not fall below the one before', () => {
    expect(samplePriceBreaks(150)).toEqual([{ min_quantity: 10, price: 100 }]);
  });
});
