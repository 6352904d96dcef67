// Checkout against cancel and the unpaid-order sweeper on PostgreSQL: they lock the same stock rows
// and must never deadlock. Each run: 40 customers cancel a two-item order while 40 others check out
// one of those items and the sweeper releases 20 unpaid two-item online orders, all at once.
// Answers must be 200/201 only, the stock must add up, and PostgreSQL's own deadlock counter for
// the scratch database must stay at 0 (the retry in db/transaction.ts would hide deadlocks from
// the answers; the counter shows whether the lock order prevents them).
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { releaseAbandonedPayments } from '../apps/server/src/modules/orders/orders.service.js';
import { readStock, setStock } from '../apps/server/src/modules/stock/stock.service.js';
import { seedSampleData } from '../apps/server/src/seed/seed-sample-data.js';
import { CHECKOUT_BODY, codTotal } from '../apps/server/src/testing/checkout-request.js';
import { customersWithCart, productBySlug } from '../apps/server/src/testing/customers.js';
import { openTestDatabase, TEST_CONFIG } from '../apps/server/src/testing/test-app.js';

const RUNS = 10;
const CONTENDERS = 40;
const UNPAID = 20;
const STOCK = 10_000;

export async function deadlockRace(serverUrl: string) {
  const { database, drop } = await openTestDatabase(serverUrl);
  const db = database.db;
  await seedSampleData(db);
  const app = await buildApp({ config: TEST_CONFIG, db });
  await app.ready();
  const checkout = (headers: { authorization: string }, totalAmount: number, method: 'cod' | 'online' = 'cod') =>
    app.inject({
      method: 'POST',
      url: '/api/orders/',
      headers,
      payload: { ...CHECKOUT_BODY, total_amount: totalAmount, payment_method: method },
    });
  try {
    const first = await productBySlug(db, 'arduino-uno-r3');
    const second = await productBySlug(db, 'esp32-development-kit');
    await setStock(db, [
      { productId: first.id, quantity: STOCK },
      { productId: second.id, quantity: STOCK },
    ]);
    const pair = [first.id, second.id];
    const runs: { ms: number; answers: Record<number, number>; stockAddsUp: boolean }[] = [];
    let expectedSecond = STOCK;
    for (let run = 0; run < RUNS; run++) {
      const cancellers = await customersWithCart(db, TEST_CONFIG.jwtSecret, CONTENDERS, pair);
      const placed = await Promise.all(
        cancellers.map((c) => checkout(c.headers, codTotal(first.pricePaise + second.pricePaise))),
      );
      const abandoners = await customersWithCart(db, TEST_CONFIG.jwtSecret, UNPAID, pair);
      await Promise.all(
        abandoners.map((c) => checkout(c.headers, (first.pricePaise + second.pricePaise) / 100, 'online')),
      );
      const buyers = await customersWithCart(db, TEST_CONFIG.jwtSecret, CONTENDERS, [second.id]);

      const start = performance.now();
      const afterTheHold = new Date(Date.now() + 31 * 60 * 1000);
      const [cancels, checkouts] = await Promise.all([
        Promise.all(
          placed.map((answer, i) =>
            app.inject({
              method: 'POST',
              url: `/api/orders/${(answer.json() as { id: number }).id}/cancel/`,
              headers: cancellers[i]?.headers,
            }),
          ),
        ),
        Promise.all(buyers.map((b) => checkout(b.headers, codTotal(second.pricePaise)))),
        releaseAbandonedPayments(db, afterTheHold),
        releaseAbandonedPayments(db, afterTheHold),
      ]);
      const ms = Math.round(performance.now() - start);

      const answers: Record<number, number> = {};
      for (const a of [...cancels, ...checkouts]) answers[a.statusCode] = (answers[a.statusCode] ?? 0) + 1;
      expectedSecond -= checkouts.filter((c) => c.statusCode === 201).length;
      const now = await readStock(db, pair);
      const stockOf = (id: number) => now.find((p) => p.productId === id)?.quantity;
      runs.push({ ms, answers, stockAddsUp: stockOf(first.id) === STOCK && stockOf(second.id) === expectedSecond });
    }

    // A backend reports its deadlocks when it ends or has been idle a while: let the pool close its
    // idle connections (after 10 s) before reading the counter.
    await sleep(12_000);
    const counted = (await db.execute(
      sql`select deadlocks::int as deadlocks from pg_stat_database where datname = current_database()`,
    )) as unknown as { rows: { deadlocks: number }[] };
    const serverErrors = runs.reduce(
      (sum, r) => sum + Object.entries(r.answers).reduce((n, [code, k]) => n + (Number(code) >= 500 ? k : 0), 0),
      0,
    );
    const deadlocks = counted.rows[0]?.deadlocks ?? null;
    const stockAddsUpEveryRun = runs.every((r) => r.stockAddsUp);
    return {
      pass: deadlocks === 0 && serverErrors === 0 && stockAddsUpEveryRun,
      engine: 'postgres',
      runs: RUNS,
      perRun: { cancels: CONTENDERS, checkouts: CONTENDERS, unpaidOrdersSwept: UNPAID, sweepers: 2 },
      deadlocksDetectedByPostgres: deadlocks,
      serverErrors,
      stockAddsUpEveryRun,
      msPerRun: runs.map((r) => r.ms),
      answers: runs.map((r) => r.answers),
    };
  } finally {
    await app.close();
    await drop();
  }
}
