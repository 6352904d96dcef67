import { searchQuerySchema } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalog.js';
import { seedSampleData } from '../../seed/seed-sample-data.js';
import { openTestDatabase } from '../../testing/test-app.js';
import { CatalogCache } from '../catalog/catalog.cache.js';
import { ProductIndex } from '../catalog/product-index.js';
import { searchProducts } from './search.service.js';

const OLED = '0-96-inch-oled-display-module-i2c-ssd1306';

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedSampleData(handle.database.db);
});
afterAll(() => handle.drop());

/** A cache whose index builds wait until the test lets them finish. */
function cacheWithHeldBuilds() {
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  let builds = 0;
  const cache = new CatalogCache(handle.database.db, {
    versionCheckMs: 0,
    buildIndex: async (db: Queryable) => {
      builds++;
      await held;
      return ProductIndex.build(db);
    },
  });
  return {
    cache,
    builds: () => builds,
    hold() {
      held = new Promise((resolve) => {
        release = resolve;
      });
    },
    release: () => release(),
  };
}

describe('rebuilding the product index', () => {
  it('answers searches from the serving index while a new one builds, then from the new one', async () => {
    const db = handle.database.db;
    const { cache, builds, hold, release } = cacheWithHeldBuilds();
    const find = async (q: string) =>
      (
        await searchProducts(db, await cache.productIndex(), searchQuerySchema.parse({ q }), '/api/search/')
      ).results.map((p) => p.slug);
    expect(await find('oled')).toContain(OLED);
    expect(builds()).toBe(1);

    hold();
    // A renamed category leaves every product of it with stale text: the index is built again.
    await db.update(categories).set({ name: 'Quokka Screens' }).where(eq(categories.slug, 'displays'));
    await db.update(products).set({ name: 'Numbat Relay Board' }).where(eq(products.slug, '1-channel-5v-relay-module'));

    // Searches answer at once, from the serving index brought up to date with the product edit.
    expect(await find('oled')).toContain(OLED);
    expect(await find('quokka')).toEqual([]);
    expect(await find('numbat')).toEqual(['1-channel-5v-relay-module']);
    expect(builds()).toBe(2);

    release();
    await vi.waitFor(async () => expect(await find('quokka')).toContain(OLED));
    expect(await find('numbat')).toEqual(['1-channel-5v-relay-module']);
  });

  it('hides a hidden category and a deleted product at once, without waiting for a rebuild', async () => {
    const db = handle.database.db;
    const { cache, hold } = cacheWithHeldBuilds();
    const count = async (query: Record<string, string>) =>
      (await searchProducts(db, await cache.productIndex(), searchQuerySchema.parse(query), '/api/search/')).count;
    expect(await count({ category: 'robotics' })).toBeGreaterThan(0);
    const before = await count({ q: 'mecanum' });
    expect(before).toBe(1);

    hold();
    await db.update(categories).set({ isActive: false }).where(eq(categories.slug, 'robotics'));
    expect(await count({ category: 'robotics' })).toBe(0);
    await db.update(categories).set({ isActive: true }).where(eq(categories.slug, 'robotics'));
    await db.delete(products).where(eq(products.slug, 'mecanum-wheel-60-mm-set-of-4'));
    expect(await count({ q: 'mecanum' })).toBe(0);
    expect(await count({ category: 'robotics' })).toBeGreaterThan(0);
  });
});
