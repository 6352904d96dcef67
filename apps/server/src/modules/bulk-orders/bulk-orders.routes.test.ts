import { type BulkQuote, dateInIndia, INVALID_GSTIN, NEEDED_BY_PAST } from '@makerbazaar/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bulkQuoteRequests } from '../../db/schema/bulk-orders.js';
import { outbox } from '../../db/schema/outbox.js';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { testApp } from '../../testing/app-hooks.js';
import { jsonOf, postForm } from '../../testing/http.js';

const ctx = testApp({ seed: false });

const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}, remoteAddress?: string) =>
  postForm(ctx.app, '/api/bulk-orders/', payload, { headers, remoteAddress });

const DAY_MS = 24 * 60 * 60 * 1000;
const today = () => dateInIndia(new Date());

const quote = () => ({
  organisation: 'Government Polytechnic, Pune',
  gstin: '27aapfu0939f1zv',
  contact_name: 'Prof. S. Kulkarni',
  email: 'labs@gppune.example.in',
  phone: '98220 12345',
  items: [
    { name: 'Arduino Uno R3', quantity: 30 },
    { name: 'HC-SR04 Ultrasonic Sensor', quantity: 60 },
  ],
  needed_by: dateInIndia(new Date(Date.now() + 14 * DAY_MS)),
  notes: 'Delivery to the Electronics department store room, please.',
});

describe('POST /api/bulk-orders/', () => {
  it('stores the request with a BQ reference and acknowledges it with the items listed', async () => {
    const res = await post({ ...quote(), needed_by: '2031-03-15' });
    const answer = jsonOf<BulkQuote>(res, 201);
    expect(answer.reference).toMatch(new RegExp(`^BQ-${today().replaceAll('-', '')}-\\d{4,}$`));
    expect(answer.detail).toContain(answer.reference);

    const [row] = await ctx.database.db
      .select()
      .from(bulkQuoteRequests)
      .where(eq(bulkQuoteRequests.reference, answer.reference));
    expect(row).toMatchObject({
      gstin: '27AAPFU0939F1ZV',
      phone: '+919822012345',
      items: quote().items,
      neededBy: '2031-03-15',
      userId: null,
      handledAt: null,
    });
    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'labs@gppune.example.in'), eq(outbox.kind, 'bulk_quote_acknowledgement')));
    expect(mail?.subject).toContain(answer.reference);
    expect(mail?.text).toContain(answer.reference);
    expect(mail?.text).toContain('your list of 2 items, needed by 15 March 2031');
  });

  it('acknowledges without quoting anything the sender typed', async () => {
    const advert = 'Cheap-watches-dot-example';
    const email = 'someone-else@example.in';
    const res = await post({
      ...quote(),
      organisation: `${advert} Pvt Ltd`,
      contact_name: `${advert} team`,
      email,
      items: [{ name: `Visit ${advert} now`, quantity: 1 }],
      notes: `Best prices at ${advert}`,
    });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(bulkQuoteRequests)
      .where(eq(bulkQuoteRequests.reference, (res.json() as BulkQuote).reference));
    expect(row?.notes).toContain(advert);

    const [mail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'bulk_quote_acknowledgement')));
    expect(mail?.text).toContain('your list of 1 item,');
    expect(`${mail?.subject}\n${mail?.text}`.toLowerCase()).not.toContain(advert.toLowerCase());
  });

  it('acknowledges at most three requests a day to one address, and stores every request', async () => {
    const email = 'many-quotes@example.in';
    const references = [];
    for (let i = 0; i < 4; i++) {
      const res = await post({ ...quote(), email });
      expect(res.statusCode).toBe(201);
      references.push((res.json() as BulkQuote).reference);
    }
    const stored = await ctx.database.db.select().from(bulkQuoteRequests).where(eq(bulkQuoteRequests.email, email));
    expect(stored.map((row) => row.reference).sort()).toEqual(references.toSorted());
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'bulk_quote_acknowledgement')))
      .orderBy(outbox.id);
    expect(mails.map((mail) => mail.subject)).toEqual(
      references.slice(0, 3).map((ref) => expect.stringContaining(ref)),
    );
  });

  it('accepts today, no GSTIN and no notes, and keeps the signed-in customer', async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const { gstin: _gstin, notes: _notes, ...rest } = quote();
    const res = await post({ ...rest, gstin: '', needed_by: today() }, auth);
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.database.db
      .select()
      .from(bulkQuoteRequests)
      .where(eq(bulkQuoteRequests.reference, (res.json() as BulkQuote).reference));
    expect(row).toMatchObject({ gstin: null, notes: null });
    expect(row?.userId).not.toBeNull();
  });

  it('refuses a date in the past (in India)', async () => {
    const res = await post({ ...quote(), needed_by: dateInIndia(new Date(Date.now() - DAY_MS)) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ needed_by: [NEEDED_BY_PAST] });
  });

  it('refuses a date no shop can mean, however far off', async () => {
    for (const needed_by of ['0000-01-01', '9999-12-31', '2100-01-01']) {
      const res = await post({ ...quote(), needed_by });
      expect({ needed_by, status: res.statusCode }).toEqual({ needed_by, status: 400 });
      expect(res.json()).toEqual({ needed_by: ['Choose a date from 1 Jan 2000 to 31 Dec 2099.'] });
    }
  });

  it('refuses a GSTIN whose check character is wrong, an impossible date and bad contact details', async () => {
    const res = await post({ ...quote(), gstin: '27AAPFU0939F1ZA', needed_by: '2031-02-30', email: 'x', phone: '12' });
    expect(res.statusCode).toBe(400);
    const errors = res.json() as Record<string, string[]>;
    expect(errors.gstin).toEqual([INVALID_GSTIN]);
    expect(Object.keys(errors).sort()).toEqual(['email', 'gstin', 'needed_by', 'phone']);
  });

  it('refuses no items, too many items and bad quantities', async () => {
    const none = await post({ ...quote(), items: [] });
    expect(none.json()).toEqual({ items: ['Add at least one item.'] });
    const many = await post({ ...quote(), items: Array.from({ length: 51 }, () => ({ name: 'LED', quantity: 1 })) });
    expect(many.statusCode).toBe(400);
    expect(many.json()).toEqual({ items: ['Ensure this list has no more than 50 items.'] });
    const zero = await post({ ...quote(), items: [{ name: 'LED', quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json())).toEqual(['items']);
    const missing = await post({});
    expect(Object.keys(missing.json()).sort()).toEqual([
      'contact_name',
      'email',
      'items',
      'needed_by',
      'organisation',
      'phone',
    ]);
  });

  it('refuses an oversized body with 413 and limits requests per address with 429', async () => {
    const huge = await post({ ...quote(), notes: 'n'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await post(quote(), {}, '10.40.9.9'));
    expect(answers.slice(0, 5).every((a) => a.statusCode === 201)).toBe(true);
    expect(answers[5]!.statusCode).toBe(429);
    expect((answers[5]!.json() as { detail: string }).detail).toMatch(/^Too many quote requests/);
  });
});
