// Resident memory of the built server with a catalogue of 10,000 generated products: after start, and
// after a load over many distinct catalogue URLs (as a crawler walking the shop makes it), which
// fills the answer cache to its bound, and once more after it has been idle. Budget: ≤ 200 MB on PostgreSQL; the embedded engine is
// reported against the same figure (docs/decisions/014-server-memory.md says why it cannot meet it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../apps/server/src/db/client.js';
import { SEED_CATEGORIES, SEED_PRODUCTS } from '../apps/server/src/seed/catalogue.data.js';
import { seedSampleData } from '../apps/server/src/seed/seed-sample-data.js';
import { addGeneratedProducts } from './generated-catalogue.js';
import {
  peakResidentMb,
  requireBuiltServer,
  residentMb,
  scratchDatabase,
  startShop,
  stopShop,
} from './shop-process.js';

const PORT = 4521;
const PRODUCTS = 10_000;
const LOAD_SECONDS = Number(process.env.BENCH_DURATION ?? 20);
const BUDGET_MB = 200;
const IDLE_SECONDS = 30;

/**
 * 2,000 distinct catalogue URLs: product pages, list and category pages with sorts, searches; and
 * 300 of the storefront's server-rendered pages (products, categories), which fill the rendered-page
 * cache to its bound.
 */
function catalogueUrls(): string[] {
  const urls = ['/api/categories/'];
  for (let n = SEED_PRODUCTS.length; n < 250 + SEED_PRODUCTS.length; n++) {
    urls.push(`/product/${SEED_PRODUCTS[n % SEED_PRODUCTS.length]!.slug}-${n}`);
  }
  for (const category of SEED_CATEGORIES)
    urls.push(`/category/${category.slug}`, `/category/${category.slug}?ordering=price`);
  for (let n = SEED_PRODUCTS.length; n < 1_000 + SEED_PRODUCTS.length; n++) {
    const base = SEED_PRODUCTS[n % SEED_PRODUCTS.length]!;
    urls.push(`/api/products/${base.slug}-${n}/`);
  }
  for (let page = 1; page <= 100; page++) {
    urls.push(`/api/products/?page=${page}`, `/api/products/?page=${page}&ordering=price&facets=true`);
  }
  for (const category of SEED_CATEGORIES) {
    for (const ordering of ['relevance', 'price', '-price', '-rating', 'newest', 'name']) {
      for (let page = 1; page <= 8; page++) {
        urls.push(`/api/products/by_category/?category=${category.slug}&ordering=${ordering}&page=${page}`);
      }
    }
  }
  for (const q of ['arduino', 'sensor', 'esp32', 'motor driver', 'oled', 'relay', 'servo', 'battery', 'led', 'kit']) {
    for (let page = 1; page <= 10; page++) urls.push(`/api/search/?q=${encodeURIComponent(q)}&page=${page}`);
  }
  return urls.slice(0, 2_300);
}

/** A database of `PRODUCTS` products: the sample data and generated ones. */
async function fillCatalogue(options: { url?: string; dataDir: string }): Promise<void> {
  const database = await openDatabase(options);
  try {
    await database.migrate();
    await seedSampleData(database.db);
    await addGeneratedProducts(database.db, PRODUCTS);
  } finally {
    await database.close();
  }
}

/**
 * Starts the built server on a fresh data folder (and, on PostgreSQL, a scratch database) holding the
 * generated catalogue, runs `measure` against it, then stops it and removes what it made.
 */
export async function withCatalogueShop<T>(
  options: {
    engine: 'pglite' | 'postgres';
    serverUrl?: string;
    port: number;
    name: string;
    env?: Record<string, string>;
  },
  measure: (shop: Awaited<ReturnType<typeof startShop>>) => Promise<T>,
): Promise<T> {
  requireBuiltServer();
  const dataDir = mkdtempSync(path.join(tmpdir(), `mb-bench-${options.name}-`));
  const scratch =
    options.engine === 'postgres'
      ? await scratchDatabase(options.serverUrl ?? '', `mb_bench_${options.name.replaceAll('-', '_')}`)
      : undefined;
  const env: Record<string, string> = { DATA_DIR: dataDir, SEED: 'never', ...options.env };
  try {
    if (scratch) {
      env.DATABASE_URL = scratch.url;
      await fillCatalogue({ url: scratch.url, dataDir: '' });
    } else {
      await fillCatalogue({ dataDir: path.join(dataDir, 'db') });
    }
    const shop = await startShop(options.port, env);
    try {
      return await measure(shop);
    } finally {
      await stopShop(shop.child);
    }
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function serverMemory(engine: 'pglite' | 'postgres', serverUrl?: string) {
  return withCatalogueShop({ engine, serverUrl, port: PORT, name: 'memory' }, async (shop) => {
    // The process settles (the index build's garbage collected) before it is measured.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const afterStartMb = residentMb(shop.child);
    const urls = catalogueUrls();
    const load = await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: 10,
      duration: LOAD_SECONDS,
      requests: urls.map((url) => ({ method: 'GET', path: url })),
    });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const afterLoadMb = residentMb(shop.child);
    // Idle for a while, V8's memory reducer returns the heap pages the load's garbage needed.
    await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1_000));
    const afterIdleMb = residentMb(shop.child);
    return {
      engine,
      products: PRODUCTS,
      startMs: shop.readyMs,
      afterStartMb,
      afterLoadMb,
      afterIdleMb,
      idleSeconds: IDLE_SECONDS,
      peakMb: peakResidentMb(shop.child),
      budgetMb: BUDGET_MB,
      load: {
        distinctUrls: urls.length,
        seconds: LOAD_SECONDS,
        requests: load.requests.total,
        non2xx: load.non2xx,
        perSecond: Math.round(load.requests.average),
      },
    };
  });
}
