import { formatInr, type Language, LOCALE, languageTag } from '@makerbazaar/core';

/** Made at the first number, as core's price formatter is: not while the app's code loads. */
let numbers: Intl.NumberFormat | undefined;

/**
 * ₹1,299 or ₹1,299.50 — en-IN grouping (₹1,00,000). The same in every language the shop speaks:
 * Hindi, Telugu and Tamil readers in India write prices with Latin digits and lakh grouping too.
 */
export const formatRupees = formatInr;

/** A formatter per language and kind, made once: building one is far slower than using it. */
function dateFormat(language: Language, utc: boolean): Intl.DateTimeFormat {
  const key = `${language}${utc ? ' utc' : ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTag(language), {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: utc ? 'UTC' : undefined,
    });
    dateFormats.set(key, format);
  }
  return format;
}
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A moment's date in the reader's language: 24 May 2027, 24 मई 2027. */
export function formatDate(iso: string, language: Language = 'en'): string {
  return dateFormat(language, false).format(new Date(iso));
}

/** A calendar date (YYYY-MM-DD) as written, wherever the browser is: 24 May 2027. */
export function formatCalendarDate(date: string, language: Language = 'en'): string {
  return dateFormat(language, true).format(new Date(`${date}T00:00:00Z`));
}

export function formatNumber(value: number): string {
  numbers ??= new Intl.NumberFormat(LOCALE);
  return numbers.format(value);
}
