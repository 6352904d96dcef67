import type { AuditEntry, CustomerDetail, CustomerSummary, Order, Paginated, TokenPair } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkQuoteRequests } from '../../db/schema/bulk-orders.js';
import { orders } from '../../db/schema/commerce.js';
import { contactMessages } from '../../db/schema/content.js';
import { supportRequests } from '../../db/schema/support.js';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf } from '../../testing/stock.js';

const {
  ctx,
  staff: { owner, clerk },
} = staffTestApp({ owner: ['owner'], clerk: ['orders'] }, { seed: true });
beforeAll(async () => {
  await setStockOf(ctx.database.db, 'arduino-uno-r3', 100);
});

const get = (url: string, auth = clerk.auth) => ctx.app.inject({ method: 'GET', url, headers: auth });
const post = (url: string, auth = owner.auth) => ctx.app.inject({ method: 'POST', url, headers: auth });
const profileId = async (auth: Record<string, string>) =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers: auth })).json() as { id: number }).id;

describe('GET /api/admin/customers/', () => {
  let meera: Awaited<ReturnType<typeof signUpAndLogIn>>;
  beforeAll(async () => {
    meera = await signUpAndLogIn(ctx.app, {
      username: 'meera_k',
      email: 'Meera.Krishnan@example.in',
      first_name: 'Meera',
      last_name: 'Krishnan',
      phone: '91234 56789',
    });
  });

  const search = async (q: string) => {
    const response = await get(`/api/admin/customers/?q=${encodeURIComponent(q)}`);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as Paginated<CustomerSummary>).results.map((c) => c.username);
  };

  it('finds a customer by name, e-mail, phone or username, in any letter case', async () => {
    expect(await search('meera krish')).toEqual(['meera_k']);
    expect(await search('KRISHNAN@EXAMPLE')).toEqual(['meera_k']);
    expect(await search('91234 567')).toEqual(['meera_k']);
    expect(await search('9123456789')).toEqual(['meera_k']);
    expect(await search('MEERA_K')).toEqual(['meera_k']);
    // A % or _ typed is a letter to find, not a pattern.
    expect(await search('%')).toEqual([]);
  });

  it('pages newest first and filters active or deactivated accounts', async () => {
    const page = (await get('/api/admin/customers/?page_size=2')).json() as Paginated<CustomerSummary>;
    expect(page.results.map((c) => c.username)[0]).toBe('meera_k');
    expect(page.next).toContain('page=2');
    const deactivated = (await get('/api/admin/customers/?account=deactivated')).json() as Paginated<CustomerSummary>;
    expect(deactivated.results.every((c) => !c.is_active)).toBe(true);
    const [summary] = (await get('/api/admin/customers/?q=meera_k')).json().results as CustomerSummary[];
    expect(summary).toMatchObject({
      id: await profileId(meera.auth),
      is_active: true,
      is_staff: false,
      orders_count: 0,
    });
  });

  it('says whether each address is verified and which one waits for its link', async () => {
    await signUpAndLogIn(ctx.app, { username: 'unverified_ravi' }, { verified: false });
    const moving = await signUpAndLogIn(ctx.app, { username: 'moving_lata' });
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/update_profile/',
      headers: moving.auth,
      payload: { email: 'lata@newmail.in' },
    });
    const summaries = async (q: string) =>
      ((await get(`/api/admin/customers/?q=${q}`)).json() as Paginated<CustomerSummary>).results;
    expect((await summaries('unverified_ravi'))[0]).toMatchObject({ email_verified: false, pending_email: null });
    const detail = (await get(`/api/admin/customers/${await profileId(moving.auth)}/`)).json() as CustomerSummary;
    expect(detail).toMatchObject({
      email: moving.customer.email,
      email_verified: true,
      pending_email: 'lata@newmail.in',
    });
  });

  it('refuses bad input with field messages', async () => {
    const response = await get('/api/admin/customers/?ordering=password&account=maybe');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(expect.arrayContaining(['ordering', 'account']));
  });

  it('is open to orders and support staff, not to the catalogue', async () => {
    const support = await signUpStaff(ctx.app, ctx.database.db, ['support']);
    const catalogue = await signUpStaff(ctx.app, ctx.database.db, ['catalogue']);
    expect((await get('/api/admin/customers/', support.auth)).statusCode).toBe(200);
    expect((await get('/api/admin/customers/', catalogue.auth)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/customers/{id}/', () => {
  it('shows the profile, lifetime value, orders and messages matched by account or e-mail', async () => {
    const shopper = await newShopper(ctx.app);
    const id = await profileId(shopper.auth);
    const product = await shopper.product('arduino-uno-r3');
    const placeOrder = async (changes: Partial<typeof orders.$inferInsert>) => {
      await shopper.addToCart(product.id, 1);
      const order = (await shopper.checkoutCart('cod')).json() as Order;
      const [row] = await ctx.database.db
        .update(orders)
        .set({ updatedAt: new Date(), ...changes })
        .where(eq(orders.id, order.id))
        .returning();
      return row!;
    };
    const delivered = await placeOrder({ status: 'delivered' });
    const refunded = await placeOrder({ status: 'delivered', refundedPaise: 5_000 });
    const cancelled = await placeOrder({ status: 'cancelled' });

    const email = shopper.customer.email;
    await ctx.database.db.insert(supportRequests).values([
      { ticketNumber: 'SR-1', topic: 'Payments', name: 'A', email: 'someone@else.in', message: 'm', userId: id },
      { ticketNumber: 'SR-2', topic: 'Other', name: 'A', email: email.toUpperCase(), message: 'm' },
      { ticketNumber: 'SR-3', topic: 'Other', name: 'B', email: 'stranger@example.in', message: 'm' },
    ]);
    await ctx.database.db
      .insert(contactMessages)
      .values({ name: 'A', email, subject: 'Shipping to Goa', message: 'm', handledAt: new Date() });
    await ctx.database.db.insert(bulkQuoteRequests).values({
      reference: 'BQ-1',
      organisation: 'IIT Madras',
      contactName: 'A',
      email: 'lab@iitm.example.in',
      phone: '+919845012345',
      items: [{ name: 'Arduino Uno', quantity: 40 }],
      neededBy: '2026-12-31',
      userId: id,
    });

    const response = await get(`/api/admin/customers/${id}/`);
    const customer = jsonOf<CustomerDetail>(response);
    expect(customer).toMatchObject({
      id,
      username: shopper.customer.username,
      email,
      phone: '+919845012345',
      is_active: true,
      orders_count: 3,
      lifetime_value: (delivered.totalPaise + refunded.totalPaise - 5_000) / 100,
    });
    expect(customer.orders.map((o) => o.id)).toEqual([cancelled.id, refunded.id, delivered.id]);
    const byValue = (await get('/api/admin/customers/?ordering=-lifetime_value')).json() as Paginated<CustomerSummary>;
    expect(byValue.results[0]).toMatchObject({ id, lifetime_value: customer.lifetime_value });
    expect(customer.orders[1]).toMatchObject({ refunded_amount: 50, status: 'delivered', payment_method: 'cod' });
    expect(customer.messages.map((m) => `${m.kind} ${m.reference} ${m.status}`).sort()).toEqual([
      'contact #1 handled',
      'quote BQ-1 new',
      'ticket SR-1 open',
      'ticket SR-2 open',
    ]);
  });

  it('answers 404 for an unknown customer and 400 for a bad id', async () => {
    expect((await get('/api/admin/customers/999999/')).json()).toEqual({ detail: 'Customer not found.' });
    expect((await get('/api/admin/customers/abc/')).statusCode).toBe(400);
  });
});

describe('deactivating and reactivating a customer account', () => {
  it('ends every session, refuses sign-in with a clear message, and records it; reactivating lets them in', async () => {
    const customer = await signUpAndLogIn(ctx.app);
    const id = await profileId(customer.auth);

    const done = await post(`/api/admin/customers/${id}/deactivate/`);
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as CustomerDetail).is_active).toBe(false);

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers: customer.auth });
    expect(profile.statusCode).toBe(401);
    const refreshed = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: customer.tokens.refresh },
      remoteAddress: customer.remoteAddress,
    });
    expect(refreshed.statusCode).toBe(401);
    const signIn = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: customer.customer.username, password },
        remoteAddress: customer.remoteAddress,
      });
    const refused = await signIn(customer.customer.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toMatch(/^This account has been deactivated\./);
    // A wrong password learns nothing about the account.
    expect((await signIn('not-the-password')).json()).toEqual({
      detail: 'No active account found with the given credentials',
    });

    const again = await post(`/api/admin/customers/${id}/deactivate/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This account is already deactivated.' });

    const back = await post(`/api/admin/customers/${id}/reactivate/`);
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as CustomerDetail).is_active).toBe(true);
    const welcome = await signIn(customer.customer.password);
    expect(welcome.statusCode).toBe(200);
    expect((welcome.json() as TokenPair).access).toBeTruthy();

    const audit = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/audit/?entity=customer`,
      headers: owner.auth,
    });
    const entries = (audit.json() as Paginated<AuditEntry>).results.filter((e) => e.entity_id === String(id));
    expect(entries.map((e) => [e.action, e.actor_username, e.changes])).toEqual([
      ['customer.reactivate', owner.username, { is_active: { before: false, after: true } }],
      ['customer.deactivate', owner.username, { is_active: { before: true, after: false } }],
    ]);
  });

  it('refuses a staff account with a message, and is the owner’s alone', async () => {
    const staffId = clerk.id;
    const refused = await post(`/api/admin/customers/${staffId}/deactivate/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toMatch(/remove their staff roles first/);

    const customer = await signUpAndLogIn(ctx.app);
    const id = await profileId(customer.auth);
    expect((await post(`/api/admin/customers/${id}/deactivate/`, clerk.auth)).statusCode).toBe(403);
    expect((await post('/api/admin/customers/999999/deactivate/')).statusCode).toBe(404);
    expect((await post(`/api/admin/customers/${id}/reactivate/`)).json()).toEqual({
      detail: 'This account is already active.',
    });
  });
});
