/**
 * Quantity price breaks: a product may sell cheaper a unit from some quantities on ("10+ at ₹90").
 * One rule for the server (paise) and the pages (rupees): the unit is whatever the caller gives.
 * Zod-free, so the storefront's first script may use it.
 */

import { MAX_CART_LINE_QUANTITY } from './cart.js';

/** From `min_quantity` units in one cart line on, each costs `price`. */
export interface PriceBreak {
  min_quantity: number;
  price: number;
}

/** At most this many breaks a product (besides its own price, which is the 1+ price). */
export const MAX_PRICE_BREAKS = 6;

/** The unit price of `quantity` units: the price of the highest break reached, else the product's own. */
export function unitPriceAt(basePrice: number, breaks: readonly PriceBreak[], quantity: number): number {
  let price = basePrice;
  for (const step of breaks) if (quantity >= step.min_quantity && step.price < price) price = step.price;
  return price;
}

/** The next break `quantity` has not reached, to say "buy 10 for ₹90 each"; none above the top one. */
export function nextPriceBreak(breaks: readonly PriceBreak[], quantity: number): PriceBreak | undefined {
  return [...breaks].sort((a, b) => a.min_quantity - b.min_quantity).find((step) => step.min_quantity > quantity);
}

/** The lowest unit price any quantity reaches, and from how many, for "from ₹45 at 10+"; none without breaks. */
export function lowestPriceBreak(breaks: readonly PriceBreak[]): PriceBreak | undefined {
  return breaks.reduce<PriceBreak | undefined>((low, step) => (!low || step.price < low.price ? step : low), undefined);
}

/**
 * Why a product's breaks are refused, as [index of the break, message]; none when they are right:
 * quantities from 2 up, each above the one before, each price below the one before it (the product's
 * own price first) and above zero, and no quantity above what one cart line holds (it could never be
 * reached: larger orders are quoted).
 */
export function priceBreakProblems(basePrice: number, breaks: readonly PriceBreak[]): [number, string][] {
  const problems: [number, string][] = [];
  let previous: PriceBreak = { min_quantity: 1, price: basePrice };
  breaks.forEach((step, index) => {
    if (step.min_quantity <= previous.min_quantity) {
      problems.push([
        index,
        index === 0
          ? 'A price break starts at 2 units or more: the product’s own price is the price of one.'
          : `Quantities must rise: this break must start above ${previous.min_quantity} units.`,
      ]);
    } else if (step.min_quantity > MAX_CART_LINE_QUANTITY) {
      problems.push([
        index,
        `A cart line holds at most ${MAX_CART_LINE_QUANTITY} units: a break above that is never reached (larger orders are quoted).`,
      ]);
    } else if (step.price >= previous.price) {
      problems.push([
        index,
        index === 0
          ? 'A price break must be lower than the product’s own price.'
          : 'Each price break must be lower than the one before it.',
      ]);
    }
    previous = step;
  });
  return problems;
}
