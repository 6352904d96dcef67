import { LOCALE, SHOP_TIME_ZONE } from '../store.js';

const HOUR_MS = 60 * 60 * 1000;
const date = new Intl.DateTimeFormat(LOCALE, {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

/**
 * When a notification came, as its list shows it: under an hour 'Just now', under a day 'Nh ago',
 * under two days 'Yesterday', older ones by their date (en-IN, the shop's time zone). A time a
 * little in the future (a clock running behind the server's) reads 'Just now'.
 */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < 24 * HOUR_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 48 * HOUR_MS) return 'Yesterday';
  return date.format(then);
}
