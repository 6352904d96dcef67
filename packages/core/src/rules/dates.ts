import { SHOP_TIME_ZONE } from '../store.js';

/** The shop's calendar date (YYYY-MM-DD, the form of a date input) at a moment, wherever the code runs. */
export function dateInIndia(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(now);
}
