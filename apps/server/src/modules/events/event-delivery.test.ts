import type { Order } from '@makerbazaar/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { domainEvents, eventDeliveries } from '../../db/schema/events.js';
import { taxDocuments } from '../../db/schema/invoices.js';
import { notifications } from '../../db/schema/notifications.js';
import { outbox } from '../../db/schema/outbox.js';
import { EVENT_SUBSCRIBERS } from '../../event-subscribers.js';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf } from '../../testing/stock.js';
import { createTestApp, TEST_CONFIG, type TestContext } from '../../testing/test-app.js';
import { attachEventDelivery, deliverEvent, type EventDelivery, subscriber } from './event-delivery.js';

const SLUG = 'arduino-nano-every';
const SILENT = { error() {} };

let ctx: TestContext;
let db: Database;
beforeAll(async () => {
  ctx = await createTestApp();
  db = ctx.database.db;
  await setStockOf(db, SLUG, 50);
  ctx.app.catalogCache.invalidate();
});
afterAll(async () => {
  await ctx.close();
});

async function placeCodOrder() {
  const shopper = await newShopper(ctx.app);
  const product = await shopper.product(SLUG);
  await shopper.addToCart(product.id, 1);
  const placed = await shopper.checkoutCart('cod');
  expect(placed.statusCode).toBe(201);
  return { shopper, order: placed.json() as Order };
}

async function eventOf(orderId: number) {
  const [event] = await db
    .select()
    .from(domainEvents)
    .where(and(eq(domainEvents.type, 'order.placed'), sql`(${domainEvents.payload}->>'orderId')::int = ${orderId}`));
  if (!event) throw new Error(`no order.placed event for order ${orderId}`);
  return event;
}

async function effectsOf(orderId: number, email: string) {
  const count = sql<number>`count(*)::int`;
  const [emails] = await db
    .select({ n: count })
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, 'order_confirmation')));
  const [notices] = await db
    .select({ n: count })
    .from(notifications)
    .where(eq(notifications.actionUrl, `/orders/${orderId}`));
  const [invoices] = await db
    .select({ n: count })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')));
  return { emails: emails?.n, notices: notices?.n, invoices: invoices?.n };
}

describe('domain events', () => {
  it('delivers order.placed before the checkout answers, and a second delivery of it changes nothing', async () => {
    const { shopper, order } = await placeCodOrder();
    expect(order.invoice).not.toBeNull();
    const once = { emails: 1, notices: 1, invoices: 1 };
    expect(await effectsOf(order.id, shopper.customer.email)).toEqual(once);
    const event = await eventOf(order.id);
    expect(event.completedAt).not.toBeNull();

    // The queue's fallback finds it delivered; a delivery that starts over (its completion lost) too.
    const delivery: EventDelivery = { subscribers: EVENT_SUBSCRIBERS, shopUrl: TEST_CONFIG.publicUrl, log: SILENT };
    await deliverEvent(db, delivery, event.id);
    await db.update(domainEvents).set({ completedAt: null }).where(eq(domainEvents.id, event.id));
    expect(await deliverEvent(db, delivery, event.id)).toEqual({ pending: [] });
    expect(await effectsOf(order.id, shopper.customer.email)).toEqual(once);
  });

  it('keeps the order when a subscriber fails, undoes only that subscriber, and runs it when delivered again', async () => {
    let failing = true;
    const attempts: number[] = [];
    const flaky = subscriber({
      name: 'test.flaky',
      on: 'order.placed',
      async handle(tx, placed) {
        attempts.push(placed.orderId);
        await tx
          .insert(notifications)
          .values({ userId: placed.userId, type: 'order', title: 'Flaky', message: 'x', actionUrl: '/flaky' });
        if (failing) throw new Error('the mail server is down');
      },
    });
    const delivery: EventDelivery = {
      subscribers: [...EVENT_SUBSCRIBERS, flaky],
      shopUrl: TEST_CONFIG.publicUrl,
      log: SILENT,
    };
    attachEventDelivery(db, delivery);
    try {
      const { shopper, order } = await placeCodOrder();
      expect(order.status).toBe('confirmed');
      expect(await effectsOf(order.id, shopper.customer.email)).toEqual({ emails: 1, notices: 1, invoices: 1 });
      const event = await eventOf(order.id);
      expect(event.completedAt).toBeNull();
      const flakyNotices = () =>
        db
          .select()
          .from(notifications)
          .where(
            and(
              eq(notifications.userId, (event.payload as { userId: number }).userId),
              eq(notifications.actionUrl, '/flaky'),
            ),
          );
      expect(await flakyNotices()).toHaveLength(0);

      failing = false;
      expect(await deliverEvent(db, delivery, event.id)).toEqual({ pending: [] });
      expect(attempts).toEqual([order.id, order.id]);
      expect(await flakyNotices()).toHaveLength(1);
      expect(await effectsOf(order.id, shopper.customer.email)).toEqual({ emails: 1, notices: 1, invoices: 1 });
      const delivered = await db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, event.id));
      expect(delivered.map((d) => d.subscriber).sort()).toEqual(
        [...EVENT_SUBSCRIBERS.filter((s) => s.on === 'order.placed').map((s) => s.name), 'test.flaky'].sort(),
      );
    } finally {
      attachEventDelivery(db, { subscribers: EVENT_SUBSCRIBERS, shopUrl: TEST_CONFIG.publicUrl, log: SILENT });
    }
  });

  it('holds back a subscriber until the one it runs after has run', async () => {
    const ran: string[] = [];
    const first = subscriber({
      name: 'test.first',
      on: 'order.placed',
      async handle() {
        ran.push('first');
        if (ran.length === 1) throw new Error('not yet');
      },
    });
    const second = subscriber({
      name: 'test.second',
      on: 'order.placed',
      after: ['test.first'],
      async handle() {
        ran.push('second');
      },
    });
    const delivery: EventDelivery = { subscribers: [first, second], shopUrl: TEST_CONFIG.publicUrl, log: SILENT };
    const { order } = await placeCodOrder();
    const event = await eventOf(order.id);
    // Delivered as it was placed to the shop's subscribers; now to these two.
    await db.update(domainEvents).set({ completedAt: null }).where(eq(domainEvents.id, event.id));
    expect(await deliverEvent(db, delivery, event.id)).toEqual({ pending: ['test.first', 'test.second'] });
    expect(await deliverEvent(db, delivery, event.id)).toEqual({ pending: [] });
    expect(ran).toEqual(['first', 'first', 'second']);
  });
});
