import type { Settings, TokenPair, User } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { users } from '../../db/schema/users.js';
import { newCustomer, signUpAndLogIn } from '../../testing/accounts.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';
import { REFRESH_COOKIE } from '../auth/refresh-cookie.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

const register = (payload: object, remoteAddress = '10.9.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/users/', payload, remoteAddress });

describe('POST /api/users/ (registration)', () => {
  it('creates the account, answers the user without any password, and mails the address its verification', async () => {
    const customer = newCustomer({ email: 'Priya.S@Example.in', phone: '+91 98450-12345' });
    const res = await register(customer);
    expect(res.statusCode).toBe(201);
    const user = res.json() as User;
    expect(user).toMatchObject({
      username: customer.username,
      email: 'Priya.S@Example.in',
      first_name: 'Asha',
      is_staff: false,
      profile: { phone: '+919845012345', address: '' },
      email_verified: false,
      pending_email: null,
    });
    expect(JSON.stringify(user)).not.toMatch(/password|argon2/i);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'Priya.S@Example.in'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: 'email_verification',
      subject: 'Confirm your e-mail address for MakerBazaar',
    });
  });

  it.each([
    ['username', { username: '' }, 'This field is required.'],
    [
      'username',
      { username: 'has space' },
      'Enter a valid username. This value may contain only letters, numbers, and @/./+/-/_ characters.',
    ],
    ['email', { email: 'not-an-email' }, 'Enter a valid email address.'],
    ['first_name', { first_name: '  ' }, 'This field is required.'],
    ['last_name', { last_name: undefined }, 'This field is required.'],
    ['phone', { phone: '12345' }, 'Enter a valid Indian mobile number (10 digits, optionally starting with +91).'],
    [
      'phone',
      { phone: '+1 415 555 0100' },
      'Enter a valid Indian mobile number (10 digits, optionally starting with +91).',
    ],
    [
      'password',
      { password: 'short1', confirm_password: 'short1' },
      'This password is too short. It must contain at least 8 characters.',
    ],
    ['password', { password: '1234567890', confirm_password: '1234567890' }, 'This password is entirely numeric.'],
    [
      'password',
      { username: 'ravi-k', password: 'RAVI-K', confirm_password: 'RAVI-K' },
      'This password is too short. It must contain at least 8 characters.',
    ],
    [
      'password',
      { username: 'ravikumar', password: 'RaviKumar', confirm_password: 'RaviKumar' },
      'The password is too similar to the username.',
    ],
    ['confirm_password', { confirm_password: 'something-else' }, 'Passwords do not match.'],
  ])('refuses a bad %s with its message', async (field, change, message) => {
    const res = await register({ ...newCustomer(), ...change });
    expect(res.statusCode).toBe(400);
    expect((res.json() as Record<string, string[]>)[field]).toContain(message);
  });

  it('reports every failed field at once', async () => {
    const res = await register({
      username: '',
      email: 'x',
      first_name: '',
      last_name: '',
      phone: '1',
      password: '1',
      confirm_password: '2',
    });
    expect(Object.keys(res.json()).sort()).toEqual(
      ['confirm_password', 'email', 'first_name', 'last_name', 'password', 'phone', 'username'].sort(),
    );
  });

  it('refuses a username or e-mail that is taken in any letter case', async () => {
    const first = newCustomer({ username: 'Vikram', email: 'vikram@example.in' });
    expect((await register(first)).statusCode).toBe(201);
    const again = await register(newCustomer({ username: 'VIKRAM', email: 'VIKRAM@example.IN' }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with this email address already exists.'],
    });
  });
});

describe('profile', () => {
  it('needs a signed-in customer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/users/profile/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/users/profile/',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('reads and updates the profile with the same field rules', async () => {
    const { auth, customer } = await signUpAndLogIn(ctx.app);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers: auth })).json() as User;
    expect(me.username).toBe(customer.username);

    const updated = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/update_profile/',
      headers: auth,
      payload: { first_name: 'Ananya', address: '12 MG Road, Pune 411001', phone: '09876543210' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      first_name: 'Ananya',
      profile: { address: '12 MG Road, Pune 411001', phone: '+919876543210' },
    });

    const invalid = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/update_profile/',
      headers: auth,
      payload: { phone: 'abc', email: 'x' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json()).sort()).toEqual(['email', 'phone']);
  });

  it("refuses another customer's e-mail address", async () => {
    const other = await signUpAndLogIn(ctx.app);
    const { auth } = await signUpAndLogIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/update_profile/',
      headers: auth,
      payload: { email: other.customer.email.toUpperCase() },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with this email address already exists.'] });
  });
});

describe('change password', () => {
  it('needs the old password, then signs out other sessions and keeps this one', async () => {
    const { auth, customer, tokens, remoteAddress } = await signUpAndLogIn(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: auth,
      payload: { old_password: 'nope-nope', new_password: 'new-secret-77', confirm_password: 'new-secret-77' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toHaveProperty('old_password');

    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: auth,
      payload: { old_password: customer.password, new_password: 'new-secret-77', confirm_password: 'new-secret-77' },
    });
    expect(ok.statusCode).toBe(200);
    const renewed = ok.json() as TokenPair;
    expect(renewed).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    const oldRefresh = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh: tokens.refresh },
    });
    expect(oldRefresh.statusCode).toBe(401);
    // The access tokens issued before the change stop at once; the new one works.
    const profileWith = (access: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers: { authorization: `Bearer ${access}` } });
    expect((await profileWith(tokens.access)).statusCode).toBe(401);
    expect((await profileWith(renewed.access)).statusCode).toBe(200);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: customer.username, password: 'new-secret-77' },
      remoteAddress,
    });
    expect(login.statusCode).toBe(200);
  });

  it('leaves the new refresh token out of the body for a client in cookie mode', async () => {
    const { auth, customer } = await signUpAndLogIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: { ...auth, 'x-session-mode': 'cookie' },
      payload: { old_password: customer.password, new_password: 'new-secret-78', confirm_password: 'new-secret-78' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access: expect.any(String) });
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toEqual(expect.any(String));
  });
});

describe('settings', () => {
  it('starts from the defaults and keeps changes, merging notification switches', async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const initial = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/settings/', headers: auth })
    ).json() as Settings;
    expect(initial).toMatchObject({ theme: 'system', language: 'en', notifications: { orderUpdates: true } });

    const changed = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/settings/',
      headers: auth,
      payload: { theme: 'dark', notifications: { promotionalOffers: true } },
    });
    expect(changed.statusCode).toBe(200);
    await ctx.app.inject({ method: 'PATCH', url: '/api/users/settings/', headers: auth, payload: { language: 'ta' } });
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/users/settings/', headers: auth })
    ).json() as Settings;
    expect(after).toEqual({
      ...initial,
      theme: 'dark',
      language: 'ta',
      notifications: { ...initial.notifications, promotionalOffers: true },
    });
  });

  it('refuses unknown themes and languages', async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/settings/',
      headers: auth,
      payload: { theme: 'neon', language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['language', 'theme']);
  });
});
