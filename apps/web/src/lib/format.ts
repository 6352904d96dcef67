import { formatInr, LOCALE } from '@makerbazaar/core';

const dates = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric' });
const numbers = new Intl.NumberFormat(LOCALE);

/** ₹1,299 or ₹1,299.50 — en-IN grouping (₹1,00,000). */
export const formatRupees = formatInr;

export function formatDate(iso: string): string {
  return dates.format(new Date(iso));
}

const calendarDates = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date (YYYY-MM-DD) as written, wherever the browser is: 24 May 2027. */
export function formatCalendarDate(date: string): string {
  return calendarDates.format(new Date(`${date}T00:00:00Z`));
}

export function formatNumber(value: number): string {
  return numbers.format(value);
}
