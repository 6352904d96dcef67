import { NOTIFICATION_TYPES } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, moment, requiredRef, writtenAt } from './columns.js';
import { users } from './users.js';

/** What the shop tells a customer in the account's notification list; written by the event it reports. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url').notNull(),
    /** Set for a notification that must be sent once (a review reminder per order); the unique key enforces it. */
    dedupeKey: text('dedupe_key'),
    readAt: moment('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey),
    check(
      'notifications_type_known',
      sql`${t.type} in (${sql.raw(NOTIFICATION_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
  ],
);

/** The browsers a customer has signed in from, by a hash of the user agent: a sign-in from another one is reported. */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: writtenAt('first_seen_at'),
    lastSeenAt: writtenAt('last_seen_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
