import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-app.js';
import { CatalogCache } from './catalog.cache.js';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(() => handle.drop());

/** A cache that counts how often each answer is built. */
function countingCache(options: { maxEntries?: number; maxBodyChars?: number }) {
  const cache = new CatalogCache(handle.database.db, { versionCheckMs: 60_000, ...options });
  const builds = new Map<string, number>();
  const get = (key: string, chars: number) =>
    cache.get(key, async () => {
      builds.set(key, (builds.get(key) ?? 0) + 1);
      return 'x'.repeat(chars);
    });
  return { get, builds: (key: string) => builds.get(key) ?? 0 };
}

describe('the catalogue answer cache', () => {
  it('keeps the bodies within maxBodyChars, dropping the least recently used', async () => {
    const { get, builds } = countingCache({ maxBodyChars: 100 });
    await get('/a', 40);
    await get('/b', 40);
    await get('/a', 40); // used again: now the newest
    await get('/c', 40); // 120 characters: /b goes
    await get('/a', 40);
    await get('/c', 40);
    expect([builds('/a'), builds('/c')]).toEqual([1, 1]);
    await get('/b', 40);
    expect(builds('/b')).toBe(2);
  });

  it('does not keep a body larger than the whole bound', async () => {
    const { get, builds } = countingCache({ maxBodyChars: 100 });
    const body = await get('/big', 150);
    expect(body.body).toHaveLength(150);
    await get('/big', 150);
    expect(builds('/big')).toBe(2);
  });

  it('keeps at most maxEntries answers', async () => {
    const { get, builds } = countingCache({ maxEntries: 2 });
    await get('/a', 1);
    await get('/b', 1);
    await get('/c', 1);
    await get('/b', 1);
    await get('/a', 1);
    expect([builds('/a'), builds('/b'), builds('/c')]).toEqual([2, 1, 1]);
  });
});
