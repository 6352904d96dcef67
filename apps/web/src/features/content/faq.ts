import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EMAIL_REPLY_TIME, type FaqCategory, type FaqEntry, SHOP } from '@makerbazaar/core';
import { DISPATCH_HOURS } from './shop-policy';
import { sayWithShopTimes } from './shop-times';

export type { FaqEntry };

/** How the help page names each category of question. */
export const FAQ_CATEGORY_LABELS: Record<FaqCategory, MessageDescriptor> = {
  Orders: msg`Orders`,
  Returns: msg`Returns`,
  Technical: msg`Technical`,
  Payment: msg`Payment`,
  Coupons: msg`Coupons`,
  Security: msg`Security`,
  Delivery: msg`Delivery`,
};

const replyTime = EMAIL_REPLY_TIME;
const phone = SHOP.supportPhone;
const hours = SHOP.supportHours;
const { from: dispatchFrom, to: dispatchTo } = DISPATCH_HOURS;

/** The short FAQ on the contact page, written by the shop in the screens' messages. */
const CONTACT_QUESTIONS: {
  id: string;
  category: FaqCategory;
  question: MessageDescriptor;
  answer: MessageDescriptor;
}[] = [
  {
    id: 'reply-time',
    category: 'Orders',
    question: msg`How quickly will you reply?`,
    answer: msg`We read e-mail and contact-form messages every day and reply within ${replyTime}. For something urgent, call ${phone} (${hours}).`,
  },
  {
    id: 'where-is-my-order',
    category: 'Delivery',
    question: msg`Where is my order?`,
    answer: msg`Orders are dispatched within ${dispatchFrom}–${dispatchTo} hours, and the tracking number appears in My Orders once the parcel ships. If it has not moved for three days, write to us with your order number.`,
  },
  {
    id: 'project-help',
    category: 'Technical',
    question: msg`Can you help me with my project?`,
    answer: msg`Yes, for parts bought from us. Send the part names, your wiring diagram or a clear photo of the circuit and the code you are running, and one of our engineers will help you find the problem.`,
  },
  {
    id: 'bulk-quote',
    category: 'Orders',
    question: msg`Do you supply colleges and companies?`,
    answer: msg`Yes. We supply labs, colleges and companies with GST invoices, volume pricing and purchase orders. See the Bulk Orders page for how to request a quote.`,
  },
];

/** The contact page's questions in the reader's language. */
export function contactFaq(i18n: I18n): FaqEntry[] {
  return CONTACT_QUESTIONS.map(({ id, category, question, answer }) => ({
    id,
    category,
    question: i18n._(question),
    answer: sayWithShopTimes(i18n, answer),
  }));
}

/** The entries whose question or answer contains the query, ignoring case; all of them for a blank query. */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) => entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle),
  );
}
