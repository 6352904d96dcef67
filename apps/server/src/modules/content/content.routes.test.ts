import { CONTACT_THANKS } from '@makerbazaar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscriptions } from '../../db/schema/content.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

const post = (url: string, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url, payload });

describe('POST /api/newsletter/', () => {
  it('subscribes an address once, in any letter case', async () => {
    const first = await post('/api/newsletter/', { email: 'Maker@Example.in' });
    expect(first.statusCode).toBe(201);
    const again = await post('/api/newsletter/', { email: 'maker@example.IN' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ detail: 'You are already subscribed.' });
    const rows = await ctx.database.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['maker@example.in']);
    expect(rows[0]?.unsubscribeToken.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses an invalid address with a field error', async () => {
    const res = await post('/api/newsletter/', { email: 'not-an-email' });
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

describe('POST /api/contact/', () => {
  it('stores the message and thanks the sender', async () => {
    const res = await post('/api/contact/', {
      name: '  Asha Rao ',
      email: 'asha@example.in',
      subject: 'Bulk order for our lab',
      message: 'We need 30 Arduino kits by March.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ detail: CONTACT_THANKS });
    const [row] = await ctx.database.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Asha Rao', subject: 'Bulk order for our lab' });
  });

  it('names every missing or invalid field', async () => {
    const res = await post('/api/contact/', { name: ' ', email: 'x', subject: '', message: 'a'.repeat(5001) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });
});
