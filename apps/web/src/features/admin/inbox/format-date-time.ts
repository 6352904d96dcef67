import { LOCALE } from '@makerbazaar/core';

const dateTimes = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const times = new Intl.DateTimeFormat(LOCALE, { timeStyle: 'short' });

/** 23 Nov 2026, 8:41 pm: in the inbox and the outbox the hour matters, not only the day. */
export function formatDateTime(iso: string): string {
  return dateTimes.format(new Date(iso));
}

/** 8:41 pm, under the day in a narrow table column. */
export function formatTime(iso: string): string {
  return times.format(new Date(iso));
}
