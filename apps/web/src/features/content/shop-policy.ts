import {
  CANCELLATION_WINDOW_MS,
  COD_FEE_BELOW_PAISE,
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  paiseToRupees,
  RETURN_WINDOW_DAYS,
  SHOP,
} from '@makerbazaar/core';
import { formatRupees } from '@/lib/format';

/** Shop policies as the content pages word them, derived from the business constants. */

function durationLabel(ms: number): string {
  const minutes = ms / 60_000;
  if (minutes % 60 !== 0) return `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

export const CANCELLATION_WINDOW = durationLabel(CANCELLATION_WINDOW_MS);
/** Whole hours: the translated pages word the window as a count of hours. */
export const CANCELLATION_WINDOW_HOURS = Math.ceil(CANCELLATION_WINDOW_MS / 3_600_000);
export const RETURN_WINDOW = `${RETURN_WINDOW_DAYS} days`;
export const COD_FEE = formatRupees(paiseToRupees(COD_FEE_PAISE));
export const COD_FEE_BELOW = formatRupees(paiseToRupees(COD_FEE_BELOW_PAISE));
export const COD_LIMIT = formatRupees(paiseToRupees(COD_LIMIT_PAISE));
/** How long packing and dispatch take, in hours; the legal pages say it in English, the rest in the reader's words. */
export const DISPATCH_HOURS = { from: 24, to: 48 } as const;
export const DISPATCH_TIME = `${DISPATCH_HOURS.from}–${DISPATCH_HOURS.to} hours`;

export const SUPPORT_PHONE_HREF = `tel:${SHOP.supportPhone.replace(/\s/g, '')}`;
export const SUPPORT_EMAIL_HREF = `mailto:${SHOP.supportEmail}`;
export const BULK_EMAIL = 'bulk@makerbazaar.in';
