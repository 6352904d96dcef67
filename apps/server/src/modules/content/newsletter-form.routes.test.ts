import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/content.js';
import { outbox } from '../../db/schema/outbox.js';
import { testApp } from '../../testing/app-hooks.js';
import { newVisitorAddress, postForm } from '../../testing/http.js';

const ctx = testApp({ seed: false });

/** The footer's form as a browser sends it without the app: form-encoded, from one visitor's address. */
function visitor() {
  const remoteAddress = newVisitorAddress();
  return (payload: string, contentType = 'application/x-www-form-urlencoded') =>
    ctx.app.inject({
      method: 'POST',
      url: '/newsletter',
      payload,
      headers: { 'content-type': contentType },
      remoteAddress,
    });
}

const subscribed = (email: string) =>
  ctx.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

describe('POST /newsletter (the newsletter form sent by the browser itself)', () => {
  it('subscribes the address and sends the visitor on to the page saying so; the second time, that it already was', async () => {
    const send = visitor();
    const first = await send('email=Early%40Example.in');
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/newsletter?outcome=subscribed');
    expect(await subscribed('early@example.in')).toHaveLength(1);
    const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'early@example.in'));
    expect(mail?.kind).toBe('newsletter_confirmation');

    const again = await send('email=early%40example.in');
    expect(again.headers.location).toBe('/newsletter?outcome=already-subscribed');
  });

  it('sends a bad or missing address, or a body that is not a form of one, to the page saying so, never a 500', async () => {
    const send = visitor();
    for (const [payload, contentType] of [
      ['email=not-an-email', undefined],
      ['', undefined],
      ['email=a%40example.in&email=b%40example.in', undefined],
      [`email=${'a'.repeat(300)}%40example.in`, undefined],
      ['["email"]', 'application/json'],
    ] as const) {
      const res = await send(payload, contentType);
      expect(res.statusCode, payload).toBe(303);
      expect(res.headers.location, payload).toBe('/newsletter?outcome=invalid-email');
    }
    for (const email of ['not-an-email', 'a@example.in', 'b@example.in']) expect(await subscribed(email)).toEqual([]);
    expect((await send('<a/>', 'application/xml')).statusCode).toBe(415);
  });

  it("subscribes nobody when the browser says another site's page sent the form", async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/newsletter',
      payload: 'email=victim%40example.in',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      remoteAddress: newVisitorAddress(),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/newsletter');
    expect(await subscribed('victim@example.in')).toEqual([]);
  });

  it('counts against the same limit per address as the API', async () => {
    const remoteAddress = newVisitorAddress();
    for (let i = 0; i < 4; i++) {
      const res = await postForm(ctx.app, '/api/newsletter/', { email: `api${i}@example.in` }, { remoteAddress });
      expect(res.statusCode).toBe(201);
    }
    const form = (email: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/newsletter',
        payload: `email=${encodeURIComponent(email)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress,
      });
    expect((await form('fifth@example.in')).headers.location).toBe('/newsletter?outcome=subscribed');
    expect((await form('sixth@example.in')).headers.location).toBe('/newsletter?outcome=too-many');
    expect(await subscribed('sixth@example.in')).toEqual([]);
    expect(
      (await postForm(ctx.app, '/api/newsletter/', { email: 'seventh@example.in' }, { remoteAddress })).statusCode,
    ).toBe(429);
  });
});
