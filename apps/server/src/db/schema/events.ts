import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { id, moment, requiredRef, writtenAt } from './columns.js';

/**
 * What happened, written in the transaction of the change itself (docs/decisions/025-domain-events.md):
 * subscribers react to these rows afterwards, each at least once.
 */
export const domainEvents = pgTable(
  'domain_events',
  {
    id: id(),
    /** `order.placed`, `stock.changed`, …: the union in modules/events/domain-events.ts. */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    occurredAt: writtenAt('occurred_at'),
    /** Set once every subscriber of the event has run; the rest are what the queue still has to deliver. */
    completedAt: moment('completed_at'),
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
    eventId: requiredRef('event_id', () => domainEvents.id, 'cascade'),
    subscriber: text('subscriber').notNull(),
    deliveredAt: writtenAt('delivered_at'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.subscriber] })],
);
