import {
  type AuditEntry,
  type ContactRow,
  dateInIndia,
  type InboxThread,
  type Paginated,
  type QuoteRow,
  type StaffRole,
  type Subscriber,
  TICKET_CLOSED_NO_REPLY,
  type TicketRow,
} from '@makerbazaar/core';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema/content.js';
import { outbox } from '../../db/schema/outbox.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { jsonOf, postForm } from '../../testing/http.js';
import { signUpStaff } from '../../testing/staff.js';

const {
  ctx,
  staff: { owner, clerk },
} = staffTestApp({ owner: ['owner'], clerk: ['support'] }, { seed: false });

/** A public form, sent from an address of its own so the forms' rate limits never interfere. */
async function sendForm(url: string, payload: object) {
  const res = await postForm(ctx.app, url, payload);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`${url} failed: ${res.body}`);
  return res.json() as Record<string, unknown>;
}

const openTicket = (email: string, message = 'My ESP32 board resets whenever the Wi-Fi connects.') =>
  sendForm('/api/support/', { topic: 'Technical help with a product', name: 'Kiran Rao', email, message }).then(
    (res) => res.ticket_number as string,
  );

const requestQuote = (email: string) =>
  sendForm('/api/bulk-orders/', {
    organisation: 'Government Polytechnic, Pune',
    contact_name: 'Dr Sunita Kale',
    email,
    phone: '98220 12345',
    items: [
      { name: 'Arduino Uno R3', quantity: 40 },
      { name: 'HC-SR04 sensor', quantity: 80 },
    ],
    needed_by: dateInIndia(new Date(Date.now() + 14 * 86_400_000)),
  }).then((res) => res.reference as string);

const sendContact = (email: string, subject = 'Do you ship to Port Blair?') =>
  sendForm('/api/contact/', { name: 'Farah Khan', email, subject, message: 'And how long does it take?' });

type Who = { auth: Record<string, string> };
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, who: Who, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, ...(payload ? { payload } : {}) });

async function list<Row>(path: string, query: string, who: Who = clerk): Promise<Paginated<Row>> {
  const res = await call('GET', `/api/admin/inbox/${path}/?${query}`, who);
  return jsonOf<Paginated<Row>>(res);
}

async function findId(path: string, reference: string): Promise<number> {
  const page = await list<{ id: number; reference: string }>(path, `search=${encodeURIComponent(reference)}`);
  const row = page.results.find((r) => r.reference === reference);
  if (!row) throw new Error(`${reference} not listed`);
  return row.id;
}

const mailTo = (email: string, kind: string) =>
  ctx.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id));

const auditOf = async (entity: string, id: number) =>
  (
    (await call('GET', `/api/admin/audit/?entity=${entity}&page_size=100`, owner)).json() as Paginated<AuditEntry>
  ).results
    .filter((entry) => entry.entity_id === String(id))
    .map((entry) => [entry.action, entry.changes, entry.actor_username]);

describe('support tickets', () => {
  it('lists by status and search, replies by e-mail with the ticket number, and keeps the replies in order', async () => {
    const ticket = await openTicket('kiran@example.in');
    const other = await openTicket('lata@example.in', 'Where can I find the datasheet of the L298N driver?');
    const id = await findId('tickets', ticket);

    const open = await list<TicketRow>('tickets', 'status=open&page_size=100');
    expect(open.results.map((r) => r.reference)).toEqual(expect.arrayContaining([ticket, other]));
    const byEmail = await list<TicketRow>('tickets', 'search=KIRAN@EXAMPLE');
    expect(byEmail.results.map((r) => r.reference)).toEqual([ticket]);
    expect(byEmail.results[0]).toMatchObject({ name: 'Kiran Rao', topic: 'Technical help with a product', replies: 0 });
    const byWords = await list<TicketRow>('tickets', 'search=datasheet');
    expect(byWords.results.map((r) => r.reference)).toEqual([other]);

    const first = await call('POST', `/api/admin/inbox/tickets/${id}/replies/`, clerk, {
      body: 'Please power the board from a 2 A supply.\r\nThe USB port of a laptop gives too little current.',
    });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'ticket', status: 'answered', reference: ticket });
    const second = await call('POST', `/api/admin/inbox/tickets/${id}/replies/`, clerk, { body: 'Did that help?' });
    expect(second.json()).toMatchObject({ status: 'answered' });

    const thread = (await call('GET', `/api/admin/inbox/tickets/${id}/`, clerk)).json() as InboxThread;
    expect(thread).toMatchObject({
      kind: 'ticket',
      email: 'kiran@example.in',
      message: 'My ESP32 board resets whenever the Wi-Fi connects.',
      customer_id: null,
    });
    expect(thread.handled_at).not.toBeNull();
    expect(thread.replies.map((r) => [r.body, r.author_name])).toEqual([
      ['Please power the board from a 2 A supply.\nThe USB port of a laptop gives too little current.', clerk.username],
      ['Did that help?', clerk.username],
    ]);

    const mails = await mailTo('kiran@example.in', 'ticket_reply');
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe(`Re: your support request ${ticket}`);
    expect(mails[1]?.text).toContain('Hello Kiran Rao,\n\nPlease power the board from a 2 A supply.');
    expect(mails[1]?.text).toContain(`Reference: ${ticket}.`);
    // The customer's own words are never sent back to the address a public form was given.
    expect(mails[1]?.text).not.toContain('resets whenever');

    expect(
      (await list<TicketRow>('tickets', 'status=open&page_size=100')).results.map((r) => r.reference),
    ).not.toContain(ticket);
    expect((await list<TicketRow>('tickets', `status=answered&search=${ticket}`)).results[0]?.replies).toBe(2);
  });

  it('moves a ticket only along its status table, refuses a reply to a closed one, and audits each write', async () => {
    const ticket = await openTicket('meena@example.in');
    const id = await findId('tickets', ticket);
    const patch = (status: string) => call('PATCH', `/api/admin/inbox/tickets/${id}/`, owner, { status });

    expect((await patch('closed')).json()).toMatchObject({ status: 'closed' });
    const reply = await call('POST', `/api/admin/inbox/tickets/${id}/replies/`, owner, { body: 'Hello again' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toEqual({ detail: TICKET_CLOSED_NO_REPLY });
    expect(await mailTo('meena@example.in', 'ticket_reply')).toHaveLength(0);

    const illegal = await patch('answered');
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json()).toEqual({ detail: 'This ticket is closed; it can be marked open, not answered.' });
    const reopened = await patch('open');
    expect(reopened.json()).toMatchObject({ status: 'open', handled_at: null });
    expect((await patch('open')).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/admin/inbox/tickets/${id}/replies/`, owner, { body: 'Fixed now?' })).statusCode,
    ).toBe(201);

    const bad = await patch('pending');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: ['Choose a status among open, answered, closed.'] });
    const blank = await call('POST', `/api/admin/inbox/tickets/${id}/replies/`, owner, { body: '   ' });
    expect(blank.json()).toEqual({ body: ['Write a reply.'] });
    expect((await call('GET', '/api/admin/inbox/tickets/2147483000/', owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/inbox/tickets/?status=lost', owner)).json()).toEqual({
      status: ['Choose a status among open, answered, closed.'],
    });

    const audit = await auditOf('ticket', id);
    expect(audit).toEqual([
      ['ticket.reply', { status: { before: 'open', after: 'answered' }, reply_id: expect.any(Object) }, owner.username],
      ['ticket.status', { status: { before: 'closed', after: 'open' } }, owner.username],
      ['ticket.status', { status: { before: 'open', after: 'closed' } }, owner.username],
    ]);
  });
});

describe('bulk quote requests', () => {
  it('quotes a new request by replying, then follows it to won; refuses winning a request never quoted', async () => {
    const reference = await requestQuote('purchase@gpp.example.in');
    const unquoted = await requestQuote('stores@college.example.in');
    const id = await findId('quotes', reference);
    const otherId = await findId('quotes', unquoted);

    const row = (await list<QuoteRow>('quotes', `search=${reference}`)).results[0];
    expect(row).toMatchObject({ organisation: 'Government Polytechnic, Pune', item_count: 2, status: 'new' });

    const refused = await call('PATCH', `/api/admin/inbox/quotes/${otherId}/`, clerk, { status: 'won' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: 'This quote request is new; it can be marked quoted or lost, not won.' });

    const replied = await call('POST', `/api/admin/inbox/quotes/${id}/replies/`, clerk, {
      body: 'Arduino Uno R3 × 40 at ₹520 each, HC-SR04 × 80 at ₹68 each, GST extra. Delivery in 5 days.',
    });
    expect(replied.json()).toMatchObject({ status: 'quoted', contact_name: 'Dr Sunita Kale', items: [{}, {}] });
    const [mail] = await mailTo('purchase@gpp.example.in', 'quote_reply');
    expect(mail?.subject).toBe(`Re: your bulk quote request ${reference}`);
    expect(mail?.text).toContain('Hello Dr Sunita Kale,');

    expect((await call('PATCH', `/api/admin/inbox/quotes/${id}/`, clerk, { status: 'won' })).json()).toMatchObject({
      status: 'won',
    });
    expect((await list<QuoteRow>('quotes', 'status=won')).results.map((r) => r.reference)).toEqual([reference]);
    expect((await list<QuoteRow>('quotes', 'status=new')).results.map((r) => r.reference)).toEqual([unquoted]);
    expect((await call('PATCH', `/api/admin/inbox/quotes/${id}/`, clerk, { status: 'new' })).statusCode).toBe(409);

    expect((await auditOf('quote', id)).map(([action, changes]) => [action, changes])).toEqual([
      ['quote.status', { status: { before: 'quoted', after: 'won' } }],
      ['quote.reply', { status: { before: 'new', after: 'quoted' }, reply_id: expect.any(Object) }],
    ]);
  });
});

describe('contact messages', () => {
  it('finds a message by its number, handles it by replying, and can mark it new again', async () => {
    await sendContact('farah@example.in', 'Do you ship to Port Blair?');
    const id = await findId('messages', '#1');
    expect((await list<ContactRow>('messages', 'status=new&search=port blair')).results).toMatchObject([
      { id, reference: '#1', status: 'new', subject: 'Do you ship to Port Blair?' },
    ]);

    const replied = await call('POST', `/api/admin/inbox/messages/${id}/replies/`, clerk, {
      body: 'Yes, by India Post within 10 days.',
    });
    expect(replied.json()).toMatchObject({
      status: 'handled',
      replies: [{ body: 'Yes, by India Post within 10 days.' }],
    });
    const [mail] = await mailTo('farah@example.in', 'contact_reply');
    expect(mail?.subject).toBe('Re: Do you ship to Port Blair? (message #1)');
    expect((await list<ContactRow>('messages', 'status=handled')).results.map((r) => r.id)).toEqual([id]);

    expect((await call('PATCH', `/api/admin/inbox/messages/${id}/`, clerk, { status: 'new' })).json()).toMatchObject({
      status: 'new',
      handled_at: null,
    });
    expect((await auditOf('contact', id)).map(([action]) => action)).toEqual(['contact.status', 'contact.reply']);
  });
});

describe('newsletter subscribers', () => {
  it('lists and exports only active subscribers as CSV, quoted, with formulas defused', async () => {
    await ctx.database.db.insert(newsletterSubscriptions).values([
      { email: 'asha@example.in', unsubscribeToken: 'token-asha-000000000000' },
      { email: 'left@example.in', unsubscribeToken: 'token-left-000000000000', unsubscribedAt: new Date() },
      { email: '"odd,name"@example.in', unsubscribeToken: 'token-odd-0000000000000' },
      { email: '=cmd@example.in', unsubscribeToken: 'token-cmd-0000000000000' },
    ]);
    const page = await list<Subscriber>('subscribers', 'page_size=100');
    expect(page.results.map((s) => s.email).sort()).toEqual([
      '"odd,name"@example.in',
      '=cmd@example.in',
      'asha@example.in',
    ]);
    expect((await list<Subscriber>('subscribers', 'search=ASHA')).results.map((s) => s.email)).toEqual([
      'asha@example.in',
    ]);

    const res = await call('GET', '/api/admin/inbox/subscribers/export/', clerk);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.slice(1).map((line) => line.replace(/,\d{4}-.*Z$/, ''))).toEqual([
      'asha@example.in',
      '"""odd,name""@example.in"',
      "'=cmd@example.in",
    ]);
    expect(res.body).not.toContain('left@example.in');
  });
});

describe('who may open the inbox', () => {
  it('lets the support role and owners in, and no other role', async () => {
    const roles: [StaffRole, number][] = [
      ['support', 200],
      ['owner', 200],
      ['orders', 403],
      ['catalogue', 403],
    ];
    for (const [role, status] of roles) {
      const who =
        role === 'support' ? clerk : role === 'owner' ? owner : await signUpStaff(ctx.app, ctx.database.db, [role]);
      expect((await call('GET', '/api/admin/inbox/tickets/', who)).statusCode).toBe(status);
    }
  });
});
