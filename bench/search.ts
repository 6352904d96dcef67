// Search latency on a generated catalogue of 10,000 or 100,000 products: the service's own time
// (no response cache) for a fixed mix of realistic queries, then the same searches while a new index
// is built beside the serving one. Budget: p99 < 20 ms at 10k, < 60 ms at 100k.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { searchQuerySchema } from '@makerbazaar/core';
import { categories, products } from '../apps/server/src/db/schema/catalog.js';
import { ProductIndex } from '../apps/server/src/modules/catalog/product-index.js';
import { searchProducts } from '../apps/server/src/modules/search/search.service.js';
import { setStock } from '../apps/server/src/modules/stock/stock.service.js';
import { SEED_PRODUCTS } from '../apps/server/src/seed/catalogue.data.js';
import { seedSampleData } from '../apps/server/src/seed/seed-sample-data.js';
import { taxClassOf } from '../apps/server/src/seed/tax-classes.js';
import { openTestDatabase } from '../apps/server/src/testing/test-app.js';

const QUERY_MIX = [
  'q=arduino uno',
  'q=ultrasonic sensr',
  'q=esp32 cam',
  'q=12v motor driver',
  'q=pi',
  'q=oled display&in_stock=true',
  'q=sensor&category=sensors&ordering=price',
  'q=servo&max_price=500',
  'q=',
  'q=&brand=Arduino&brand=Espressif',
  'q=lipo battery',
  'q=stepper',
];
const VARIANTS = [
  'Pro',
  'Mini',
  'Plus',
  'Lite',
  'v2',
  'Kit',
  'Module',
  'Board',
  'Combo',
  'Pack of 2',
  'Pack of 5',
  'Industrial',
];

/** Heap in use after a full collection when the run was started with --expose-gc (bench/run.ts is). */
function settledHeap(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

function percentile(sorted: number[], p: number): number {
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1));
}

export async function searchLatency(engine: 'pglite' | 'postgres', size: number, serverUrl?: string) {
  const { database, drop } = await openTestDatabase(engine === 'postgres' ? serverUrl : '');
  const db = database.db;
  try {
    await seedSampleData(db);
    const categoryIds = new Map(
      (await db.select({ id: categories.id, slug: categories.slug }).from(categories)).map((c) => [c.slug, c.id]),
    );
    const start = performance.now();
    for (let offset = SEED_PRODUCTS.length; offset < size; offset += 1000) {
      const rows = Array.from({ length: Math.min(1000, size - offset) }, (_, i) => {
        const n = offset + i;
        const base = SEED_PRODUCTS[n % SEED_PRODUCTS.length]!;
        return {
          slug: `${base.slug}-${n}`,
          name: `${base.name} ${VARIANTS[n % VARIANTS.length]} ${Math.floor(n / 97)}`,
          brand: base.brand,
          categoryId: categoryIds.get(base.category) ?? 1,
          pricePaise: Math.round(base.price * 100 * (0.8 + ((n * 37) % 40) / 100)),
          stock: (n * 13) % 60,
          description: base.description,
          specifications: base.specifications.map(([name, value]) => ({ name, value })),
          ...taxClassOf(base.images),
        };
      });
      const inserted = await db
        .insert(products)
        .values(rows.map(({ stock: _stock, ...product }) => product))
        .returning({ id: products.id, slug: products.slug });
      const stockBySlug = new Map(rows.map((r) => [r.slug, r.stock]));
      await setStock(
        db,
        inserted.map((p) => ({ productId: p.id, quantity: stockBySlug.get(p.slug) ?? 0 })),
      );
    }
    const loadSeconds = Number(((performance.now() - start) / 1000).toFixed(1));

    const heapBefore = settledHeap();
    const indexStart = performance.now();
    const index = await ProductIndex.build(db);
    const indexSeconds = Number(((performance.now() - indexStart) / 1000).toFixed(2));
    const indexHeapMb = Math.round((settledHeap() - heapBefore) / 1e6);
    const queries = QUERY_MIX.map((qs) => searchQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs))));
    for (const query of queries) await searchProducts(db, index, query, '/api/search/'); // warm-up
    const timings: number[] = [];
    const rounds = 20;
    const runStart = performance.now();
    for (let round = 0; round < rounds; round++) {
      for (const query of queries) {
        const t = performance.now();
        await searchProducts(db, index, query, '/api/search/');
        timings.push(performance.now() - t);
      }
    }
    const seconds = (performance.now() - runStart) / 1000;
    timings.sort((a, b) => a - b);

    // The same searches while a new index is built beside the serving one (a renamed category,
    // many edits): they must not wait for it.
    const duringRebuild: number[] = [];
    let rebuilding = true;
    const rebuildStart = performance.now();
    const rebuild = ProductIndex.build(db).finally(() => {
      rebuilding = false;
    });
    while (rebuilding) {
      for (const query of queries) {
        // Requests come in from the network, one event-loop turn each; the build runs between them.
        await nextTurn();
        const t = performance.now();
        await searchProducts(db, index, query, '/api/search/');
        duringRebuild.push(performance.now() - t);
      }
    }
    await rebuild;
    const rebuildSeconds = Number(((performance.now() - rebuildStart) / 1000).toFixed(2));
    duringRebuild.sort((a, b) => a - b);
    return {
      engine,
      products: size,
      loadSeconds,
      indexSeconds,
      indexHeapMb,
      rssMb: Math.round(process.memoryUsage().rss / 1e6),
      searches: timings.length,
      p50Ms: percentile(timings, 50),
      p99Ms: percentile(timings, 99),
      maxMs: percentile(timings, 100),
      perSecondOneConnection: Math.round(timings.length / seconds),
      rebuildSeconds,
      searchesDuringRebuild: duringRebuild.length,
      p99DuringRebuildMs: percentile(duringRebuild, 99),
      maxDuringRebuildMs: percentile(duringRebuild, 100),
    };
  } finally {
    await drop();
  }
}
