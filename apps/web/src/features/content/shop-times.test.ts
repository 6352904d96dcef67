import { msg } from '@lingui/core/macro';
import { EMAIL_REPLY_TIME, SHOP } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { i18n, loadMessages } from '@/lib/i18n';
import { REPLY_TIME, SUPPORT_HOURS, sayWithShopTimes } from './shop-times';

const replyTime = EMAIL_REPLY_TIME;
const REPLY = msg`We reply within ${replyTime}.`;

describe("the shop's reply time and phone hours on the screens", () => {
  it('read in English as the shared constants have them', () => {
    expect(i18n._(REPLY_TIME)).toBe(EMAIL_REPLY_TIME);
    expect(i18n._(SUPPORT_HOURS)).toBe(SHOP.supportHours);
    expect(sayWithShopTimes(i18n, REPLY)).toBe(`We reply within ${EMAIL_REPLY_TIME}.`);
  });

  it('are said in the reader’s language inside a sentence', async () => {
    i18n.loadAndActivate({ locale: 'hi', messages: await loadMessages('hi') });
    const said = sayWithShopTimes(i18n, REPLY);
    expect(said).toContain(i18n._(REPLY_TIME));
    expect(said).not.toContain(EMAIL_REPLY_TIME);
  });
});
