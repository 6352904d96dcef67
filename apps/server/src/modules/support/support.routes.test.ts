import {
  dateInIndia,
  ORDER_NOT_FOUND_IN_ACCOUNT,
  ORDER_NUMBER_NEEDS_SIGN_IN,
  type Order,
  type SupportTicket,
} from '@makerbazaar/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { supportRequests } from '../../db/schema/support.js';
import { testApp } from '../../testing/app-hooks.js';
import { jsonOf, postForm } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { ACKNOWLEDGEMENT_CAP, ACKNOWLEDGEMENT_KINDS } from '../email/outbox.service.js';

const ctx = testApp();

const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  postForm(ctx.app, '/api/support/', payload, { headers, remoteAddress });

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

/** A sender's words that must never reach the address they name: it could be anyone's. */
const ADVERT = 'Cheap-watches-dot-example';

const acknowledgementsTo = (email: string) =>
  ctx.database.db
    .select()
    .from(outbox)
    .where(and(sql`lower(${outbox.to}) = lower(${email})`, inArray(outbox.kind, [...ACKNOWLEDGEMENT_KINDS])));

describe('POST /api/support/', () => {
  it('opens a ticket for a guest, stores it and acknowledges it by e-mail', async () => {
    const res = await post(request);
    const ticket = jsonOf<SupportTicket>(res, 201);
    expect(ticket.ticket_number).toMatch(ticketPattern());
    expect(ticket.detail).toContain(ticket.ticket_number);
    expect(ticket.detail).toContain('24 hours');

    const [row] = await ctx.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.ticketNumber, ticket.ticket_number));
    expect(row).toMatchObject({
      topic: 'Order and delivery',
      orderNumber: null,
      userId: null,
      handledAt: null,
      email: 'meera@example.in',
      message: request.message,
    });
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'meera@example.in'), eq(outbox.kind, 'support_acknowledgement')));
    const mail = mails.find((m) => m.subject.includes(ticket.ticket_number));
    expect(mail?.text).toContain(ticket.ticket_number);
    expect(mail?.text).toContain('Topic: Order and delivery');
  });

  it('acknowledges without quoting anything the sender typed', async () => {
    const email = 'stranger@example.in';
    const res = await post({ ...request, name: `${ADVERT} Deals`, email, message: `Best prices at ${ADVERT} today!` });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.ticketNumber, (res.json() as SupportTicket).ticket_number));
    expect(row?.message).toContain(ADVERT);

    const [mail] = await acknowledgementsTo(email);
    expect(mail?.subject).toContain((res.json() as SupportTicket).ticket_number);
    expect(`${mail?.subject}\n${mail?.text}`.toLowerCase()).not.toContain(ADVERT.toLowerCase());
  });

  it('refuses an order number from a guest, storing nothing', async () => {
    const before = await ctx.database.db.select().from(supportRequests);
    const res = await post({ ...request, email: 'guest-order@example.in', order_number: ' mb20261121-1001 ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ order_number: [ORDER_NUMBER_NEEDS_SIGN_IN] });
    expect(await ctx.database.db.select().from(supportRequests)).toHaveLength(before.length);
    expect(await acknowledgementsTo('guest-order@example.in')).toEqual([]);
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

    const mine = await post({ ...request, email: 'owner@example.in', order_number: order.order_number }, owner.auth);
    expect(mine.statusCode).toBe(201);
    const [acknowledgement] = await acknowledgementsTo('owner@example.in');
    expect(acknowledgement?.text).toContain(`Order: ${order.order_number}`);
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

describe('acknowledgements per address', () => {
  const ticketFor = async (email: string) => {
    const res = await post({ ...request, email });
    expect(res.statusCode).toBe(201);
    return (res.json() as SupportTicket).ticket_number;
  };

  it('sends at most three a day to one address, in any letter case; every request is still stored and numbered', async () => {
    const tickets = [];
    for (const email of ['flood@example.in', 'Flood@Example.in', 'FLOOD@example.in', 'flood@EXAMPLE.IN'])
      tickets.push(await ticketFor(email));
    expect(new Set(tickets).size).toBe(4);
    const stored = await ctx.database.db
      .select()
      .from(supportRequests)
      .where(inArray(supportRequests.ticketNumber, tickets));
    expect(stored).toHaveLength(4);
    const sent = await acknowledgementsTo('flood@example.in');
    expect(sent).toHaveLength(ACKNOWLEDGEMENT_CAP.max);
    expect(sent.map((mail) => mail.subject).join(' ')).not.toContain(tickets[3]);
  });

  it('counts bulk quote acknowledgements to the same address too', async () => {
    const email = 'mixed@example.in';
    await ticketFor(email);
    await ticketFor(email);
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/bulk-orders/',
      remoteAddress: '10.30.8.1',
      payload: {
        organisation: 'Mixed Labs',
        contact_name: 'Mixed',
        email,
        phone: '9845012345',
        items: [{ name: 'Arduino Uno R3', quantity: 10 }],
        needed_by: dateInIndia(),
      },
    });
    expect(quote.statusCode).toBe(201);
    await ticketFor(email);
    const kinds = (await acknowledgementsTo(email)).map((mail) => mail.kind).sort();
    expect(kinds).toEqual(['bulk_quote_acknowledgement', 'support_acknowledgement', 'support_acknowledgement']);
  });

  it('holds under a burst of requests at once', async () => {
    const email = 'burst@example.in';
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ ...request, email })));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    expect(await acknowledgementsTo(email)).toHaveLength(ACKNOWLEDGEMENT_CAP.max);
  });

  it('sends again once the earlier acknowledgements are more than a day old', async () => {
    const email = 'next-day@example.in';
    for (let i = 0; i < ACKNOWLEDGEMENT_CAP.max + 1; i++) await ticketFor(email);
    expect(await acknowledgementsTo(email)).toHaveLength(ACKNOWLEDGEMENT_CAP.max);
    await ctx.database.db
      .update(outbox)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(outbox.to, email));
    const ticket = await ticketFor(email);
    const sent = await acknowledgementsTo(email);
    expect(sent).toHaveLength(ACKNOWLEDGEMENT_CAP.max + 1);
    expect(sent.some((mail) => mail.subject.includes(ticket))).toBe(true);
  });
});
