import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AppConfig, buildApp } from '../../app.js';
import type { DatabaseHandle } from '../../db/client.js';
import { dropRedisKeys, rateLimitStores } from '../../testing/rate-limit-stores.js';
import { openTestDatabase, TEST_CONFIG } from '../../testing/test-app.js';

/** Uncached searches and suggestions one address may ask for in a minute (search.routes.ts). */
const SEARCHES_A_MINUTE = 600;

// An empty catalogue: what is counted does not depend on what is found.
let database: DatabaseHandle;
let dropDatabase: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop: dropDatabase } = await openTestDatabase());
});
afterAll(() => dropDatabase());

async function startApp(config: Partial<AppConfig>) {
  const app = await buildApp({ config: { ...TEST_CONFIG, ...config }, db: database.db });
  await app.ready();
  return app;
}

describe.each(rateLimitStores())('the search limit with $name counters', (store) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startApp({ redisUrl: store.redisUrl });
  });
  afterAll(async () => {
    await app.close();
    await dropRedisKeys(store);
  });

  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, remoteAddress, headers });
  /** Distinct, so none is in the cache yet; searches and suggestions alternate. */
  const uncached = (label: string, count: number) =>
    Array.from({ length: count }, (_, i) =>
      i % 2 ? `/api/search/suggest/?q=${label}-${i}` : `/api/search/?q=${encodeURIComponent(`sensor ${label} ${i}`)}`,
    );
  const statusesOf = async (urls: string[], remoteAddress: string) =>
    new Set((await Promise.all(urls.map((url) => get(url, remoteAddress)))).map((res) => res.statusCode));

  it('holds none of a burst of 400 searches and suggestions from one address', async () => {
    expect(await statusesOf(uncached('burst', 400), '198.51.100.20')).toEqual(new Set([200]));
  });

  it('refuses uncached searches and suggestions past 600 a minute, politely and with Retry-After', async () => {
    expect(await statusesOf(uncached('spent', SEARCHES_A_MINUTE), '198.51.100.21')).toEqual(new Set([200]));
    for (const url of ['/api/search/?q=one+more', '/api/search/suggest/?q=one+more']) {
      const refused = await get(url, '198.51.100.21');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect((refused.json() as { detail: string }).detail).toMatch(
        /^Too many searches from your network\. Please try again in (\d+ seconds?|1 minute)\.$/,
      );
    }
    expect((await get('/api/search/?q=one+more', '198.51.100.22')).statusCode).toBe(200);
  });

  it('does not count answers served from the cache, with or without an ETag match', async () => {
    const address = '198.51.100.23';
    const first = await get('/api/search/?q=cached+answer', address);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const repeats = Array.from({ length: 700 }, (_, i) =>
      get('/api/search/?q=cached+answer', address, i % 2 ? { 'if-none-match': etag } : {}),
    );
    expect(new Set((await Promise.all(repeats)).map((res) => res.statusCode))).toEqual(new Set([200, 304]));

    // The first answer was the only one counted: 599 more are allowed, the next is not.
    expect(await statusesOf(uncached('after-cached', SEARCHES_A_MINUTE - 1), address)).toEqual(new Set([200]));
    expect((await get('/api/search/?q=over+the+limit', address)).statusCode).toBe(429);
  });
});

describe('the search limit while Redis is unreachable', () => {
  it('lets searches and suggestions through, counted in the process', async () => {
    // Nothing listens on port 1.
    const app = await startApp({ redisUrl: 'redis://127.0.0.1:1' });
    try {
      const statuses = await Promise.all(
        Array.from({ length: SEARCHES_A_MINUTE }, (_, i) =>
          app.inject({ method: 'GET', url: `/api/search/suggest/?q=down-${i}`, remoteAddress: '198.51.100.24' }),
        ),
      );
      expect(new Set(statuses.map((res) => res.statusCode))).toEqual(new Set([200]));
      const refused = await app.inject({ method: 'GET', url: '/api/search/?q=sensor', remoteAddress: '198.51.100.24' });
      expect(refused.statusCode).toBe(429);
    } finally {
      await app.close();
    }
  });
});
