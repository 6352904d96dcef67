import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What happened, written in the transaction of the change itself (docs/decisions/025-domain-events.md):
 * subscribers react to these rows afterwards, each at least once.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: serial('id').primaryKey(),
    /** `order.placed`, `stock.changed`, …: the union in modules/events/domain-events.ts. */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once every subscriber of the event has run; the rest are what the queue still has to deliver. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('domain_events_open_idx').on(t.id).where(sql`${t.completedAt} is null`)],
);

/**
 * One row per subscriber that has reacted to an event, written in the subscriber's own
 * transaction with its effects: a second delivery finds it and does nothing, so each subscriber
 * acts once in effect however often the event is delivered.
 */
export const eventDeliveries = pgTable(
  'event_deliveries',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => domainEvents.id, { onDelete: 'cascade' }),
    subscriber: text('subscriber').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.subscriber] })],
);
