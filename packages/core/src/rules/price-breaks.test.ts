import { describe, expect, it } from 'vitest';
import { lowestPriceBreak, nextPriceBreak, priceBreakProblems, unitPriceAt } from './price-breaks.js';

const breaks = [
  { min_quantity: 10, price: 90 },
  { min_quantity: 50, price: 80 },
];

describe('price breaks', () => {
  it('prices a quantity at the highest break it reaches', () => {
    expect(unitPriceAt(99, breaks, 1)).toBe(99);
    expect(unitPriceAt(99, breaks, 9)).toBe(99);
    expect(unitPriceAt(99, breaks, 10)).toBe(90);
    expect(unitPriceAt(99, breaks, 49)).toBe(90);
    expect(unitPriceAt(99, breaks, 75)).toBe(80);
    expect(unitPriceAt(99, [], 75)).toBe(99);
  });

  it('names the next break to reach, and the lowest price any quantity gets', () => {
    expect(nextPriceBreak(breaks, 3)).toEqual({ min_quantity: 10, price: 90 });
    expect(nextPriceBreak(breaks, 10)).toEqual({ min_quantity: 50, price: 80 });
    expect(nextPriceBreak(breaks, 50)).toBeUndefined();
    expect(lowestPriceBreak(breaks)).toEqual({ min_quantity: 50, price: 80 });
    expect(lowestPriceBreak([])).toBeUndefined();
  });

  it('refuses breaks that do not rise in quantity and fall in price', () => {
    expect(priceBreakProblems(99, breaks)).toEqual([]);
    expect(priceBreakProblems(99, [{ min_quantity: 1, price: 90 }])[0]?.[0]).toBe(0);
    expect(priceBreakProblems(99, [{ min_quantity: 10, price: 99 }])).toEqual([
      [0, 'A price break must be lower than the product’s own price.'],
    ]);
    expect(
      priceBreakProblems(99, [
        { min_quantity: 10, price: 90 },
        { min_quantity: 10, price: 85 },
        { min_quantity: 50, price: 95 },
      ]).map(([index]) => index),
    ).toEqual([1, 2]);
  });

  it('refuses a break no cart line can reach', () => {
    expect(priceBreakProblems(99, [{ min_quantity: 100, price: 80 }])).toEqual([
      [0, 'A cart line holds at most 99 units: a break above that is never reached (larger orders are quoted).'],
    ]);
    expect(priceBreakProblems(99, [{ min_quantity: 99, price: 80 }])).toEqual([]);
  });
});
