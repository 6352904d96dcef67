import {
  NOTIFICATION_NOT_FOUND,
  type Notification,
  type NotificationPage,
  type NotificationSwitch,
  type NotificationType,
} from '@makerbazaar/core';
import { and, asc, count, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { orders, wishlistItems } from '../../db/schema/commerce.js';
import { notifications } from '../../db/schema/notifications.js';
import { notFound } from '../../lib/errors.js';
import { newestFirst, type PageRequest, paginate } from '../../lib/pagination.js';
import { type EmailMessage, enqueueEmail } from '../email/outbox.service.js';
import { notificationEmail, type Recipient } from '../email/templates.js';
import { emailRecipients, notificationSwitchesOf } from './recipients.js';

/** The settings switch that lets a notification through; e-mail is the separate `emailNotifications` switch. */
type NotificationTopic = Exclude<NotificationSwitch, 'emailNotifications' | 'pushNotifications'>;

export interface NotificationDraft {
  topic: NotificationTopic;
  type: NotificationType;
  title: string;
  message: string;
  /** A path in the shop, such as `/orders/12`. */
  actionUrl: string;
  /** Makes the notification a once-only one for its customer: a second with the same key is not written. */
  dedupeKey?: string;
  /** The e-mail that goes with it, when the shop already has a template for this event. */
  email?: (to: Recipient) => EmailMessage;
  /** Without `email`, the outbox kind of an e-mail made from the title and message; with neither, no e-mail. */
  emailKind?: string;
  /**
   * The customer asked for this one notice themselves ("Notify me when it is back"): it is written
   * and e-mailed whatever the settings say, as the switches are about what the shop sends unasked.
   */
  requested?: boolean;
}

/**
 * Writes a notification for each customer whose settings let its topic through, in the caller's
 * transaction, and queues its e-mail for those who also want e-mails. Security alerts are e-mailed
 * to everyone, whatever the switches say: a customer must hear of a sign-in or a password change
 * that was not theirs; a notice the customer asked for goes whatever they say too. A deduplicated
 * notification written before sends nothing again.
 */
export async function notifyEach(
  tx: Queryable,
  userIds: number[],
  draft: NotificationDraft,
  shopUrl: string,
): Promise<void> {
  const customers = [...new Set(userIds)];
  if (customers.length === 0) return;
  const switches = await notificationSwitchesOf(tx, customers);
  const listening = draft.requested ? customers : customers.filter((id) => switches.get(id)?.[draft.topic]);
  const written =
    listening.length === 0
      ? []
      : await tx
          .insert(notifications)
          .values(
            listening.map((userId) => ({
              userId,
              type: draft.type,
              title: draft.title,
              message: draft.message,
              actionUrl: draft.actionUrl,
              dedupeKey: draft.dedupeKey,
            })),
          )
          .onConflictDoNothing()
          .returning({ userId: notifications.userId });
  const emailed =
    draft.topic === 'securityAlerts'
      ? customers
      : written.map((row) => row.userId).filter((id) => draft.requested || switches.get(id)?.emailNotifications);
  const { email, emailKind } = draft;
  if (emailed.length === 0 || (!email && !emailKind)) return;
  const recipients = await emailRecipients(tx, emailed);
  for (const id of emailed) {
    const to = recipients.get(id);
    if (!to) continue;
    await enqueueEmail(
      tx,
      email ? email(to) : notificationEmail(to, { ...draft, kind: emailKind ?? draft.type }, shopUrl),
    );
  }
}

export function notify(tx: Queryable, userId: number, draft: NotificationDraft, shopUrl: string): Promise<void> {
  return notifyEach(tx, [userId], draft, shopUrl);
}

/** The customers who keep this product on their wishlist. */
async function wishlisters(tx: Queryable, productId: number): Promise<number[]> {
  const rows = await tx
    .select({ userId: wishlistItems.userId })
    .from(wishlistItems)
    .where(eq(wishlistItems.productId, productId));
  return rows.map((row) => row.userId);
}

interface WishlistedProduct {
  id: number;
  name: string;
  slug: string;
}

/** Tells everyone who wishlisted the product that its price went down; runs in the price change's transaction. */
export async function notifyPriceDrop(
  tx: Queryable,
  product: WishlistedProduct,
  price: { was: string; now: string },
  shopUrl: string,
): Promise<void> {
  await notifyEach(
    tx,
    await wishlisters(tx, product.id),
    {
      topic: 'priceAlerts',
      type: 'wishlist',
      title: `Price drop: ${product.name}`,
      message: `${product.name} on your wishlist is now ${price.now} (was ${price.was}).`,
      actionUrl: `/product/${product.slug}`,
      emailKind: 'price_drop',
    },
    shopUrl,
  );
}

/** Tells everyone who wishlisted the product that it can be bought again; runs in the stock change's transaction. */
export async function notifyBackInStock(tx: Queryable, product: WishlistedProduct, shopUrl: string): Promise<void> {
  await notifyEach(
    tx,
    await wishlisters(tx, product.id),
    {
      topic: 'priceAlerts',
      type: 'wishlist',
      title: `Back in stock: ${product.name}`,
      message: `${product.name} on your wishlist is back in stock.`,
      actionUrl: `/product/${product.slug}`,
      emailKind: 'back_in_stock',
    },
    shopUrl,
  );
}

export const REVIEW_REMINDER_AFTER_MS = 3 * 24 * 60 * 60 * 1000;
/** Orders delivered longer ago than this get no reminder: a late one reads as noise. */
const REVIEW_REMINDER_UNTIL_MS = 14 * 24 * 60 * 60 * 1000;
const REVIEW_REMINDER_BATCH = 100;

/**
 * Reminds customers to review an order 3 days after its delivery, once per order (the unique
 * dedupe key); orders are claimed with SKIP LOCKED, so several processes share the work. Batches
 * move on by order id: orders of customers who switched reminders off are looked at by every sweep
 * within the 14 days (and reminded if they switch back on) but never hold other orders back.
 * Answers how many orders it looked at.
 */
export async function sendReviewReminders(
  db: Database,
  shopUrl: string,
  now = new Date(),
  batchSize = REVIEW_REMINDER_BATCH,
): Promise<number> {
  let looked = 0;
  let afterId = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: orders.id, userId: orders.userId, orderNumber: orders.orderNumber })
        .from(orders)
        .where(
          and(
            gt(orders.id, afterId),
            eq(orders.status, 'delivered'),
            lte(orders.deliveredAt, new Date(now.getTime() - REVIEW_REMINDER_AFTER_MS)),
            gt(orders.deliveredAt, new Date(now.getTime() - REVIEW_REMINDER_UNTIL_MS)),
            sql`not exists (select 1 from ${notifications} where ${notifications.userId} = ${orders.userId}
                  and ${notifications.dedupeKey} = 'review-reminder:' || ${orders.id})`,
          ),
        )
        .orderBy(asc(orders.id))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const order of due) {
        await notify(
          tx,
          order.userId,
          {
            topic: 'reviewReminders',
            type: 'review',
            title: 'How did your order go?',
            message: `Your order ${order.orderNumber} arrived a few days ago. A short review helps other makers choose.`,
            actionUrl: '/reviews',
            dedupeKey: `review-reminder:${order.id}`,
            emailKind: 'review_reminder',
          },
          shopUrl,
        );
      }
      return due.map((order) => order.id);
    });
    looked += batch.length;
    if (batch.length < batchSize) return looked;
    afterId = batch[batch.length - 1] ?? afterId;
  }
}

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    action_url: row.actionUrl,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function unreadCount(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** The customer's notifications, newest first, and how many of them are unread. */
export async function listNotifications(
  db: Queryable,
  userId: number,
  page: PageRequest,
  url: string,
): Promise<NotificationPage> {
  const { total, rows } = await newestFirst(db, notifications, eq(notifications.userId, userId), page);
  return {
    ...paginate(url, page, total, rows.map(toNotification)),
    unread_count: await unreadCount(db, userId),
  };
}

/** Marks one of the customer's notifications read; reading it again keeps the first time. */
export async function markRead(db: Queryable, userId: number, id: number): Promise<Notification> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning();
  if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
  return toNotification(row);
}

export async function markAllRead(db: Queryable, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

export async function deleteNotification(db: Queryable, userId: number, id: number): Promise<void> {
  const removed = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (removed.length === 0) throw notFound(NOTIFICATION_NOT_FOUND);
}
