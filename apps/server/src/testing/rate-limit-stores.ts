import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export interface RateLimitStore {
  name: 'in-memory' | 'redis';
  /** The app's REDIS_URL: undefined for in-process counters. */
  redisUrl: string | undefined;
}

/**
 * The stores rate limits are tested on: in-process counters always, and Redis too when
 * TEST_REDIS_URL names a server. Each test run writes under a key prefix of its own (ioredis takes
 * `keyPrefix` from the URL), so runs side by side never share a counter.
 */
export function rateLimitStores(serverUrl = process.env.TEST_REDIS_URL): RateLimitStore[] {
  const inMemory: RateLimitStore = { name: 'in-memory', redisUrl: undefined };
  if (!serverUrl) return [inMemory];
  const url = new URL(serverUrl);
  url.searchParams.set('keyPrefix', `mb-test-${randomBytes(6).toString('hex')}:`);
  return [inMemory, { name: 'redis', redisUrl: url.toString() }];
}

/** Runs `use` with a connection that sees the whole server, and the prefix of this run's keys. */
async function onServer<T>(store: RateLimitStore, use: (redis: Redis, prefix: string) => Promise<T>): Promise<T> {
  const url = new URL(store.redisUrl ?? '');
  const prefix = url.searchParams.get('keyPrefix') ?? '';
  url.searchParams.delete('keyPrefix');
  const redis = new Redis(url.toString());
  try {
    return await use(redis, prefix);
  } finally {
    await redis.quit();
  }
}

async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** The keys the app wrote in this test run, as the app named them (without the run's prefix). */
export function redisKeys(store: RateLimitStore): Promise<string[]> {
  return onServer(store, async (redis, prefix) =>
    (await keysUnder(redis, prefix)).map((key) => key.slice(prefix.length)),
  );
}

/** Deletes the keys this test run wrote, and nothing else. */
export async function dropRedisKeys(store: RateLimitStore): Promise<void> {
  if (!store.redisUrl) return;
  await onServer(store, async (redis, prefix) => {
    const keys = await keysUnder(redis, prefix);
    if (keys.length > 0) await redis.del(...keys);
  });
}
