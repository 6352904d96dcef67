/** Paise are the unit inside; rupees (at most two decimals) are what the API and people see. */

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

export function paiseToRupees(paise: number): number {
  return paise / 100;
}

// Made at the first price, not when the module loads: a page's first number formatter reads ICU's
// data (100-200 ms on a slow phone), which by then a worker of the page has read for it.
let inr: Intl.NumberFormat | undefined;

/** ₹1,299 or ₹1,299.50, with Indian digit grouping (₹1,00,000). */
export function formatInr(rupees: number): string {
  inr ??= new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 2,
    minimumFractionDigits: 2,
    // Whole rupees without paise; any paise as two digits (₹104.80, never ₹104.8).
    trailingZeroDisplay: 'stripIfInteger',
  });
  return inr.format(rupees);
}

/**
 * An amount in paise written for a reader, as formatInr writes it: for the sentences a service
 * writes (a refusal, an e-mail). Amounts the API answers as numbers are made by presenters.
 */
export function formatPaise(paise: number): string {
  return formatInr(paiseToRupees(paise));
}
