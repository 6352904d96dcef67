import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { newCustomer } from '../../testing/accounts.js';
import { dropRedisKeys, rateLimitStores } from '../../testing/rate-limit-stores.js';
import { signUpStaff } from '../../testing/staff.js';
import { openTestDatabase, servesDatabase, TEST_CONFIG } from '../../testing/test-app.js';

const randomAddress = () => `10.${[...randomBytes(3)].join('.')}`;
const times = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));

let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop: dropDatabase } = await openTestDatabase());
});
afterAll(() => dropDatabase());

describe.each(rateLimitStores())('guessing passwords, with $name counters', (store) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = servesDatabase(
      await buildApp({ config: { ...TEST_CONFIG, redisUrl: store.redisUrl }, db: database.db }),
      database.db,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await dropRedisKeys(store);
  });

  const logIn = (username: string, password: string, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/login/', payload: { username, password }, remoteAddress });
  /** The statuses of sign-ins made one after another. */
  const statuses = async (attempts: (() => Promise<{ statusCode: number }>)[]) => {
    const codes: number[] = [];
    for (const attempt of attempts) codes.push((await attempt()).statusCode);
    return codes;
  };
  /** Wrong passwords from one address until it is refused (at most 11). */
  const guessUntilRefused = async (username: string, remoteAddress: string) => {
    const codes: number[] = [];
    while (codes.at(-1) !== 429 && codes.length < 11) {
      codes.push((await logIn(username, `guess-${codes.length}`, remoteAddress)).statusCode);
    }
    return codes;
  };
  /** A new account, signed in once from its owner's address. */
  const owner = async () => {
    const customer = newCustomer();
    const home = randomAddress();
    expect(
      (await app.inject({ method: 'POST', url: '/api/users/', payload: customer, remoteAddress: home })).statusCode,
    ).toBe(201);
    expect((await logIn(customer.username, customer.password, home)).statusCode).toBe(200);
    return { ...customer, home };
  };
  const TEN_WRONG_THEN_REFUSED = [...times(10, () => 401), 429];

  it('lets the owner sign in after wrong passwords from 12 addresses, at home and from a new address', async () => {
    const account = await owner();
    const attackers = times(12, () => randomAddress());
    const guessed = [];
    for (const address of attackers) guessed.push(await guessUntilRefused(account.username, address));
    // The first address has its ten; then the account is over its limit, and each address gets one.
    expect(guessed).toEqual([TEN_WRONG_THEN_REFUSED, ...times(11, () => [401, 429])]);
    // An address that guessed learns nothing from the right password either.
    expect(
      await statuses(attackers.map((address) => () => logIn(account.username, account.password, address))),
    ).toEqual(times(12, () => 429));

    expect((await logIn(account.username, account.password, account.home)).statusCode).toBe(200);
    expect((await logIn(account.email, account.password, randomAddress())).statusCode).toBe(200);
  });

  it('gives an attacker at one address ten guesses in ten minutes, then makes it wait, with Retry-After', async () => {
    const account = await owner();
    const attacker = randomAddress();
    expect(await guessUntilRefused(account.username, attacker)).toEqual(TEN_WRONG_THEN_REFUSED);
    const refused = await logIn(account.username, account.password, attacker);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(9 * 60);
    expect(refused.json()).toEqual({
      detail: 'Too many sign-in attempts for this account from your network. Please try again in 10 minutes.',
    });
  });

  it('gives attackers at many addresses one guess each once the account is over its limit', async () => {
    const account = await owner();
    const attackers = times(10, () => randomAddress());
    const first = await statuses(attackers.map((address, i) => () => logIn(account.username, `guess-${i}`, address)));
    expect(first).toEqual(times(10, () => 401));
    // Each of them has guessed once on an account over its limit: a second guess waits.
    const again = await logIn(account.username, 'guess-again', attackers[0] as string);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({
      detail: 'Too many sign-in attempts for this account. Please try again in 10 minutes.',
    });
    // A new address may try once, and is then held like the others.
    const newcomer = randomAddress();
    expect(await statuses(times(2, (i) => () => logIn(account.username, `other-${i}`, newcomer)))).toEqual([401, 429]);
  });

  it('forgets the wrong passwords of an address once the right one is given there', async () => {
    const account = await owner();
    const typos = times(3, (i) => () => logIn(account.username, `typo-${i}`, account.home));
    expect(await statuses(typos)).toEqual([401, 401, 401]);
    expect((await logIn(account.username, account.password, account.home)).statusCode).toBe(200);
    // Attackers elsewhere put the account over its limit; home has no wrong password left to hold it.
    for (const address of times(2, () => randomAddress())) await guessUntilRefused(account.username, address);
    expect((await logIn(account.username, account.password, account.home)).statusCode).toBe(200);
    // A typo at home now counts like any other wrong password on an account over its limit.
    expect(await statuses(times(2, (i) => () => logIn(account.username, `again-${i}`, account.home)))).toEqual([
      401, 429,
    ]);
  });

  it('counts the username and the e-mail address of one account together, in any letter case', async () => {
    const account = await owner();
    const forms = [account.username, account.email.toUpperCase(), account.email, account.username.toUpperCase()];
    const address = randomAddress();
    const codes = await statuses(
      times(11, (i) => () => logIn(forms[i % forms.length] as string, `guess-${i}`, address)),
    );
    expect(codes).toEqual(TEN_WRONG_THEN_REFUSED);
  });

  it('counts an unknown name under its lower-cased form', async () => {
    const forms = ['Ghost-Maker', 'ghost-maker', 'GHOST-MAKER'];
    const address = randomAddress();
    const codes = await statuses(times(11, (i) => () => logIn(forms[i % forms.length] as string, 'x', address)));
    expect(codes).toEqual(TEN_WRONG_THEN_REFUSED);
  });

  it('keeps apart an unknown name that looks like an account number and that account', async () => {
    const account = await owner();
    const profile = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: account.username, password: account.password },
      remoteAddress: account.home,
    });
    const { access } = profile.json() as { access: string };
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/profile/',
      headers: { authorization: `Bearer ${access}` },
    });
    const id = String((me.json() as { id: number }).id);
    const address = randomAddress();
    expect(await statuses(times(11, () => () => logIn(id, 'x', address)))).toEqual(TEN_WRONG_THEN_REFUSED);
    expect((await logIn(account.username, account.password, address)).statusCode).toBe(200);
  });

  it('keeps apart an account named like an address and that address', async () => {
    // In one shared namespace, 21 failures for the name "198.51.100.99" locked the address out.
    await statuses(times(21, () => () => logIn('198.51.100.99', 'x', randomAddress())));
    const account = await owner();
    expect((await logIn(account.username, account.password, '198.51.100.99')).statusCode).toBe(200);
  });

  it('protects staff the same way: the owner of the shop still signs in', async () => {
    const staff = await signUpStaff(app, database.db, ['owner']);
    for (const address of times(12, () => randomAddress())) await guessUntilRefused(staff.username, address);
    expect((await logIn(staff.username, staff.customer.password, staff.remoteAddress)).statusCode).toBe(200);
    expect((await logIn(staff.username, staff.customer.password, randomAddress())).statusCode).toBe(200);
  });

  it('counts wrong old passwords of a password change as guesses of the same account', async () => {
    const account = await owner();
    const session = (await logIn(account.username, account.password, account.home)).json() as { access: string };
    const change = (oldPassword: string) =>
      app.inject({
        method: 'POST',
        url: '/api/users/change_password/',
        headers: { authorization: `Bearer ${session.access}` },
        payload: { old_password: oldPassword, new_password: 'fresh-solder-77', confirm_password: 'fresh-solder-77' },
        remoteAddress: account.home,
      });
    expect(await statuses(times(10, (i) => () => change(`guess-${i}`)))).toEqual(times(10, () => 400));
    const refused = await change(account.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      detail: 'Too many password attempts for this account from your network. Please try again in 10 minutes.',
    });
    expect((await logIn(account.username, account.password, account.home)).statusCode).toBe(429);
    expect((await logIn(account.username, account.password, randomAddress())).statusCode).toBe(200);
  });
});
