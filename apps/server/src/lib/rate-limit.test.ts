import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, buildApp } from '../app.js';
import type { DatabaseHandle } from '../db/client.js';
import { dropRedisKeys, rateLimitStores, redisKeys } from '../testing/rate-limit-stores.js';
import { openTestDatabase, TEST_CONFIG } from '../testing/test-app.js';

const randomAddress = () => [...randomBytes(4)].join('.');

// One database for both stores: every test signs up accounts of its own.
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop: dropDatabase } = await openTestDatabase());
});
afterAll(() => dropDatabase());

describe.each(rateLimitStores())('rate limits with $name counters', (store) => {
  const apps: FastifyInstance[] = [];
  let app: FastifyInstance;

  /** Another server process on the same database and counters, set up differently. */
  async function startApp(config: Partial<AppConfig> = {}) {
    const started = await buildApp({
      config: { ...TEST_CONFIG, redisUrl: store.redisUrl, ...config },
      db: database.db,
    });
    await started.ready();
    apps.push(started);
    return started;
  }

  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(async () => {
    await Promise.all(apps.map((started) => started.close()));
    await dropRedisKeys(store);
  });

  const resetPassword = (on: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
    on.inject({
      method: 'POST',
      url: '/api/password_reset/',
      payload: { email: 'nobody@example.in' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
  const statuses = async (requests: (() => Promise<{ statusCode: number }>)[]) => {
    const codes: number[] = [];
    for (const request of requests) codes.push((await request()).statusCode);
    return codes;
  };
  const times = <T>(count: number, make: (i: number) => T) => Array.from({ length: count }, (_, i) => make(i));
  const FIVE_OK_THEN_REFUSED = [200, 200, 200, 200, 200, 429];

  describe('the client address', () => {
    it('is the connection’s own by default: a made-up X-Forwarded-For on each request does not escape the limit', async () => {
      const trustsNobody = await startApp({ trustProxy: false });
      const codes = await statuses(times(6, () => () => resetPassword(trustsNobody, '198.51.100.7', randomAddress())));
      expect(codes).toEqual(FIVE_OK_THEN_REFUSED);
    });

    it('is the forwarded one behind a trusted proxy, and the connection’s own from anywhere else', async () => {
      const behindProxies = await startApp({ trustProxy: ['10.0.0.0/8', '192.0.2.1'] });
      // Six customers behind the load balancer each have their own count.
      const customers = times(6, () => randomAddress());
      const viaProxy = await statuses(
        customers.map((client) => () => resetPassword(behindProxies, '10.1.2.3', client)),
      );
      expect(viaProxy).toEqual(times(6, () => 200));
      // One customer through either proxy counts as one.
      const oneCustomer = await statuses(
        times(6, (i) => () => resetPassword(behindProxies, i % 2 ? '10.1.2.3' : '192.0.2.1', '203.0.113.40')),
      );
      expect(oneCustomer).toEqual(FIVE_OK_THEN_REFUSED);
      // A client that is not a proxy cannot pass itself off as many.
      const direct = await statuses(
        times(6, () => () => resetPassword(behindProxies, '198.51.100.8', randomAddress())),
      );
      expect(direct).toEqual(FIVE_OK_THEN_REFUSED);
    });

    it('is the address the last hop saw with a hop count: what the client wrote before it is ignored', async () => {
      const behindOneProxy = await startApp({ trustProxy: 1 });
      const codes = await statuses(
        times(6, () => () => resetPassword(behindOneProxy, '172.16.0.9', `${randomAddress()}, 203.0.113.41`)),
      );
      expect(codes).toEqual(FIVE_OK_THEN_REFUSED);
      expect((await resetPassword(behindOneProxy, '172.16.0.9', `203.0.113.41, ${randomAddress()}`)).statusCode).toBe(
        200,
      );
    });

    it('counts an IPv6 customer per /64 network, and an IPv4-mapped address as the IPv4 one', async () => {
      const inOneNetwork = await statuses(
        times(6, (i) => () => resetPassword(app, '127.0.0.1', `2001:db8:7:1::${i + 1}`)),
      );
      expect(inOneNetwork).toEqual(FIVE_OK_THEN_REFUSED);
      expect((await resetPassword(app, '127.0.0.1', '2001:db8:7:2::1')).statusCode).toBe(200);

      const mixed = await statuses(
        times(6, (i) => () => resetPassword(app, '127.0.0.1', i % 2 ? '::ffff:192.0.2.77' : '192.0.2.77')),
      );
      expect(mixed).toEqual(FIVE_OK_THEN_REFUSED);
    });
  });

  describe('per address', () => {
    it('refuses politely with Retry-After once over the limit', async () => {
      const codes = await statuses(times(5, () => () => resetPassword(app, '198.51.100.9')));
      expect(codes).toEqual(times(5, () => 200));
      const refused = await resetPassword(app, '198.51.100.9');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(refused.json()).toEqual({
        detail: 'Too many reset requests from your network. Please try again in 15 minutes.',
      });
    });

    it('counts each endpoint on its own', async () => {
      await statuses(times(6, () => () => resetPassword(app, '198.51.100.10')));
      const confirm = await app.inject({
        method: 'POST',
        url: '/api/password_reset/confirm/',
        payload: { token: 'not-a-token', password: 'brand-new-pass-1', confirm_password: 'brand-new-pass-1' },
        remoteAddress: '198.51.100.10',
      });
      expect(confirm.statusCode).toBe(400);
    });

    it('limits sign-in attempts from one address to 20 in 10 minutes', async () => {
      const attempt = (i: number) => () =>
        app.inject({
          method: 'POST',
          url: '/api/login/',
          payload: { username: `someone-${i}`, password: 'x' },
          remoteAddress: '10.70.0.1',
        });
      const codes = await statuses(times(21, attempt));
      expect(codes).toEqual([...times(20, () => 401), 429]);
    });
  });

  describe.runIf(store.name === 'redis')('in Redis', () => {
    it('shares the counters between server processes', async () => {
      const other = await startApp();
      const codes = await statuses(times(6, (i) => () => resetPassword(i % 2 ? app : other, '198.51.100.11')));
      expect(codes).toEqual(FIVE_OK_THEN_REFUSED);
    });

    it('names every key after its limiter and subject', async () => {
      await app.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: 'Key-Check', password: 'x' },
        remoteAddress: '198.51.100.12',
      });
      const keys = await redisKeys(store);
      expect(keys).toEqual(
        expect.arrayContaining([
          'mb-rate:address:login:198.51.100.12',
          'mb-rate:account:login:name:key-check',
          'mb-rate:account-address:login:name:key-check|198.51.100.12',
        ]),
      );
      expect(keys.filter((key) => !/^mb-rate:(address|account|account-address):/.test(key))).toEqual([]);
    });
  });
});
