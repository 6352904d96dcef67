import type { KeptTranslations } from '@makerbazaar/core';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, timestamps, writtenAt } from './columns.js';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: id(),
    /** Stored in lower case, so one address subscribes once. */
    email: text('email').notNull(),
    /** Proves an unsubscribe link came from our e-mail. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    subscribedAt: writtenAt('subscribed_at'),
    unsubscribedAt: moment('unsubscribed_at'),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    uniqueIndex('newsletter_unsubscribe_token_key').on(t.unsubscribeToken),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
  /** Set when staff have dealt with it. */
  handledAt: moment('handled_at'),
});

/** The help page's questions and answers, edited by staff; only published ones are shown. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: id(),
    /** The anchor on the help page, e.g. cancel-order. */
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** The question and answer in Hindi, Telugu and Tamil, where staff translated them. */
    translations: jsonb('translations')
      .$type<KeptTranslations<{ question: string; answer: string }>>()
      .notNull()
      .default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('faq_entries_slug_key').on(t.slug), index('faq_entries_order_idx').on(t.sortOrder, t.id)],
);
