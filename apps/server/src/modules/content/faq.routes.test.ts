// The help page's FAQ: the migration's entries are there on a fresh shop, staff edits show on
// GET /api/faq/ at once, bad input is a 400 with field messages, and every write is audited.
import type { AdminFaqEntry, AdminFaqList, AuditEntry, FaqEntry, FaqList, Paginated } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { staffTestApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';
import { signUpStaff } from '../../testing/staff.js';

const {
  ctx,
  staff: { clerk, owner },
} = staffTestApp({ clerk: ['catalogue'], owner: ['owner'] }, { seed: false });

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: clerk.auth, ...(payload ? { payload } : {}) });

/** Adds an entry through the back office's API, as catalogue staff. */
async function createEntry(values: object): Promise<AdminFaqEntry> {
  const created = await call('POST', '/api/admin/faq/', values);
  return jsonOf<AdminFaqEntry>(created, 201);
}

const helpPage = async () => ((await ctx.app.inject({ method: 'GET', url: '/api/faq/' })).json() as FaqList).results;
/** The help page as a reader of a language gets it: by `?lang=`, or by the language switch's cookie. */
async function helpPageIn(language: string, by: 'query' | 'cookie' = 'query'): Promise<FaqEntry[]> {
  const res = await ctx.app.inject(
    by === 'query'
      ? { method: 'GET', url: `/api/faq/?lang=${language}` }
      : { method: 'GET', url: '/api/faq/', cookies: { 'mb-lang': language } },
  );
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as FaqList).results;
}
const adminList = async () => ((await call('GET', '/api/admin/faq/')).json() as AdminFaqList).results;
const auditOf = async (id: number | string) =>
  (
    (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/audit/?entity=faq&page_size=100', headers: owner.auth })
    ).json() as Paginated<AuditEntry>
  ).results.filter((entry) => entry.entity_id === String(id));

describe('GET /api/faq/', () => {
  it('answers the eight entries the help page had, in their order, with the shop’s policies written out', async () => {
    const entries = await helpPage();
    expect(entries.map((e) => e.id)).toEqual([
      'cancel-order',
      'return-policy',
      'delivery-time',
      'payment-methods',
      'gst-invoice',
      'board-not-detected',
      'apply-coupon',
      'payment-security',
    ]);
    const byId = new Map(entries.map((e) => [e.id, e]));
    expect(byId.get('cancel-order')).toMatchObject({ category: 'Orders', question: 'Can I cancel my order?' });
    expect(byId.get('cancel-order')?.answer).toContain('within 1 hour of placing it');
    expect(byId.get('return-policy')?.answer).toContain('within 7 days of delivery');
    expect(byId.get('payment-methods')?.answer).toContain(
      'orders up to ₹50,000; a COD fee of ₹50 applies when the order total is under ₹500.',
    );
    expect(byId.get('delivery-time')?.answer).toContain("The courier's tracking number");
    expect(byId.get('board-not-detected')?.answer).toContain('support@makerbazaar.in');
    expect(byId.get('gst-invoice')).toMatchObject({ question: 'Do prices include GST, and do I get a GST invoice?' });
    expect(byId.get('gst-invoice')?.answer).toContain('download it as a PDF from the order in My Orders');
  });

  it('answers the shop’s own entries in Hindi, Telugu and Tamil, by ?lang= or the language cookie', async () => {
    const english = await helpPage();
    for (const language of ['hi', 'te', 'ta']) {
      const translated = await helpPageIn(language);
      expect(translated.map((e) => [e.id, e.category])).toEqual(english.map((e) => [e.id, e.category]));
      translated.forEach((entry, i) => {
        expect(entry.question, `${language} ${entry.id}`).not.toBe(english[i]?.question);
        expect(entry.answer, `${language} ${entry.id}`).not.toBe(english[i]?.answer);
      });
      expect(await helpPageIn(language, 'cookie')).toEqual(translated);
    }
    expect((await helpPageIn('hi'))[0]).toMatchObject({ question: 'क्या मैं अपना ऑर्डर कैंसल कर सकता हूँ?' });
    expect((await helpPageIn('ta')).find((e) => e.id === 'return-policy')?.answer).toContain('support@makerbazaar.in');
    // The query names the answer's language, whatever the cookie says.
    const named = await ctx.app.inject({ method: 'GET', url: '/api/faq/?lang=en', cookies: { 'mb-lang': 'te' } });
    expect((named.json() as FaqList).results).toEqual(english);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/faq/?lang=fr' });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json())).toEqual(['lang']);
  });
});

describe('/api/admin/faq/', () => {
  let entry: AdminFaqEntry;

  it('adds an entry last, published by default, shown on the help page at once and audited', async () => {
    entry = await createEntry({
      slug: 'soldering-service',
      category: 'Technical',
      question: '  Do you solder headers for me? ',
      answer: 'Not yet.\r\nAsk us by e-mail.',
    });
    expect(entry).toMatchObject({
      slug: 'soldering-service',
      question: 'Do you solder headers for me?',
      answer: 'Not yet.\nAsk us by e-mail.',
      is_published: true,
      sort_order: 9,
    });
    expect((await helpPage()).at(-1)).toMatchObject({ id: 'soldering-service', category: 'Technical' });
    const [audit] = await auditOf(entry.id);
    expect(audit).toMatchObject({ action: 'faq.create', actor_username: clerk.username });
    expect(audit?.changes.question).toEqual({ before: null, after: 'Do you solder headers for me?' });
  });

  it('unpublishes and publishes: the help page hides and shows the entry at once', async () => {
    const hidden = await call('PATCH', `/api/admin/faq/${entry.id}/`, { is_published: false });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect((await helpPage()).map((e) => e.id)).not.toContain('soldering-service');
    expect((await adminList()).find((e) => e.id === entry.id)?.is_published).toBe(false);
    const shown = await call('PATCH', `/api/admin/faq/${entry.id}/`, { is_published: true });
    expect(shown.statusCode).toBe(200);
    expect((await helpPage()).map((e) => e.id)).toContain('soldering-service');
    const actions = (await auditOf(entry.id)).map((a) => a.action);
    expect(actions.slice(0, 2)).toEqual(['faq.publish', 'faq.unpublish']);
  });

  it('edits an entry and records only what changed', async () => {
    const edited = await call('PATCH', `/api/admin/faq/${entry.id}/`, { answer: 'Yes, for ₹20 a board.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await helpPage()).find((e) => e.id === 'soldering-service')?.answer).toBe('Yes, for ₹20 a board.');
    const [audit] = await auditOf(entry.id);
    expect(audit?.action).toBe('faq.update');
    expect(Object.keys(audit?.changes ?? {})).toEqual(['answer']);
  });

  it('refuses a slug another entry uses with 409, on create and on edit', async () => {
    const taken = await call('POST', '/api/admin/faq/', {
      slug: 'cancel-order',
      category: 'Orders',
      question: 'Again?',
      answer: 'Again.',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      detail: 'Another FAQ entry already uses the slug “cancel-order”. Choose another one.',
    });
    const renamed = await call('PATCH', `/api/admin/faq/${entry.id}/`, { slug: 'return-policy' });
    expect(renamed.statusCode).toBe(409);
  });

  it('answers bad input with field messages', async () => {
    const bad = await call('POST', '/api/admin/faq/', {
      slug: 'Not A Slug',
      category: 'Gossip',
      question: ' ',
      answer: 'a\u0000b',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['answer', 'category', 'question', 'slug']);
    const empty = await call('PATCH', `/api/admin/faq/${entry.id}/`, {});
    expect(empty.statusCode).toBe(400);
    expect((await call('PATCH', '/api/admin/faq/999999/', { question: 'Where?' })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/admin/faq/abc/', { question: 'Where?' })).statusCode).toBe(400);
  });

  it('reorders every entry, and refuses a list that leaves one out', async () => {
    const ids = (await adminList()).map((e) => e.id);
    const reversed = [...ids].reverse();
    const partial = await call('PUT', '/api/admin/faq/order/', { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(Object.keys(partial.json())).toEqual(['ids']);
    const reordered = await call('PUT', '/api/admin/faq/order/', { ids: reversed });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect((reordered.json() as AdminFaqList).results.map((e) => e.id)).toEqual(reversed);
    expect((await helpPage())[0]?.id).toBe('soldering-service');
    expect((await auditOf('all'))[0]).toMatchObject({ action: 'faq.reorder', changes: { order: { after: reversed } } });
  });

  it('deletes an entry for good and audits it; a second delete is a 404', async () => {
    const deleted = await call('DELETE', `/api/admin/faq/${entry.id}/`);
    expect(deleted.statusCode).toBe(204);
    expect((await helpPage()).map((e) => e.id)).not.toContain('soldering-service');
    expect((await auditOf(entry.id))[0]).toMatchObject({ action: 'faq.delete' });
    expect((await call('DELETE', `/api/admin/faq/${entry.id}/`)).statusCode).toBe(404);
  });

  it('is closed to customers and to staff without the catalogue role', async () => {
    const support = await signUpStaff(ctx.app, ctx.database.db, ['support']);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/faq/', headers: support.auth });
    expect(refused.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/faq/' })).statusCode).toBe(401);
  });
});

describe('translations of an FAQ entry', () => {
  const hindi = { question: 'क्या आप हेडर सोल्डर करके देते हैं?', answer: 'अभी नहीं।' };
  const tamilQuestion = 'ஹெடர்களை சால்டர் செய்து தருவீர்களா?';

  it('shows staff’s translation to readers of its language, a blank field in English, and changes only the fields given', async () => {
    const entry = await createEntry({
      slug: 'header-soldering',
      category: 'Technical',
      question: 'Do you solder headers on?',
      answer: 'Not yet.',
      translations: { hi: hindi, ta: { question: ` ${tamilQuestion} `, answer: '' } },
    });
    expect(entry.translations).toEqual({
      hi: hindi,
      te: { question: '', answer: '' },
      ta: { question: tamilQuestion, answer: '' },
    });
    const shown = async (language: string) => (await helpPageIn(language)).find((e) => e.id === 'header-soldering');
    expect(await shown('hi')).toMatchObject(hindi);
    expect(await shown('ta')).toMatchObject({ question: tamilQuestion, answer: 'Not yet.' });
    expect(await shown('te')).toMatchObject({ question: 'Do you solder headers on?', answer: 'Not yet.' });

    const changed = await call('PATCH', `/api/admin/faq/${entry.id}/`, {
      translations: { hi: { answer: '' }, te: { answer: 'ఇంకా లేదు.' } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as AdminFaqEntry).translations).toEqual({
      hi: { question: hindi.question, answer: '' },
      te: { question: '', answer: 'ఇంకా లేదు.' },
      ta: { question: tamilQuestion, answer: '' },
    });
    expect(await shown('hi')).toMatchObject({ question: hindi.question, answer: 'Not yet.' });
    expect(await shown('te')).toMatchObject({ question: 'Do you solder headers on?', answer: 'ఇంకా లేదు.' });
    const [audit] = await auditOf(entry.id);
    expect(audit?.action).toBe('faq.update');
    expect(Object.keys(audit?.changes ?? {})).toEqual(['translations']);

    // Publishing alone is still told apart from an edit.
    await call('PATCH', `/api/admin/faq/${entry.id}/`, { is_published: false });
    expect((await auditOf(entry.id))[0]?.action).toBe('faq.unpublish');
    expect((await call('DELETE', `/api/admin/faq/${entry.id}/`)).statusCode).toBe(204);
  });

  it('refuses a translation the English field would refuse', async () => {
    const entry = (await adminList())[0];
    for (const translations of [
      { hi: { question: 'प्र'.repeat(151) } },
      { te: { answer: 'a\u0000b' } },
      { fr: { question: 'Puis-je annuler ?' } },
      { ta: 'வணக்கம்' },
    ]) {
      const refused = await call('PATCH', `/api/admin/faq/${entry?.id}/`, { translations });
      expect(refused.statusCode, JSON.stringify(translations)).toBe(400);
      expect(Object.keys(refused.json())).toEqual(['translations']);
    }
  });
});
