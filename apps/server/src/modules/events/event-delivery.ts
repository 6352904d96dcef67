import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.js';
import { domainEvents, eventDeliveries } from '../../db/schema/events.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import type { DomainEventPayloads, DomainEventType } from './domain-events.js';

export interface SubscriberContext {
  eventId: number;
  occurredAt: Date;
  /** The shop's public address, for links in what the subscriber writes. */
  shopUrl: string;
}

/**
 * A module's reaction to one kind of event. Its effects are written with `tx`, the transaction
 * that also records its delivery: they happen once, however often the event is delivered.
 */
export interface Subscriber<K extends DomainEventType = DomainEventType> {
  /** Unique and stable (`invoices.issue-on-order`): it keys the delivery record. */
  name: string;
  on: K;
  /** Subscribers of the same event that must have run first (e.g. the invoice before the e-mail carrying it). */
  after?: string[];
  handle(tx: Transaction, payload: DomainEventPayloads[K], context: SubscriberContext): Promise<void>;
}

/** Widens a subscriber for the one list at the composition root, keeping its payload typed where it is written. */
export function subscriber<K extends DomainEventType>(definition: Subscriber<K>): Subscriber {
  return definition as unknown as Subscriber;
}

/** Where delivery failures are told: the server's logger. */
export interface EventLog {
  error(details: object, message: string): void;
}

export interface EventDelivery {
  subscribers: readonly Subscriber[];
  shopUrl: string;
  log: EventLog;
}

/** The subscribers that react to events recorded in each database, attached by the composition root. */
const deliveries = new WeakMap<Database, EventDelivery>();

export function attachEventDelivery(db: Database, delivery: EventDelivery): void {
  const names = delivery.subscribers.map((s) => s.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`two subscribers are named ${twice}`);
  deliveries.set(db, delivery);
}

export function eventDeliveryOf(db: Database): EventDelivery | undefined {
  return deliveries.get(db);
}

/** What one delivery left to do: the subscribers that failed, or wait for one that did. */
export interface DeliveryResult {
  pending: string[];
}

/**
 * Runs each subscriber of the event that has not run yet, in list order, each in a transaction of
 * its own that first claims its delivery row: a subscriber that another process is running waits
 * for it and then finds the row, so it runs once in effect. A failing subscriber is logged and left
 * for the next delivery; the change that caused the event stays, and so do the other subscribers'
 * effects. The event is complete once every subscriber has run.
 */
export async function deliverEvent(db: Database, delivery: EventDelivery, eventId: number): Promise<DeliveryResult> {
  const [event] = await db.select().from(domainEvents).where(eq(domainEvents.id, eventId));
  if (!event || event.completedAt) return { pending: [] };
  const delivered = await db
    .select({ subscriber: eventDeliveries.subscriber })
    .from(eventDeliveries)
    .where(eq(eventDeliveries.eventId, eventId));
  const done = new Set(delivered.map((row) => row.subscriber));
  const pending: string[] = [];
  const context: SubscriberContext = { eventId, occurredAt: event.occurredAt, shopUrl: delivery.shopUrl };
  for (const reaction of delivery.subscribers.filter((s) => s.on === event.type)) {
    if (done.has(reaction.name)) continue;
    if (reaction.after?.some((name) => !done.has(name))) {
      pending.push(reaction.name);
      continue;
    }
    try {
      await withRetriedTransaction(db, async (tx) => {
        const [claimed] = await tx
          .insert(eventDeliveries)
          .values({ eventId, subscriber: reaction.name })
          .onConflictDoNothing()
          .returning({ eventId: eventDeliveries.eventId });
        if (claimed) await reaction.handle(tx, event.payload as never, context);
      });
      done.add(reaction.name);
    } catch (error) {
      delivery.log.error(
        { err: error, eventId, event: event.type, subscriber: reaction.name },
        'a subscriber failed; the event will be delivered again',
      );
      pending.push(reaction.name);
    }
  }
  if (pending.length === 0) {
    await db.update(domainEvents).set({ completedAt: sql`now()` }).where(eq(domainEvents.id, eventId));
  }
  return { pending };
}

/**
 * The committing process delivers its events right away, so what they cause (an e-mail, an
 * invoice) exists when the request that caused it answers. Nothing thrown here reaches the
 * request: the change is committed, and what failed is delivered again by the queue.
 */
export async function deliverAfterCommit(db: Database, eventId: number): Promise<void> {
  const delivery = deliveries.get(db);
  if (!delivery) return;
  try {
    await deliverEvent(db, delivery, eventId);
  } catch (error) {
    delivery.log.error({ err: error, eventId }, 'delivering an event after its commit failed; the queue will');
  }
}

/**
 * Delivers the events still open that were recorded before `olderThan`: the embedded engine's
 * catch-up (at start and on its schedule), where no queue holds a job for each event. Answers how
 * many are still open after this pass.
 */
export async function deliverOpenEvents(db: Database, delivery: EventDelivery, olderThan: Date): Promise<number> {
  const open = await db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(and(isNull(domainEvents.completedAt), lt(domainEvents.occurredAt, olderThan)))
    .orderBy(asc(domainEvents.id))
    .limit(500);
  let stillOpen = 0;
  for (const { id } of open) if ((await deliverEvent(db, delivery, id)).pending.length > 0) stillOpen += 1;
  return stillOpen;
}

/**
 * How long an event is left to the process that recorded it before the queue delivers it: its
 * own delivery after the commit takes milliseconds, so an event still open after this was not
 * delivered (the process died, or a subscriber failed). The trigger in migration 0036 uses the same.
 */
export const OWN_DELIVERY_GRACE_MS = 15_000;

/**
 * The queue's event tasks: `deliver_event`, the job the database hands the queue for each event on
 * PostgreSQL (it fails while a subscriber is left, so the queue tries again with back-off), and
 * `deliver_open_events`, the embedded engine's scheduled catch-up.
 */
export function eventTasks(db: Database, delivery: EventDelivery) {
  return {
    async deliver_event(payload: unknown) {
      const { eventId } = payload as { eventId: number };
      const { pending } = await deliverEvent(db, delivery, eventId);
      if (pending.length > 0) throw new Error(`event ${eventId}: ${pending.join(', ')} still to run`);
    },
    async deliver_open_events() {
      const stillOpen = await deliverOpenEvents(db, delivery, new Date(Date.now() - OWN_DELIVERY_GRACE_MS));
      if (stillOpen > 0) throw new Error(`${stillOpen} events still have subscribers to run`);
    },
  };
}

/** Events some subscriber has still to handle, and how long the oldest has waited: the event queue's depth. */
export async function openEventBacklog(db: Database): Promise<{ open: number; oldestAgeSeconds: number }> {
  const [row] = await db
    .select({
      open: sql<number>`count(*)::int`,
      oldestAgeSeconds: sql<number>`coalesce(extract(epoch from now() - min(${domainEvents.occurredAt})), 0)::float8`,
    })
    .from(domainEvents)
    .where(isNull(domainEvents.completedAt));
  return { open: row?.open ?? 0, oldestAgeSeconds: row?.oldestAgeSeconds ?? 0 };
}
