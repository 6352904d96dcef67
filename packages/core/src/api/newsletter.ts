import { z } from 'zod';
import { text } from './common.js';

/** What a newsletter sign-up with a bad address is told. */
export const NEWSLETTER_INVALID_EMAIL = 'Enter a valid email address.';

export const newsletterSubscribeSchema = z.object({
  email: text({ message: NEWSLETTER_INVALID_EMAIL })
    .pipe(z.email(NEWSLETTER_INVALID_EMAIL).max(254))
    .transform((e) => e.toLowerCase()),
});
export type NewsletterSubscribe = z.input<typeof newsletterSubscribeSchema>;

export const NEWSLETTER_SUBSCRIBED = 'Thanks for subscribing! Check your inbox for a confirmation.';
export const NEWSLETTER_ALREADY_SUBSCRIBED = 'You are already subscribed.';
/**
 * How a newsletter form the browser sent itself went (`POST /newsletter`, before the app ran or
 * without it): the page `/newsletter?outcome=…` it is sent on to says so.
 */
export const NEWSLETTER_FORM_OUTCOMES = ['subscribed', 'already-subscribed', 'invalid-email', 'too-many'] as const;
export type NewsletterFormOutcome = (typeof NEWSLETTER_FORM_OUTCOMES)[number];

export const NEWSLETTER_INVALID_LINK = 'This unsubscribe link is not valid.';
export const NEWSLETTER_UNSUBSCRIBED = 'You have been unsubscribed. You will not receive our newsletter any more.';

/** `POST /api/newsletter/unsubscribe/`: the token from the link in every newsletter e-mail. */
export const newsletterUnsubscribeSchema = z.object({
  token: text().trim().min(16, NEWSLETTER_INVALID_LINK).max(200, NEWSLETTER_INVALID_LINK),
});
