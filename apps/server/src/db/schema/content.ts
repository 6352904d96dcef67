import type { KeptTranslations } from '@makerbazaar/core';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    /** Stored in lower case, so one address subscribes once. */
    email: text('email').notNull(),
    /** Proves an unsubscribe link came from our e-mail. */
    unsubscribeToken: text('unsubscribe_token').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_email_key').on(t.email),
    uniqueIndex('newsletter_unsubscribe_token_key').on(t.unsubscribeToken),
  ],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when staff have dealt with it. */
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

/** The help page's questions and answers, edited by staff; only published ones are shown. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: serial('id').primaryKey(),
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('faq_entries_slug_key').on(t.slug), index('faq_entries_order_idx').on(t.sortOrder, t.id)],
);
