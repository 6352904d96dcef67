// Checkouts per second on PostgreSQL: 200 customers at once, each buying one of 50 different
// products (4 customers a product), cash on delivery. Stock is ample, so every checkout should
// succeed; the figure shows how much unrelated checkouts queue behind one another.
// In process (app.inject) so the figure is the server's; a warm-up round, then three measured
// rounds, of which the median is reported.
// On a machine short of CPU the rate says little about locks, so each round also samples how many
// of the database's sessions are waiting for a lock (pg_stat_activity, every 5 ms, from a separate
// connection): checkouts queueing behind one row show up there whatever the CPU does.
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { products } from '../apps/server/src/db/schema/catalog.js';
import { orders } from '../apps/server/src/db/schema/commerce.js';
import { readStock, setStock } from '../apps/server/src/modules/stock/stock.service.js';
import { seedSampleData } from '../apps/server/src/seed/seed-sample-data.js';
import { CHECKOUT_BODY, codTotal } from '../apps/server/src/testing/checkout-request.js';
import { customersWithCart } from '../apps/server/src/testing/customers.js';
import { openTestDatabase, TEST_CONFIG } from '../apps/server/src/testing/test-app.js';

const CUSTOMERS = 200;
const PRODUCTS = 50;
const ROUNDS = 3;
/** Unmeasured: the first round also pays for compiling the code paths and filling the pool. */
const WARM_UP_ROUNDS = 1;
const STOCK = 10_000;
const SAMPLE_EVERY_MS = 5;

/** Samples lock waits in one database until stopped: the mean and the most sessions seen waiting at once. */
function sampleLockWaits(client: pg.Client) {
  let running = true;
  const counts: number[] = [];
  const done = (async () => {
    while (running) {
      const { rows } = await client.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
         where datname = current_database() and wait_event_type = 'Lock'`,
      );
      counts.push(rows[0]?.waiting ?? 0);
      await sleep(SAMPLE_EVERY_MS);
    }
  })();
  return async () => {
    running = false;
    await done;
    const mean = counts.reduce((sum, n) => sum + n, 0) / Math.max(1, counts.length);
    return { meanSessionsWaitingForALock: Number(mean.toFixed(2)), mostWaitingAtOnce: Math.max(0, ...counts) };
  };
}

export async function checkoutThroughput(serverUrl: string) {
  const { database, drop } = await openTestDatabase(serverUrl);
  const db = database.db;
  await seedSampleData(db);
  const app = await buildApp({ config: TEST_CONFIG, db });
  await app.ready();
  const named = (await db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(serverUrl);
  url.pathname = `/${named.rows[0]?.name}`;
  const sampler = new pg.Client({ connectionString: url.toString() });
  await sampler.connect();
  try {
    const bought = await db
      .select({ id: products.id, pricePaise: products.pricePaise })
      .from(products)
      .orderBy(products.id)
      .limit(PRODUCTS);
    if (bought.length < PRODUCTS) throw new Error(`the sample catalogue has only ${bought.length} products`);
    await setStock(
      db,
      bought.map((p) => ({ productId: p.id, quantity: STOCK })),
    );
    const rounds: {
      ms: number;
      checkoutsPerSecond: number;
      answers: Record<number, number>;
      lockWaits: { meanSessionsWaitingForALock: number; mostWaitingAtOnce: number };
    }[] = [];
    for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round++) {
      // Every product is wanted by 4 customers.
      const buyers = await Promise.all(
        bought.map((p) => customersWithCart(db, TEST_CONFIG.jwtSecret, CUSTOMERS / PRODUCTS, [p.id])),
      );
      const stopSampling = sampleLockWaits(sampler);
      const start = performance.now();
      // Sent round-robin over the products (customer i buys product i mod 50), so the checkouts
      // running at any moment are for different products.
      const requests = Array.from({ length: CUSTOMERS }, (_, i) => ({
        product: i % PRODUCTS,
        customer: buyers[i % PRODUCTS]?.[Math.floor(i / PRODUCTS)],
      }));
      const answers = await Promise.all(
        requests.map(({ product, customer }) =>
          app.inject({
            method: 'POST',
            url: '/api/orders/',
            headers: customer?.headers,
            payload: { ...CHECKOUT_BODY, total_amount: codTotal(bought[product]?.pricePaise ?? 0) },
          }),
        ),
      );
      const ms = performance.now() - start;
      const lockWaits = await stopSampling();
      const byStatus: Record<number, number> = {};
      for (const a of answers) byStatus[a.statusCode] = (byStatus[a.statusCode] ?? 0) + 1;
      if (round < WARM_UP_ROUNDS) continue;
      rounds.push({
        ms: Math.round(ms),
        checkoutsPerSecond: Math.round(((byStatus[201] ?? 0) / ms) * 1000),
        answers: byStatus,
        lockWaits,
      });
    }
    const ordersCreated = (await db.select({ id: orders.id }).from(orders)).length;
    const stockLeft = await readStock(
      db,
      bought.map((p) => p.id),
    );
    const sorted = rounds.map((r) => r.checkoutsPerSecond).sort((a, b) => a - b);
    return {
      engine: 'postgres',
      customers: CUSTOMERS,
      products: PRODUCTS,
      ordersCreated,
      stockAddsUp: stockLeft.reduce((sum, level) => sum + level.quantity, 0) === PRODUCTS * STOCK - ordersCreated,
      medianCheckoutsPerSecond: sorted[Math.floor(sorted.length / 2)],
      rounds,
    };
  } finally {
    await sampler.end();
    await app.close();
    await drop();
  }
}
