import { LOCALE, SHOP_TIME_ZONE } from '../store.js';

const HOUR_MS = 60 * 60 * 1000;

/** Formatters per language, made once: building one is far slower than using it. */
const formats = new Map<string, { relative: Intl.RelativeTimeFormat; date: Intl.DateTimeFormat }>();

function formatsFor(languageTag: string) {
  let found = formats.get(languageTag);
  if (!found) {
    found = {
      relative: new Intl.RelativeTimeFormat(languageTag, { numeric: 'auto' }),
      date: new Intl.DateTimeFormat(languageTag, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: SHOP_TIME_ZONE,
      }),
    };
    formats.set(languageTag, found);
  }
  return found;
}

/** 'yesterday' opens a line as 'Yesterday'; scripts without capitals are left as they are. */
const capitalised = (text: string, languageTag: string) =>
  text.charAt(0).toLocaleUpperCase(languageTag) + text.slice(1);

/**
 * When a notification came, as its list shows it: under an hour 'Just now', under a day 'Nh ago',
 * under two days 'Yesterday', older ones by their date in the shop's time zone. A time a little in
 * the future (a clock running behind the server's) reads 'Just now'. English has the shop's own
 * short words; Hindi, Telugu and Tamil (`languageTag`) get theirs from `Intl`.
 */
export function relativeTime(iso: string, now: Date = new Date(), languageTag: string = LOCALE): string {
  const then = new Date(iso);
  const elapsed = now.getTime() - then.getTime();
  const { relative, date } = formatsFor(languageTag);
  const english = languageTag.startsWith('en');
  const hours = Math.floor(elapsed / HOUR_MS);
  if (elapsed < HOUR_MS) return english ? 'Just now' : capitalised(relative.format(0, 'second'), languageTag);
  if (elapsed < 24 * HOUR_MS)
    return english ? `${hours}h ago` : capitalised(relative.format(-hours, 'hour'), languageTag);
  if (elapsed < 48 * HOUR_MS) return capitalised(relative.format(-1, 'day'), languageTag);
  return date.format(then);
}
