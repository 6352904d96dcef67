import { formatInr, LOCALE } from '@makerbazaar/core';

const dates = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const numbers = new Intl.NumberFormat(LOCALE);

/** ₹1,299 or ₹1,299.50 — en-IN grouping (₹1,00,000). */
export const formatRupees = formatInr;

export function formatDate(iso: string): string {
  return dates.format(new Date(iso));
}

export function formatNumber(value: number): string {
  return numbers.format(value);
}
