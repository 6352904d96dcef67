import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The shop's e-mail reply time and phone hours as the screens say them; in English they are the
 * shared EMAIL_REPLY_TIME and SHOP.supportHours (a test keeps them alike).
 */
export const REPLY_TIME = msg`24 hours`;
export const SUPPORT_HOURS = msg`Monday–Saturday, 9AM–6PM`;

/**
 * A screen's message naming the reply time (`replyTime`) or the phone hours (`hours`), with them in
 * the reader's language rather than the English the message was written with.
 */
export function sayWithShopTimes(i18n: I18n, message: MessageDescriptor): string {
  const values = { ...message.values, replyTime: i18n._(REPLY_TIME), hours: i18n._(SUPPORT_HOURS) };
  // Built apart: lingui's extractor reads an object written inside `i18n._(…)` as a message of its own.
  const withTimes: MessageDescriptor = { ...message, values };
  return i18n._(withTimes);
}
