import { randomBytes } from 'node:crypto';
import { type Language, NEWSLETTER_INVALID_LINK } from '@makerbazaar/core';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { newsletterSubscriptions } from '../../db/schema/content.js';
import { notFound } from '../../lib/errors.js';
import { countRows, onePage, type PageRequest } from '../../lib/pagination.js';
import { enqueueEmail } from '../email/outbox.service.js';
import { newsletterConfirmationEmail } from '../email/templates.js';

export function unsubscribeUrl(shopUrl: string, token: string): string {
  return `${shopUrl}/newsletter/unsubscribe/${token}`;
}

/**
 * Subscribes an address once. A new address, or one that had unsubscribed, is (re)activated and
 * sent a confirmation with its unsubscribe link in the same transaction; an active subscription is
 * left as it is (`subscribed: false`).
 */
export async function subscribeToNewsletter(
  db: Database,
  email: string,
  shopUrl: string,
  /** The language the page was read in: the confirmation is written in it. */
  language: Language,
): Promise<{ subscribed: boolean }> {
  return db.transaction(async (tx) => {
    // One statement, so two requests at once cannot both (re)subscribe: the update only matches
    // a row that is unsubscribed, and an active one returns nothing.
    const [row] = await tx
      .insert(newsletterSubscriptions)
      .values({ email, unsubscribeToken: randomBytes(24).toString('base64url') })
      .onConflictDoUpdate({
        target: newsletterSubscriptions.email,
        set: { unsubscribedAt: null, subscribedAt: sql`now()` },
        setWhere: isNotNull(newsletterSubscriptions.unsubscribedAt),
      })
      .returning({ token: newsletterSubscriptions.unsubscribeToken });
    if (!row) return { subscribed: false };
    await enqueueEmail(tx, newsletterConfirmationEmail(email, language, unsubscribeUrl(shopUrl, row.token), shopUrl));
    return { subscribed: true };
  });
}

/** Idempotent: an address already unsubscribed keeps its first unsubscribe time. */
export async function unsubscribeFromNewsletter(db: Database, token: string): Promise<void> {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`coalesce(${newsletterSubscriptions.unsubscribedAt}, now())` })
    .where(eq(newsletterSubscriptions.unsubscribeToken, token))
    .returning({ id: newsletterSubscriptions.id });
  if (!row) throw notFound(NEWSLETTER_INVALID_LINK);
}

export interface SubscriberRow {
  id: number;
  email: string;
  subscribedAt: Date;
}

const subscriberColumns = {
  id: newsletterSubscriptions.id,
  email: newsletterSubscriptions.email,
  subscribedAt: newsletterSubscriptions.subscribedAt,
};

const activeSubscribers = (search?: string): SQL | undefined =>
  and(
    isNull(newsletterSubscriptions.unsubscribedAt),
    search ? sql`strpos(${newsletterSubscriptions.email}, lower(${search})) > 0` : undefined,
  );

/** One page of the active subscribers, newest first, optionally those whose address contains `search`. */
export async function listActiveSubscribers(
  db: Queryable,
  page: PageRequest,
  search?: string,
): Promise<{ count: number; rows: SubscriberRow[] }> {
  const where = activeSubscribers(search);
  const total = await countRows(db, newsletterSubscriptions, where);
  const rows = await onePage(
    db
      .select(subscriberColumns)
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.subscribedAt), desc(newsletterSubscriptions.id))
      .$dynamic(),
    page,
  );
  return { count: total, rows };
}

/** Every active subscriber, oldest first: the newsletter export. */
export function allActiveSubscribers(db: Queryable): Promise<SubscriberRow[]> {
  return db
    .select(subscriberColumns)
    .from(newsletterSubscriptions)
    .where(activeSubscribers())
    .orderBy(newsletterSubscriptions.subscribedAt, newsletterSubscriptions.id);
}
