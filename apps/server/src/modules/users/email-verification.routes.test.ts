import type { EmailLinkRefused, EmailVerified, User } from '@makerbazaar/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { emailVerifications } from '../../db/schema/users.js';
import { newCustomer, signUpAndLogIn, verificationTokenSentTo } from '../../testing/accounts.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';
import { EMAIL_VERIFICATION_CAP } from '../email/outbox.service.js';
import { VERIFICATION_LINKS_PER_ACCOUNT_PER_HOUR } from './email-verification.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
});
afterAll(() => ctx.close());

/** Words an account could type into its profile to have the shop carry them to someone else. */
const ADVERT = 'CHEAP-LOANS-CALL-9999';

const mailsTo = (address: string) =>
  ctx.database.db.select().from(outbox).where(sql`lower(${outbox.to}) = ${address.toLowerCase()}`).orderBy(outbox.id);
const kindsTo = async (address: string) => (await mailsTo(address)).map((mail) => mail.kind);

const profile = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers })).json() as User;
const changeProfile = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/users/update_profile/', headers, payload });
let visitors = 0;
/** Follows a link from an address of its own each time, as different people's browsers would. */
const verify = (token: string) => {
  visitors += 1;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/users/verify_email/',
    payload: { token },
    remoteAddress: `10.45.${visitors >> 8}.${visitors & 255}`,
  });
};
const follow = async (address: string) => verify(await verificationTokenSentTo(ctx.database.db, address));
const resend = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/users/resend_verification/', headers });
const signIn = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login/', payload: { username, password }, remoteAddress: '10.44.0.1' });

describe('signing up with an address', () => {
  it('sends it one verification e-mail with none of what was typed, and the welcome only once the link is followed', async () => {
    const typed = newCustomer({
      first_name: ADVERT,
      last_name: ADVERT,
      username: 'loan_shark',
      email: 'victim@example.in',
    });
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/',
      payload: typed,
      remoteAddress: '10.44.1.1',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ email: 'victim@example.in', email_verified: false, pending_email: null });

    const [mail, ...others] = await mailsTo('victim@example.in');
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: 'email_verification', subject: 'Confirm your e-mail address for MakerBazaar' });
    const written = `${mail?.subject}\n${mail?.text}`;
    for (const value of [ADVERT, 'loan_shark', '9845012345']) expect(written).not.toContain(value);
    expect(mail?.text).toMatch(/^Hello,\n/);
    expect(mail?.text).toContain('http://shop.test/verify-email/');
    expect(mail?.text).toContain('48 hours');

    // Only its hash is kept.
    const token = await verificationTokenSentTo(ctx.database.db, 'victim@example.in');
    const [link] = await ctx.database.db.select().from(emailVerifications);
    expect(link?.tokenHash).not.toContain(token);
    expect(JSON.stringify(link)).not.toContain(token);

    const followed = await verify(token);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toEqual({
      detail: 'Your e-mail address victim@example.in is verified.',
      email: 'victim@example.in',
    } satisfies EmailVerified);
    expect(await kindsTo('victim@example.in')).toEqual(['email_verification', 'welcome']);

    const again = await verify(token);
    expect(again.statusCode).toBe(409);
    expect((again.json() as EmailLinkRefused).reason).toBe('used');
    expect(await kindsTo('victim@example.in')).toEqual(['email_verification', 'welcome']);
  });

  it('answers an unknown or expired link with its reason, and the profile says the address waits', async () => {
    const { auth, customer } = await signUpAndLogIn(ctx.app, {}, { verified: false });
    expect(await profile(auth)).toMatchObject({ email: customer.email, email_verified: false, pending_email: null });

    const unknown = await verify('not-a-token-we-sent');
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as EmailLinkRefused).reason).toBe('invalid');

    const token = await verificationTokenSentTo(ctx.database.db, customer.email);
    await ctx.database.db
      .update(emailVerifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailVerifications.email, customer.email));
    const expired = await verify(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toEqual({
      detail: 'This verification link has expired. Ask for a new one from your profile.',
      reason: 'expired',
    });
    expect((await profile(auth)).email_verified).toBe(false);

    // A new link works where the old one expired.
    expect((await resend(auth)).json()).toEqual({ detail: `We have sent a new link to ${customer.email}.` });
    expect((await follow(customer.email)).statusCode).toBe(200);
    expect((await profile(auth)).email_verified).toBe(true);
    const nothingLeft = await resend(auth);
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json()).toEqual({ detail: 'Your e-mail address is already verified.' });
  });

  it('refuses an empty or overlong token as bad input', async () => {
    expect((await verify('')).statusCode).toBe(400);
    expect((await verify('x'.repeat(201))).statusCode).toBe(400);
  });
});

describe('changing a verified address', () => {
  it('sends the new address only its verification, tells the old one, and keeps the old one in use until the link is followed', async () => {
    const { auth, customer } = await signUpAndLogIn(ctx.app, { email: 'owner-old@example.in' });
    const before = await kindsTo('owner-old@example.in');

    const changed = await changeProfile(auth, {
      first_name: ADVERT,
      last_name: ADVERT,
      address: `${ADVERT}, visit loans.example`,
      email: 'stranger@example.in',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      first_name: ADVERT,
      email: 'owner-old@example.in',
      email_verified: true,
      pending_email: 'stranger@example.in',
    });

    const [verification, ...others] = await mailsTo('stranger@example.in');
    expect(others).toEqual([]);
    expect(verification?.kind).toBe('email_verification');
    const toStranger = `${verification?.subject}\n${verification?.text}`;
    for (const value of [ADVERT, 'loans.example', customer.username, 'owner-old@example.in']) {
      expect(toStranger).not.toContain(value);
    }
    expect(verification?.text).toContain('keep going to its old address');

    const notice = (await mailsTo('owner-old@example.in')).slice(before.length);
    expect(notice.map((mail) => mail.kind)).toEqual(['email_change_notice']);
    const toOwner = `${notice[0]?.subject}\n${notice[0]?.text}`;
    for (const value of [ADVERT, 'stranger@example.in', customer.username]) expect(toOwner).not.toContain(value);
    expect(toOwner).toContain('http://shop.test/profile');
    expect(toOwner).toContain('support@makerbazaar.in');

    // Meanwhile the account signs in with its verified address, not the pending one.
    expect((await signIn('owner-old@example.in', customer.password)).statusCode).toBe(200);
    expect((await signIn('stranger@example.in', customer.password)).statusCode).toBe(401);
    // Saving the same pending address again sends nothing more.
    expect((await changeProfile(auth, { email: 'Stranger@example.in' })).statusCode).toBe(200);
    expect(await kindsTo('stranger@example.in')).toEqual(['email_verification']);

    const followed = await follow('stranger@example.in');
    expect(followed.statusCode).toBe(200);
    expect(await profile(auth)).toMatchObject({
      email: 'stranger@example.in',
      email_verified: true,
      pending_email: null,
    });
    expect((await signIn('stranger@example.in', customer.password)).statusCode).toBe(200);
    // No welcome for an account that had one already.
    expect(await kindsTo('stranger@example.in')).toEqual(['email_verification']);
  });

  it('is cancelled by giving the address in use again: the link then proves nothing', async () => {
    const { auth, customer } = await signUpAndLogIn(ctx.app);
    expect((await changeProfile(auth, { email: 'second-thoughts@example.in' })).statusCode).toBe(200);
    const token = await verificationTokenSentTo(ctx.database.db, 'second-thoughts@example.in');
    const cancelled = await changeProfile(auth, { email: customer.email });
    expect(cancelled.json()).toMatchObject({ email: customer.email, pending_email: null, email_verified: true });
    const late = await verify(token);
    expect(late.statusCode).toBe(409);
    expect((late.json() as EmailLinkRefused).reason).toBe('replaced');
    expect((await profile(auth)).email).toBe(customer.email);
  });

  it('is dropped by a password change, since whoever holds a session may have asked for it', async () => {
    const { auth, customer } = await signUpAndLogIn(ctx.app);
    await changeProfile(auth, { email: 'hijacker@example.in' });
    const token = await verificationTokenSentTo(ctx.database.db, 'hijacker@example.in');
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/users/change_password/',
      headers: auth,
      payload: {
        old_password: customer.password,
        new_password: 'fresh-solder-77',
        confirm_password: 'fresh-solder-77',
      },
    });
    expect(changed.statusCode).toBe(200);
    const late = await verify(token);
    expect((late.json() as EmailLinkRefused).reason).toBe('replaced');
  });

  it('is dropped by a password reset too', async () => {
    const { auth, customer, remoteAddress } = await signUpAndLogIn(ctx.app);
    await changeProfile(auth, { email: 'reset-hijacker@example.in' });
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/password_reset/',
      payload: { email: customer.email },
      remoteAddress,
    });
    expect(asked.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await kindsTo(customer.email)).toContain('password_reset'), {
      timeout: 10_000,
    });
    const resetMail = (await mailsTo(customer.email)).find((mail) => mail.kind === 'password_reset');
    const resetToken = resetMail?.text.match(/\/reset-password\/([\w-]+)/)?.[1] ?? '';
    const password = 'fresh-solder-77';
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/password_reset/confirm/',
      payload: { token: resetToken, password, confirm_password: password },
    });
    expect(done.statusCode).toBe(200);
    const late = await verify(await verificationTokenSentTo(ctx.database.db, 'reset-hijacker@example.in'));
    expect((late.json() as EmailLinkRefused).reason).toBe('replaced');
  });

  it('refuses the swap when another account took the address meanwhile, and keeps the verified one', async () => {
    const { auth, customer } = await signUpAndLogIn(ctx.app);
    await changeProfile(auth, { email: 'contested@example.in' });
    const token = await verificationTokenSentTo(ctx.database.db, 'contested@example.in');
    await signUpAndLogIn(ctx.app, { email: 'contested@example.in' });
    const refused = await verify(token);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as EmailLinkRefused).reason).toBe('taken');
    expect(await profile(auth)).toMatchObject({ email: customer.email, email_verified: true });
  });
});

describe('changing an address never verified', () => {
  it('replaces it at once, unverified, and tells the old address nothing', async () => {
    const { auth, customer } = await signUpAndLogIn(ctx.app, {}, { verified: false });
    const changed = await changeProfile(auth, { email: 'typo-fixed@example.in' });
    expect(changed.json()).toMatchObject({
      email: 'typo-fixed@example.in',
      email_verified: false,
      pending_email: null,
    });
    expect(await kindsTo(customer.email)).toEqual(['email_verification']);
    expect(await kindsTo('typo-fixed@example.in')).toEqual(['email_verification']);
    const oldLink = await verify(await verificationTokenSentTo(ctx.database.db, customer.email));
    expect((oldLink.json() as EmailLinkRefused).reason).toBe('replaced');
    expect((await follow('typo-fixed@example.in')).statusCode).toBe(200);
    expect(await kindsTo('typo-fixed@example.in')).toEqual(['email_verification', 'welcome']);
  });
});

describe('how many links go out', () => {
  it(`sends one address at most ${EMAIL_VERIFICATION_CAP.max} links an hour, whichever accounts ask`, async () => {
    const target = 'much-wanted@example.in';
    const accounts = await Promise.all(Array.from({ length: 5 }, () => signUpAndLogIn(ctx.app)));
    const answers = [];
    for (const { auth } of accounts) answers.push((await changeProfile(auth, { email: target })).statusCode);
    expect(answers).toEqual([200, 200, 200, 429, 429]);
    expect(await kindsTo(target)).toEqual(Array(EMAIL_VERIFICATION_CAP.max).fill('email_verification'));
    const refused = await changeProfile(accounts[4]?.auth ?? {}, { email: target });
    expect(refused.json()).toEqual({
      detail:
        'We have already sent several links to this address in the last hour. Please check its inbox and spam folder, or try again later.',
    });
    // The refused change kept nothing.
    expect((await profile(accounts[4]?.auth ?? {})).pending_email).toBeNull();
  });

  it(`sends one account at most ${VERIFICATION_LINKS_PER_ACCOUNT_PER_HOUR} links an hour, to any addresses`, async () => {
    const { auth } = await signUpAndLogIn(ctx.app, {}, { verified: false });
    const answers = [];
    for (let i = 1; i < VERIFICATION_LINKS_PER_ACCOUNT_PER_HOUR; i++) answers.push((await resend(auth)).statusCode);
    expect(answers).toEqual([200, 200, 429, 429]);
    const changes = [];
    for (const n of [1, 2, 3]) {
      changes.push((await changeProfile(auth, { email: `hop-${n}@example.in` })).statusCode);
    }
    expect(changes).toEqual([200, 200, 429]);
    const spent = await resend(auth);
    expect(spent.json()).toEqual({
      detail: 'You have asked for several e-mail links in the last hour. Please try again later.',
    });
  });

  it('needs a signed-in customer to send a link again', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/users/resend_verification/' })).statusCode).toBe(401);
  });
});
