import { SHOP_TIME_ZONE } from '../store.js';

/** The shop's calendar date (YYYY-MM-DD, the form of a date input) at a moment, wherever the code runs. */
export function dateInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}

/** Midnight in India at the start of a calendar date (YYYY-MM-DD); India keeps no daylight saving. */
export function startOfIndianDay(date: string): Date {
  return new Date(`${date}T00:00:00+05:30`);
}

// Made when first used: a date formatter with a time zone costs 25-45 ms of a phone's start (4x
// CPU), and the storefront's first script only parses these dates (the server's e-mails write them).
let indianDates: Intl.DateTimeFormat | undefined;

/** 1 Dec 2026: a moment's date in India, as messages and e-mails print it. */
export function formatIndianDate(moment: Date): string {
  indianDates ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: SHOP_TIME_ZONE,
  });
  return indianDates.format(moment);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * The calendar date (YYYY-MM-DD) `formatIndianDate` printed, or undefined for any other text. ICU
 * versions write September as Sep or Sept, so a month is known by its first three letters.
 */
export function parseIndianDate(text: string): string | undefined {
  const [, day, month, year] = /^(\d{1,2}) ([A-Z][a-z]{2,3}) (\d{4})$/.exec(text) ?? [];
  const monthIndex = MONTHS.indexOf(month?.slice(0, 3) ?? '');
  if (!day || !year || monthIndex < 0) return undefined;
  return `${year}-${String(monthIndex + 1).padStart(2, '0')}-${day.padStart(2, '0')}`;
}
