import { EMAIL_REPLY_TIME, type FaqEntry, type FaqList, SHOP } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { DISPATCH_TIME } from './shop-policy';

export type { FaqEntry };

/** The help page's questions, as staff publish and order them in the back office. */
export const faqQueryOptions = () =>
  queryOptions({
    queryKey: ['faq'],
    queryFn: async ({ signal }) => (await apiRequest<FaqList>('/faq/', { signal })).results,
    staleTime: 60_000,
  });

/** The short FAQ on the contact page. */
export const CONTACT_FAQ: FaqEntry[] = [
  {
    id: 'reply-time',
    category: 'Orders',
    question: 'How quickly will you reply?',
    answer: `We read e-mail and contact-form messages every day and reply within ${EMAIL_REPLY_TIME}. For something urgent, call ${SHOP.supportPhone} (${SHOP.supportHours}).`,
  },
  {
    id: 'where-is-my-order',
    category: 'Delivery',
    question: 'Where is my order?',
    answer: `Orders are dispatched within ${DISPATCH_TIME}, and the tracking number appears in My Orders once the parcel ships. If it has not moved for three days, write to us with your order number.`,
  },
  {
    id: 'project-help',
    category: 'Technical',
    question: 'Can you help me with my project?',
    answer:
      'Yes, for parts bought from us. Send the part names, your wiring diagram or a clear photo of the circuit and the code you are running, and one of our engineers will help you find the problem.',
  },
  {
    id: 'bulk-quote',
    category: 'Orders',
    question: 'Do you supply colleges and companies?',
    answer:
      'Yes. We supply labs, colleges and companies with GST invoices, volume pricing and purchase orders. See the Bulk Orders page for how to request a quote.',
  },
];

/** The entries whose question or answer contains the query, ignoring case; all of them for a blank query. */
export function filterFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...entries];
  return entries.filter(
    (entry) => entry.question.toLowerCase().includes(needle) || entry.answer.toLowerCase().includes(needle),
  );
}
