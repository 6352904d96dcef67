import type { TokenPair, User } from '@makerbazaar/core';
import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { outbox } from '../../db/schema/outbox.js';
import { refreshTokens } from '../../db/schema/users.js';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { createTestApp, TEST_CONFIG, type TestContext } from '../../testing/test-app.js';
import { PASSWORD_RESET_CAP } from '../email/outbox.service.js';
import { ROTATION_GRACE_MS } from './auth.service.js';
import { REFRESH_COOKIE } from './refresh-cookie.js';
import { AccessTokens, hashOpaqueToken } from './tokens.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

const post = (
  url: string,
  payload?: object,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => ctx.app.inject({ method: 'POST', url, payload, ...options });
const profile = (access: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers: { authorization: `Bearer ${access}` } });
const withCookie = (url: string, refresh: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, cookies: { [REFRESH_COOKIE]: refresh }, headers });
const refreshCookieOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value;
/** Makes a rotated refresh token look as if it had been rotated before the grace period. */
const rotatedLongAgo = (refresh: string) =>
  ctx.database.db
    .update(refreshTokens)
    .set({ replacedAt: new Date(Date.now() - ROTATION_GRACE_MS - 1000) })
    .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refresh)));

describe('POST /api/login/', () => {
  it('answers access and refresh tokens and sets the HttpOnly refresh cookie', async () => {
    const { customer, remoteAddress } = await signUpAndLogIn(ctx.app);
    const res = await post(
      '/api/login/',
      { username: customer.username.toUpperCase(), password: customer.password },
      { remoteAddress },
    );
    expect(res.statusCode).toBe(200);
    const pair = res.json() as TokenPair;
    expect((await profile(pair.access)).statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === REFRESH_COOKIE);
    expect(cookie).toMatchObject({ value: pair.refresh, httpOnly: true, sameSite: 'Strict', path: '/api/' });
  });

  it('leaves the refresh token out of the body in cookie mode and keeps it in the cookie', async () => {
    const { customer, remoteAddress } = await signUpAndLogIn(ctx.app);
    const res = await post(
      '/api/login/',
      { username: customer.username, password: customer.password },
      { remoteAddress, headers: { 'x-session-mode': 'cookie' } },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access: expect.any(String) });
    const cookie = refreshCookieOf(res) ?? '';
    expect((await withCookie('/api/token/refresh/', cookie)).statusCode).toBe(200);
  });

  it('accepts the e-mail address in place of the username', async () => {
    const { customer, remoteAddress } = await signUpAndLogIn(ctx.app);
    const res = await post('/api/login/', { username: customer.email, password: customer.password }, { remoteAddress });
    expect(res.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user the same way', async () => {
    const { customer, remoteAddress } = await signUpAndLogIn(ctx.app);
    const wrong = await post(
      '/api/login/',
      { username: customer.username, password: 'not-the-password' },
      { remoteAddress },
    );
    const unknown = await post(
      '/api/login/',
      { username: 'nobody-here', password: 'not-the-password' },
      { remoteAddress },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ detail: 'No active account found with the given credentials' });
  });

  it('takes about as long for an unknown user as for a wrong password', async () => {
    const { customer, remoteAddress } = await signUpAndLogIn(ctx.app);
    const time = async (username: string) => {
      const start = performance.now();
      await post('/api/login/', { username, password: 'not-the-password' }, { remoteAddress: `${remoteAddress}9` });
      return performance.now() - start;
    };
    await time('warm-up-user');
    const known = Math.min(await time(customer.username), await time(customer.username));
    const unknown = Math.min(await time('ghost-user-1'), await time('ghost-user-2'));
    // Both run one argon2id verification; without the dummy check an unknown user answers in ~1 ms.
    expect(unknown).toBeGreaterThan(known * 0.5);
  });

  it('requires both fields', async () => {
    const res = await post('/api/login/', { username: ' ' }, { remoteAddress: '10.50.0.1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['This field is required.'], password: ['This field is required.'] });
  });
});

describe('POST /api/token/refresh/', () => {
  it('rotates: the new pair works, the old refresh token does not', async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const res = await post('/api/token/refresh/', { refresh: tokens.refresh });
    expect(res.statusCode).toBe(200);
    const next = res.json() as TokenPair;
    expect(next.refresh).not.toBe(tokens.refresh);
    expect((await profile(next.access)).statusCode).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: next.refresh })).statusCode).toBe(200);
  });

  it('reads the refresh token from the cookie and then answers it only in the cookie', async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const res = await withCookie('/api/token/refresh/', tokens.refresh);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ access: expect.any(String) });
    const next = refreshCookieOf(res) ?? '';
    expect(next).not.toBe(tokens.refresh);
    expect((await post('/api/token/refresh/', { refresh: next })).statusCode).toBe(200);
  });

  it('answers two refreshes with one token at once with the same successor, and keeps the session', async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const [first, second] = await Promise.all([
      post('/api/token/refresh/', { refresh: tokens.refresh }),
      post('/api/token/refresh/', { refresh: tokens.refresh }),
    ]);
    expect([first?.statusCode, second?.statusCode]).toEqual([200, 200]);
    const [a, b] = [first?.json() as TokenPair, second?.json() as TokenPair];
    expect(a.refresh).toBe(b.refresh);
    expect((await profile(a.access)).statusCode).toBe(200);
    expect((await profile(b.access)).statusCode).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: a.refresh })).statusCode).toBe(200);
  });

  it('answers a retry within the grace period with the current token of the session', async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const successor = (await post('/api/token/refresh/', { refresh: tokens.refresh })).json() as TokenPair;
    const retry = await post('/api/token/refresh/', { refresh: tokens.refresh });
    expect(retry.statusCode).toBe(200);
    expect((retry.json() as TokenPair).refresh).toBe(successor.refresh);
    // The successor was rotated too meanwhile: a late retry gets the newest token, not a spent one.
    const newest = (await post('/api/token/refresh/', { refresh: successor.refresh })).json() as TokenPair;
    const late = await withCookie('/api/token/refresh/', tokens.refresh);
    expect(refreshCookieOf(late)).toBe(newest.refresh);
    expect((await post('/api/token/refresh/', { refresh: newest.refresh })).statusCode).toBe(200);
  });

  it('does not renew a logged-out session within the grace period', async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const successor = (await post('/api/token/refresh/', { refresh: tokens.refresh })).json() as TokenPair;
    await post('/api/logout/', { refresh: successor.refresh });
    expect((await post('/api/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
  });

  it('treats a reused refresh token as stolen and revokes its whole family', async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const rotated = (await post('/api/token/refresh/', { refresh: tokens.refresh })).json() as TokenPair;
    await rotatedLongAgo(tokens.refresh);
    const reuse = await post('/api/token/refresh/', { refresh: tokens.refresh });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ detail: 'Token is invalid or expired' });
    // The legitimate holder's newer token died with the family.
    expect((await post('/api/token/refresh/', { refresh: rotated.refresh })).statusCode).toBe(401);
  });

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await post('/api/token/refresh/')).statusCode).toBe(401);
    expect((await post('/api/token/refresh/', { refresh: 'made-up' })).statusCode).toBe(401);
  });

  it("refuses the cookie from another site's page, and takes it from the shop's own pages", async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const foreign = await withCookie('/api/token/refresh/', tokens.refresh, {
      origin: 'https://shop.test.evil.example',
    });
    expect(foreign.statusCode).toBe(403);
    expect((foreign.json() as { detail: string }).detail).toMatch(/^This request came from a page outside MakerBazaar/);
    expect(refreshCookieOf(foreign)).toBeUndefined();
    expect((await withCookie('/api/token/refresh/', tokens.refresh, { origin: 'null' })).statusCode).toBe(403);

    // PUBLIC_URL of the test app, and the address the request was sent to (inject's default Host).
    const shop = await withCookie('/api/token/refresh/', tokens.refresh, { origin: 'http://shop.test' });
    expect(shop.statusCode).toBe(200);
    const own = await withCookie('/api/token/refresh/', refreshCookieOf(shop) ?? '', { origin: 'http://localhost' });
    expect(own.statusCode).toBe(200);
  });
});

describe('access tokens', () => {
  it('refuses an expired or forged access token', async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers: auth })).json() as {
      id: number;
    };
    const key = new TextEncoder().encode(TEST_CONFIG.jwtSecret);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(me.id))
      .setIssuedAt(past - 900)
      .setExpirationTime(past)
      .sign(key);
    expect((await profile(expired)).statusCode).toBe(401);
    const forged = await new SignJWT({ token_type: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(me.id))
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('someone-elses-secret-of-enough-length'));
    expect((await profile(forged)).statusCode).toBe(401);
  });

  it('refuses a token without an expiry, an issue time or a subject', async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const me = (await ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers: auth })).json() as {
      id: number;
    };
    const key = new TextEncoder().encode(TEST_CONFIG.jwtSecret);
    const token = () => new SignJWT({ token_type: 'access' }).setProtectedHeader({ alg: 'HS256' });
    const forever = await token().setSubject(String(me.id)).setIssuedAt().sign(key);
    expect((await profile(forever)).statusCode).toBe(401);
    const undated = await token().setSubject(String(me.id)).setExpirationTime('15m').sign(key);
    expect((await profile(undated)).statusCode).toBe(401);
    const nobody = await token().setIssuedAt().setExpirationTime('15m').sign(key);
    expect((await profile(nobody)).statusCode).toBe(401);
  });

  it('stop working when their session logs out, while the other sessions go on', async () => {
    const { customer, tokens, remoteAddress } = await signUpAndLogIn(ctx.app);
    const otherDevice = (
      await post('/api/login/', { username: customer.username, password: customer.password }, { remoteAddress })
    ).json() as TokenPair;
    const webTab = (await withCookie('/api/token/refresh/', tokens.refresh)).json() as TokenPair;
    const signedOut = await withCookie('/api/logout/', tokens.refresh, { origin: 'http://shop.test' });
    expect(signedOut.statusCode).toBe(200);
    expect((await profile(tokens.access)).statusCode).toBe(401);
    expect((await profile(webTab.access)).statusCode).toBe(401);
    expect((await profile(otherDevice.access)).statusCode).toBe(200);
  });
});

describe('POST /api/logout/', () => {
  it('revokes the session so its refresh token no longer works', async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const res = await post('/api/logout/', { refresh: tokens.refresh });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
  });

  it("refuses the cookie from another site's page and leaves the session alone", async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const res = await withCookie('/api/logout/', tokens.refresh, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect((await profile(tokens.access)).statusCode).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails a single-use link', async () => {
    const { customer, tokens } = await signUpAndLogIn(ctx.app);
    const me = (await profile(tokens.access)).json() as { id: number };
    const signedEarlier = await new AccessTokens(TEST_CONFIG.jwtSecret).sign(me.id, Date.now() - 2000);
    const known = await post(
      '/api/password_reset/',
      { email: customer.email.toUpperCase() },
      { remoteAddress: '10.80.0.1' },
    );
    const unknown = await post('/api/password_reset/', { email: 'nobody@example.in' }, { remoteAddress: '10.80.0.1' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const resetMails = () => ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'password_reset'));
    await vi.waitFor(async () => expect(await resetMails()).toHaveLength(1), { timeout: 10_000 });
    const mails = await resetMails();
    const link = mails[0]?.text.match(/http:\/\/shop\.test\/reset-password\/([\w-]+)/);
    expect(link).not.toBeNull();
    const token = link?.[1] ?? '';

    const mismatch = await post('/api/password_reset/confirm/', {
      token,
      password: 'brand-new-pass-1',
      confirm_password: 'other',
    });
    expect(mismatch.statusCode).toBe(400);
    const done = await post('/api/password_reset/confirm/', {
      token,
      password: 'brand-new-pass-1',
      confirm_password: 'brand-new-pass-1',
    });
    expect(done.statusCode).toBe(200);
    const twice = await post('/api/password_reset/confirm/', {
      token,
      password: 'brand-new-pass-2',
      confirm_password: 'brand-new-pass-2',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ token: ['This password reset link is invalid or has expired.'] });

    // Every session of the account was signed out, access tokens included; the new password works.
    expect((await post('/api/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
    expect((await profile(tokens.access)).statusCode).toBe(401);
    expect((await profile(signedEarlier)).statusCode).toBe(401);
    // JWT times are whole seconds: a token signed in the same second as the reset, after it, works.
    const signedAfter = await new AccessTokens(TEST_CONFIG.jwtSecret).sign(me.id);
    expect((await profile(signedAfter)).statusCode).toBe(200);
    const login = await post(
      '/api/login/',
      { username: customer.username, password: 'brand-new-pass-1' },
      { remoteAddress: '10.80.0.2' },
    );
    expect(login.statusCode).toBe(200);
  });
});

describe('password reset e-mails to one address', () => {
  const resetMailsTo = (address: string) =>
    ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, address), eq(outbox.kind, 'password_reset')));

  it(`are ${PASSWORD_RESET_CAP.max} an hour at most: 20 requests from 20 addresses to two server processes, each answered alike`, async () => {
    const { customer } = await signUpAndLogIn(ctx.app);
    const processes = await Promise.all(
      [1, 2].map(async () => {
        const app = await buildApp({ config: TEST_CONFIG, db: ctx.database.db });
        await app.ready();
        return app;
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        processes[i % 2]?.inject({
          method: 'POST',
          url: '/api/password_reset/',
          payload: { email: customer.email },
          remoteAddress: `10.82.0.${i + 1}`,
        }),
      ),
    );
    const unknown = await post('/api/password_reset/', { email: 'nobody@example.in' }, { remoteAddress: '10.82.1.1' });
    expect(answers.map((answer) => answer?.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set([...answers.map((answer) => answer?.body), unknown.body]).size).toBe(1);
    // Closing a process waits for the work its answers deferred.
    await Promise.all(processes.map((app) => app.close()));
    expect(await resetMailsTo(customer.email)).toHaveLength(PASSWORD_RESET_CAP.max);
  });

  it('to an address not verified yet greet nobody by name, and following one proves the address', async () => {
    const { customer, remoteAddress } = await signUpAndLogIn(
      ctx.app,
      { first_name: 'CHEAP-LOANS', last_name: 'CALL-NOW' },
      { verified: false },
    );
    expect((await post('/api/password_reset/', { email: customer.email }, { remoteAddress })).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await resetMailsTo(customer.email)).toHaveLength(1), { timeout: 10_000 });
    const [mail] = await resetMailsTo(customer.email);
    expect(mail?.text).toMatch(/^Hello,\n/);
    for (const typed of ['CHEAP-LOANS', 'CALL-NOW', customer.username]) expect(mail?.text).not.toContain(typed);

    const token = mail?.text.match(/\/reset-password\/([\w-]+)/)?.[1] ?? '';
    const password = 'brand-new-pass-1';
    const done = await post('/api/password_reset/confirm/', { token, password, confirm_password: password });
    expect(done.statusCode).toBe(200);
    const login = await post('/api/login/', { username: customer.username, password }, { remoteAddress });
    const me = (await profile((login.json() as TokenPair).access)).json() as User;
    expect(me.email_verified).toBe(true);
    // Verified, the account hears of the password change.
    expect(
      (await ctx.database.db.select().from(outbox).where(eq(outbox.to, customer.email))).map((m) => m.kind),
    ).toContain('password_changed');
  });

  it('stop working once the account has left the address they were mailed to', async () => {
    const { customer, auth, remoteAddress } = await signUpAndLogIn(ctx.app, {}, { verified: false });
    await post('/api/password_reset/', { email: customer.email }, { remoteAddress });
    await vi.waitFor(async () => expect(await resetMailsTo(customer.email)).toHaveLength(1), { timeout: 10_000 });
    const [mail] = await resetMailsTo(customer.email);
    const token = mail?.text.match(/\/reset-password\/([\w-]+)/)?.[1] ?? '';
    const moved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/users/update_profile/',
      headers: auth,
      payload: { email: `moved-${customer.email}` },
    });
    expect(moved.statusCode).toBe(200);
    const password = 'brand-new-pass-1';
    const late = await post('/api/password_reset/confirm/', { token, password, confirm_password: password });
    expect(late.statusCode).toBe(400);
  });
});

describe('password reset timing', () => {
  it('answers before it looks the address up, so its timing cannot tell whether an account exists', async () => {
    const { customer } = await signUpAndLogIn(ctx.app);
    const { db } = ctx.database;
    // While the database cannot serve the lookup (users locked; PGlite's one connection taken),
    // the answer must still come: the lookup and the e-mail happen after it.
    await db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      const answer = await Promise.race([
        post('/api/password_reset/', { email: customer.email }, { remoteAddress: '10.81.0.1' }),
        new Promise<undefined>((resolve) => setTimeout(resolve, 10_000, undefined)),
      ]);
      expect(answer?.statusCode).toBe(200);
    });
    await vi.waitFor(
      async () => {
        const mails = await db.select().from(outbox).where(eq(outbox.to, customer.email));
        expect(mails.map((m) => m.kind)).toContain('password_reset');
      },
      { timeout: 10_000 },
    );
  });
});

describe('no answer carries a password or its hash', () => {
  it('holds for every GET route in the OpenAPI document, signed in', async () => {
    const { auth, customer } = await signUpAndLogIn(ctx.app);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    const paths = Object.entries(doc.paths)
      .filter(([path, ops]) => 'get' in ops && !path.includes('{'))
      .map(([path]) => path);
    expect(paths).toContain('/api/users/profile/');
    for (const path of paths) {
      const res = await ctx.app.inject({ method: 'GET', url: path, headers: auth });
      // The word itself may appear in help texts (the FAQ explains password resets); a field may not.
      expect(res.body, path).not.toMatch(/"[a-z_]*password[a-z_]*"\s*:|\$argon2/i);
      expect(res.body, path).not.toContain(customer.password);
    }
  });
});
