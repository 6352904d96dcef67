import { dateInIndia, ORDER_NOT_FOUND_IN_ACCOUNT, type Order, type SupportTicket } from '@makerbazaar/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { supportRequests } from '../../db/schema/support.js';
import { newShopper } from '../../testing/shopping.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let address = 0;
/** Posts from an address of its own, so one test's rate limit never reaches another. */
function post(payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress?: string) {
  address += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/support/',
    payload,
    headers,
    remoteAddress: remoteAddress ?? `10.30.0.${address}`,
  });
}

const request = {
  topic: 'Order and delivery',
  name: 'Meera Iyer',
  email: 'meera@example.in',
  message: 'My parcel shows delivered but I have not received it yet.',
};

async function placedOrder(shopper: Awaited<ReturnType<typeof newShopper>>): Promise<Order> {
  const part = await shopper.product('hc-sr04-ultrasonic-distance-sensor');
  await shopper.addToCart(part.id, 1);
  const res = await shopper.checkoutCart('cod');
  if (res.statusCode !== 201) throw new Error(`checkout failed: ${res.body}`);
  return res.json() as Order;
}

const ticketPattern = () => new RegExp(`^SR-${dateInIndia(new Date()).replaceAll('-', '')}-\\d{4,}$`);

describe('POST /api/support/', () => {
  it('opens a ticket for a guest, stores it and acknowledges it by e-mail', async () => {
    const res = await post({ ...request, order_number: ' mb20261121-1001 ' });
    expect(res.statusCode).toBe(201);
    const ticket = res.json() as SupportTicket;
    expect(ticket.ticket_number).toMatch(ticketPattern());
    expect(ticket.detail).toContain(ticket.ticket_number);
    expect(ticket.detail).toContain('24 hours');

    const [row] = await ctx.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.ticketNumber, ticket.ticket_number));
    expect(row).toMatchObject({
      topic: 'Order and delivery',
      orderNumber: 'MB20261121-1001',
      userId: null,
      handledAt: null,
      email: 'meera@example.in',
    });
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'meera@example.in'), eq(outbox.kind, 'support_acknowledgement')));
    expect(mails.some((m) => m.subject.includes(ticket.ticket_number) && m.text.includes('> My parcel shows'))).toBe(
      true,
    );
  });

  it('gives every ticket its own number', async () => {
    const numbers = await Promise.all(
      [1, 2, 3, 4].map(async () => ((await post(request)).json() as SupportTicket).ticket_number),
    );
    expect(new Set(numbers).size).toBe(4);
    for (const n of numbers) expect(n).toMatch(ticketPattern());
  });

  it('checks the order number against the signed-in customer’s own orders and keeps who sent it', async () => {
    const owner = await newShopper(ctx.app);
    const stranger = await newShopper(ctx.app);
    const order = await placedOrder(owner);

    const mine = await post({ ...request, order_number: order.order_number }, owner.auth);
    expect(mine.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.ticketNumber, (mine.json() as SupportTicket).ticket_number));
    expect(row?.userId).not.toBeNull();
    expect(row?.orderNumber).toBe(order.order_number);

    const theirs = await post({ ...request, order_number: order.order_number }, stranger.auth);
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json()).toEqual({ order_number: [ORDER_NOT_FOUND_IN_ACCOUNT] });

    const madeUp = await post({ ...request, order_number: 'MB20260101-99999' }, owner.auth);
    expect(madeUp.statusCode).toBe(400);
  });

  it('answers 401 to a stale token instead of filing the ticket anonymously', async () => {
    const res = await post(request, { authorization: 'Bearer expired.or.forged' });
    expect(res.statusCode).toBe(401);
  });

  it('names every missing or invalid field', async () => {
    const res = await post({ topic: 'Cricket', email: 'nope', message: 'short', order_number: '12345' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'message', 'name', 'order_number', 'topic']);
    const long = await post({ ...request, message: 'a'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['message']);
  });

  it('refuses an oversized body with 413', async () => {
    const res = await post({ ...request, message: 'a'.repeat(33 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('limits requests per address with 429', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await post(request, {}, '10.30.9.9'));
    expect(answers.slice(0, 5).map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(answers[5]!.statusCode).toBe(429);
    expect((answers[5]!.json() as { detail: string }).detail).toMatch(/^Too many support requests/);
  });
});
