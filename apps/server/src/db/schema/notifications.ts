import { NOTIFICATION_TYPES } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** What the shop tells a customer in the account's notification list; written by the event it reports. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url').notNull(),
    /** Set for a notification that must be sent once (a review reminder per order); the unique key enforces it. */
    dedupeKey: text('dedupe_key'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
