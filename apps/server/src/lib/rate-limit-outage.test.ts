import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { newCustomer } from '../testing/accounts.js';
import { type OwnRedis, startOwnRedis } from '../testing/own-redis.js';
import { openTestDatabase, TEST_CONFIG } from '../testing/test-app.js';

const DOWN = 'Redis does not answer: rate limits count in this process until it does';
const BACK = 'Redis answers again: rate limits count in Redis, shared by every process';

let redis: OwnRedis;
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  redis = await startOwnRedis();
  ({ database, drop: dropDatabase } = await openTestDatabase());
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  redis.resume();
  await redis.stop();
  await dropDatabase();
});

/** A server process on the test's Redis, with the messages it logs. */
async function startApp() {
  const messages: string[] = [];
  const app = await buildApp({
    config: { ...TEST_CONFIG, redisUrl: redis.url, logLevel: 'info' },
    db: database.db,
    logStream: { write: (line) => void messages.push(JSON.parse(line).msg) },
  });
  await app.ready();
  apps.push(app);
  return { app, said: (message: string) => messages.filter((m) => m === message).length };
}

const resetPassword = (app: FastifyInstance, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/password_reset/', payload: { email: 'nobody@example.in' }, remoteAddress });

/** Six password resets from one address (five are allowed in 15 minutes), alternating between the processes. */
async function sixResets(processes: FastifyInstance[], remoteAddress: string) {
  const codes: number[] = [];
  for (let i = 0; i < 6; i += 1) {
    codes.push((await resetPassword(processes[i % processes.length] as FastifyInstance, remoteAddress)).statusCode);
  }
  return codes;
}
const FIVE_THEN_REFUSED = [200, 200, 200, 200, 200, 429];

async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('rate limits while Redis goes away and comes back', () => {
  it('share counts in Redis, count in each process while it is down, and share them again once it is back', async () => {
    const first = await startApp();
    const second = await startApp();
    const both = [first.app, second.app];
    expect(await sixResets(both, '198.51.100.60')).toEqual(FIVE_THEN_REFUSED);

    await redis.stop();
    // Each process counts on its own: five from this address on each, then it refuses.
    expect(await sixResets([first.app], '198.51.100.61')).toEqual(FIVE_THEN_REFUSED);
    expect(await sixResets([second.app], '198.51.100.61')).toEqual(FIVE_THEN_REFUSED);
    const signIn = (i: number) =>
      first.app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: `nobody-${i}`, password: 'x' },
        remoteAddress: '198.51.100.62',
      });
    const signIns: number[] = [];
    for (let i = 0; i < 21; i += 1) signIns.push((await signIn(i)).statusCode);
    expect(signIns).toEqual([...Array(20).fill(401), 429]);

    // Everything limited still answers, and the shop still sells.
    const customer = newCustomer();
    const from = { remoteAddress: '198.51.100.63' };
    const signUp = await first.app.inject({ method: 'POST', url: '/api/users/', payload: customer, ...from });
    expect(signUp.statusCode).toBe(201);
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { username: customer.username, password: customer.password },
      ...from,
    });
    expect(login.statusCode).toBe(200);
    const { refresh } = login.json() as { refresh: string };
    const refreshed = await first.app.inject({
      method: 'POST',
      url: '/api/token/refresh/',
      payload: { refresh },
      ...from,
    });
    expect(refreshed.statusCode).toBe(200);
    const contact = await first.app.inject({
      method: 'POST',
      url: '/api/contact/',
      payload: { name: 'Asha', email: 'asha@example.in', subject: 'Hello', message: 'Do you ship to Mysuru?' },
      ...from,
    });
    expect(contact.statusCode).toBe(201);
    expect((await first.app.inject({ method: 'GET', url: '/api/delivery/560001/', ...from })).statusCode).toBe(200);
    expect((await first.app.inject({ method: 'GET', url: '/api/search/?q=sensor', ...from })).statusCode).toBe(200);

    // Said once by each process, not once per request.
    expect([first.said(DOWN), second.said(DOWN)]).toEqual([1, 1]);

    await redis.start();
    await until(() => first.said(BACK) === 1 && second.said(BACK) === 1);
    expect(await sixResets(both, '198.51.100.64')).toEqual(FIVE_THEN_REFUSED);
    expect([first.said(DOWN), second.said(DOWN), first.said(BACK), second.said(BACK)]).toEqual([1, 1, 1, 1]);
  });

  it('do not wait for a Redis that stops answering, and share counts again once it answers', async () => {
    const first = await startApp();
    const second = await startApp();
    const both = [first.app, second.app];
    expect(await sixResets(both, '198.51.100.70')).toEqual(FIVE_THEN_REFUSED);

    redis.pause();
    expect(await sixResets([first.app], '198.51.100.71')).toEqual(FIVE_THEN_REFUSED);
    expect(await sixResets([second.app], '198.51.100.71')).toEqual(FIVE_THEN_REFUSED);
    expect([first.said(DOWN), second.said(DOWN)]).toEqual([1, 1]);

    redis.resume();
    await until(() => first.said(BACK) === 1 && second.said(BACK) === 1);
    expect(await sixResets(both, '198.51.100.72')).toEqual(FIVE_THEN_REFUSED);
  });
});
