import type { TokenPair } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { createTestApp, TEST_CONFIG, type TestContext } from '../../testing/test-app.js';
import { REFRESH_COOKIE } from './refresh-cookie.js';

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

  it('limits attempts per account name, with Retry-After', async () => {
    const { customer } = await signUpAndLogIn(ctx.app);
    let last = await post(
      '/api/login/',
      { username: customer.username, password: 'guess-0' },
      { remoteAddress: '10.60.0.0' },
    );
    for (let i = 1; i <= 10; i++) {
      last = await post(
        '/api/login/',
        { username: customer.username, password: `guess-${i}` },
        { remoteAddress: `10.60.0.${i}` },
      );
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((last.json() as { detail: string }).detail).toMatch(/^Too many sign-in attempts for this account/);
  });

  it('limits attempts per client address', async () => {
    let last = await post('/api/login/', { username: 'a0', password: 'x' }, { remoteAddress: '10.70.0.1' });
    for (let i = 1; i <= 20; i++)
      last = await post('/api/login/', { username: `a${i}`, password: 'x' }, { remoteAddress: '10.70.0.1' });
    expect(last.statusCode).toBe(429);
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

  it('reads the refresh token from the cookie when the body has none', async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      cookies: { [REFRESH_COOKIE]: tokens.refresh },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === REFRESH_COOKIE)?.value).toBe((res.json() as TokenPair).refresh);
  });

  it('treats a reused refresh token as stolen and revokes its whole family', async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const rotated = (await post('/api/token/refresh/', { refresh: tokens.refresh })).json() as TokenPair;
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
});

describe('POST /api/logout/', () => {
  it('revokes the session so its refresh token no longer works', async () => {
    const { tokens } = await signUpAndLogIn(ctx.app);
    const res = await post('/api/logout/', { refresh: tokens.refresh });
    expect(res.statusCode).toBe(200);
    expect((await post('/api/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for known and unknown addresses and mails a single-use link', async () => {
    const { customer, tokens } = await signUpAndLogIn(ctx.app);
    const known = await post(
      '/api/password_reset/',
      { email: customer.email.toUpperCase() },
      { remoteAddress: '10.80.0.1' },
    );
    const unknown = await post('/api/password_reset/', { email: 'nobody@example.in' }, { remoteAddress: '10.80.0.1' });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.kind, 'password_reset'));
    expect(mails).toHaveLength(1);
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

    // Every session of the account was signed out; the new password works.
    expect((await post('/api/token/refresh/', { refresh: tokens.refresh })).statusCode).toBe(401);
    const login = await post(
      '/api/login/',
      { username: customer.username, password: 'brand-new-pass-1' },
      { remoteAddress: '10.80.0.2' },
    );
    expect(login.statusCode).toBe(200);
  });
});

describe('no answer carries a password or its hash', () => {
  it('holds for every GET route in the OpenAPI document, signed in', async () => {
    const { auth } = await signUpAndLogIn(ctx.app);
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, object>;
    };
    const paths = Object.entries(doc.paths)
      .filter(([path, ops]) => 'get' in ops && !path.includes('{'))
      .map(([path]) => path);
    expect(paths).toContain('/api/users/profile/');
    for (const path of paths) {
      const res = await ctx.app.inject({ method: 'GET', url: path, headers: auth });
      expect(res.body, path).not.toMatch(/password|\$argon2/i);
    }
  });
});
