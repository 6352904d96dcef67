import {
  CONTACT_THANKS,
  NEWSLETTER_ALREADY_SUBSCRIBED,
  NEWSLETTER_SUBSCRIBED,
  NEWSLETTER_UNSUBSCRIBED,
  SHOP,
} from '@makerbazaar/core';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscriptions } from '../../db/schema/content.js';
import { outbox } from '../../db/schema/outbox.js';
import { testApp } from '../../testing/app-hooks.js';
import { newVisitorAddress, postForm } from '../../testing/http.js';

const ctx = testApp({ seed: false });

/** Each test posts from its own address, so the per-address limits of one test do not reach another. */
function client() {
  const remoteAddress = newVisitorAddress();
  return (url: string, payload: object) => postForm(ctx.app, url, payload, { remoteAddress });
}

const mailsTo = (to: string, kind: string) =>
  ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)));

async function subscription(email: string) {
  const [row] = await ctx.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  if (!row) throw new Error(`no subscription for ${email}`);
  return row;
}

describe('POST /api/newsletter/', () => {
  it('subscribes an address once, in any letter case, and sends one confirmation with the unsubscribe link', async () => {
    const post = client();
    const first = await post('/api/newsletter/', { email: 'Maker@Example.in' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ detail: NEWSLETTER_SUBSCRIBED });
    const again = await post('/api/newsletter/', { email: 'maker@example.IN' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ detail: NEWSLETTER_ALREADY_SUBSCRIBED });

    const row = await subscription('maker@example.in');
    expect(row.unsubscribeToken.length).toBeGreaterThanOrEqual(32);
    const mails = await mailsTo('maker@example.in', 'newsletter_confirmation');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`http://shop.test/newsletter/unsubscribe/${row.unsubscribeToken}`);
  });

  it('refuses an invalid address with a field error', async () => {
    const res = await client()('/api/newsletter/', { email: 'not-an-email' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address.'] });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/newsletter/',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('detail');
  });
});

describe('POST /api/newsletter/unsubscribe/', () => {
  it('unsubscribes with the token (again is fine), and subscribing later re-activates with a new confirmation', async () => {
    const post = client();
    await post('/api/newsletter/', { email: 'leaving@example.in' });
    const { unsubscribeToken: token } = await subscription('leaving@example.in');

    const res = await post('/api/newsletter/unsubscribe/', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: NEWSLETTER_UNSUBSCRIBED });
    const unsubscribedAt = (await subscription('leaving@example.in')).unsubscribedAt;
    expect(unsubscribedAt).toBeInstanceOf(Date);

    const twice = await post('/api/newsletter/unsubscribe/', { token });
    expect(twice.statusCode).toBe(200);
    expect((await subscription('leaving@example.in')).unsubscribedAt).toEqual(unsubscribedAt);

    const back = await post('/api/newsletter/', { email: 'leaving@example.in' });
    expect(back.statusCode).toBe(201);
    expect(back.json()).toEqual({ detail: NEWSLETTER_SUBSCRIBED });
    expect((await subscription('leaving@example.in')).unsubscribedAt).toBeNull();
    expect(await mailsTo('leaving@example.in', 'newsletter_confirmation')).toHaveLength(2);
  });

  it('answers 404 for a token we never sent and 400 for one of the wrong shape', async () => {
    const post = client();
    const unknown = await post('/api/newsletter/unsubscribe/', { token: 'a'.repeat(32) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'This unsubscribe link is not valid.' });
    const short = await post('/api/newsletter/unsubscribe/', { token: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ token: ['This unsubscribe link is not valid.'] });
    expect((await post('/api/newsletter/unsubscribe/', {})).statusCode).toBe(400);
  });
});

describe('POST /api/contact/', () => {
  it('stores the message, thanks the sender and e-mails the shop with the sender’s address', async () => {
    const res = await client()('/api/contact/', {
      name: '  Asha Rao ',
      email: 'asha@example.in',
      subject: 'Bulk order for our lab',
      message: 'We need 30 Arduino kits by March.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: CONTACT_THANKS });
    const [row] = await ctx.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Asha Rao', subject: 'Bulk order for our lab', handledAt: null });
    const [mail] = await mailsTo(SHOP.supportEmail, 'contact_message');
    expect(mail?.subject).toBe('Contact form: Bulk order for our lab');
    expect(mail?.text).toContain('Asha Rao <asha@example.in>');
    expect(mail?.text).toContain('We need 30 Arduino kits by March.');
  });

  it('e-mails nothing to the address the sender gave, so the form cannot carry a message to a stranger', async () => {
    const res = await client()('/api/contact/', {
      name: 'Cheap-watches-dot-example',
      email: 'someone-else@example.in',
      subject: 'Deals at Cheap-watches-dot-example',
      message: 'Best prices at Cheap-watches-dot-example today!',
    });
    expect(res.statusCode).toBe(201);
    const toSender = await ctx.database.db
      .select()
      .from(outbox)
      .where(sql`lower(${outbox.to}) = 'someone-else@example.in'`);
    expect(toSender).toEqual([]);
  });

  it('names every missing or invalid field', async () => {
    const res = await client()('/api/contact/', { name: ' ', email: 'x', subject: '', message: 'a'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'message', 'name', 'subject']);
    expect((await client()('/api/contact/', {})).statusCode).toBe(400);
  });

  it('refuses a body far larger than any message with 413, storing nothing', async () => {
    const before = await ctx.database.db.select().from(contactMessages);
    const res = await client()('/api/contact/', {
      name: 'Flood',
      email: 'flood@example.in',
      subject: 'Big',
      message: 'x'.repeat(40 * 1024),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toHaveProperty('detail');
    expect(await ctx.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('limits messages per address with 429 and a readable detail', async () => {
    const post = client();
    const message = { name: 'Ravi', email: 'ravi@example.in', subject: 'Hello', message: 'Is the Pi 5 in stock?' };
    for (let i = 0; i < 5; i++) expect((await post('/api/contact/', message)).statusCode).toBe(201);
    const limited = await post('/api/contact/', message);
    expect(limited.statusCode).toBe(429);
    expect((limited.json() as { detail: string }).detail).toMatch(/^Too many messages .* try again in .+\.$/);
    expect((await client()('/api/contact/', message)).statusCode).toBe(201);
  });
});

describe('newsletter limits', () => {
  it('counts subscribe and unsubscribe separately, per address', async () => {
    const post = client();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/newsletter/', { email: `n${i}@example.in` })).statusCode).toBe(201);
    expect((await post('/api/newsletter/', { email: 'n9@example.in' })).statusCode).toBe(429);
    const { unsubscribeToken } = await subscription('n0@example.in');
    expect((await post('/api/newsletter/unsubscribe/', { token: unsubscribeToken })).statusCode).toBe(200);
    for (let i = 0; i < 19; i++) await post('/api/newsletter/unsubscribe/', { token: unsubscribeToken });
    expect((await post('/api/newsletter/unsubscribe/', { token: unsubscribeToken })).statusCode).toBe(429);
  });
});
