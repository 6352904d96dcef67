// Faults a real shop meets, with real server processes (node --import tsx apps/server/src/main.ts):
//   twoProcesses   two shop processes on one PostgreSQL take checkouts at once: no oversell, and
//                  every order a customer was told about (201) exists.
//   killUnderLoad  the embedded engine is killed with SIGKILL while checkouts run, then restarted on
//                  the same DATA_DIR (taking over the dead process's lock): every order answered 201
//                  before the kill is still there, and the stock adds up.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.js';
import { readStock, setStock } from '../apps/server/src/modules/stock/stock.service.js';
import { seedSampleData } from '../apps/server/src/seed/seed-sample-data.js';
import { CHECKOUT_BODY, codTotal } from '../apps/server/src/testing/checkout-request.js';
import { customersWithCart, productBySlug, type ReadyCustomer } from '../apps/server/src/testing/customers.js';
import { type Acknowledged, ordersFound, unitsSold } from '../apps/server/src/testing/order-audit.js';
import { openTestDatabase } from '../apps/server/src/testing/test-app.js';

const root = path.resolve(import.meta.dirname, '..');
const JWT_SECRET = 'bench-faults-secret-long-enough-for-hs256';
const SLUG = 'arduino-uno-r3';

/** One shop process, resolved once it answers; `ms` is how long that took. */
async function startShop(port: number, env: Record<string, string>): Promise<{ child: ChildProcess; ms: number }> {
  const start = performance.now();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED: 'never',
    JWT_SECRET,
    ...env,
  };
  // Without a URL of its own the shop runs the embedded engine in DATA_DIR.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (!exited && performance.now() - start < 180_000) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/categories/`)).ok) {
        return { child, ms: Math.round(performance.now() - start) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the shop on port ${port} did not start`);
}

function stopShop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

/**
 * Customers check out (one order each) through `workers` connections, spread over the given
 * ports, until they run out or `stop()` says so. An order is acknowledged by 201, or by 200 when an
 * earlier attempt whose answer was lost had made it (same Idempotency-Key). Answers that never
 * came (the process died) count as `lost`.
 */
async function checkoutLoad(
  customers: ReadyCustomer[],
  ports: number[],
  totalAmount: number,
  workers: number,
  stop: (acknowledgedSoFar: number) => boolean = () => false,
) {
  const acknowledged: Acknowledged[] = [];
  /** Per port, how many of each answer. */
  const answers: Record<number, Record<string, number>> = {};
  let next = 0;
  async function worker(lane: number) {
    while (!stop(acknowledged.length)) {
      const customer = customers[next++];
      if (!customer) return;
      const port = ports[lane % ports.length] ?? 0;
      let outcome: string;
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/orders/`, {
          method: 'POST',
          headers: {
            ...customer.headers,
            'content-type': 'application/json',
            'idempotency-key': `faults-${customer.userId}`,
          },
          body: JSON.stringify({ ...CHECKOUT_BODY, total_amount: totalAmount }),
        });
        outcome = String(res.status);
        if (res.status === 201 || res.status === 200) {
          const order = (await res.json()) as { id: number; order_number: string };
          acknowledged.push({ userId: customer.userId, id: order.id, orderNumber: order.order_number });
        }
      } catch {
        outcome = 'lost';
      }
      const tally = answers[port] ?? {};
      tally[outcome] = (tally[outcome] ?? 0) + 1;
      answers[port] = tally;
    }
  }
  await Promise.all(Array.from({ length: workers }, (_, lane) => worker(lane)));
  return { acknowledged, answers };
}

const PROCESSES_STOCK = 60;
const PROCESSES_CUSTOMERS = 400;

export async function twoProcesses(serverUrl: string) {
  const { database, drop } = await openTestDatabase(serverUrl);
  const db = database.db;
  const shops: ChildProcess[] = [];
  // Each process keeps its generated secrets apart; the data lives in PostgreSQL.
  const dataDirs = [mkdtempSync(path.join(tmpdir(), 'mb-faults-')), mkdtempSync(path.join(tmpdir(), 'mb-faults-'))];
  try {
    await seedSampleData(db);
    const product = await productBySlug(db, SLUG);
    await setStock(db, [{ productId: product.id, quantity: PROCESSES_STOCK }]);
    const customers = await customersWithCart(db, JWT_SECRET, PROCESSES_CUSTOMERS, [product.id]);
    const named = (await db.execute(sql`select current_database() as name`)) as unknown as {
      rows: { name: string }[];
    };
    const url = new URL(serverUrl);
    url.pathname = `/${named.rows[0]?.name}`;
    const ports = [4471, 4472];
    const started = await Promise.all(
      ports.map((port, i) => startShop(port, { DATABASE_URL: url.toString(), DATA_DIR: dataDirs[i] ?? '' })),
    );
    shops.push(...started.map((s) => s.child));

    const start = performance.now();
    const { acknowledged, answers } = await checkoutLoad(customers, ports, codTotal(product.pricePaise), 50);
    const ms = Math.round(performance.now() - start);
    const [after] = await readStock(db, [product.id]);
    const sold = await unitsSold(db, product.id);
    const found = await ordersFound(db, acknowledged);
    const stockAfter = after?.quantity ?? -1;
    const serverErrors = Object.values(answers).reduce(
      (sum, tally) => sum + Object.entries(tally).reduce((n, [code, k]) => n + (Number(code) >= 500 ? k : 0), 0),
      0,
    );
    const oversold = sold > PROCESSES_STOCK || stockAfter < 0;
    const stockAddsUp = stockAfter + sold === PROCESSES_STOCK;
    return {
      pass: !oversold && stockAddsUp && found === acknowledged.length && serverErrors === 0,
      engine: 'postgres',
      processes: ports.length,
      customers: PROCESSES_CUSTOMERS,
      stock: PROCESSES_STOCK,
      answers,
      acknowledgedOrders: acknowledged.length,
      acknowledgedOrdersFound: found,
      unitsSoldInDatabase: sold,
      stockAfter,
      oversold,
      stockAddsUp,
      ms,
    };
  } finally {
    await Promise.all(shops.map((s) => stopShop(s)));
    await drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }
}

const KILL_ROUNDS = 3;
/** Killed once this many orders are acknowledged, with 16 more checkouts in flight. */
const KILL_AFTER_ORDERS = 40;
const KILL_STOCK = 5_000;
const KILL_CUSTOMERS = 3_000;
const KILL_PORT = 4473;

export async function killUnderLoad() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-kill-'));
  const dbDir = path.join(dataDir, 'db');
  try {
    // Prepared while no server runs: the embedded database has one process at a time.
    const setup = await openDatabase({ dataDir: dbDir });
    await setup.migrate();
    await seedSampleData(setup.db);
    const product = await productBySlug(setup.db, SLUG);
    await setStock(setup.db, [{ productId: product.id, quantity: KILL_STOCK }]);
    const customers = await customersWithCart(setup.db, JWT_SECRET, KILL_CUSTOMERS, [product.id]);
    await setup.close();

    const acknowledged: Acknowledged[] = [];
    const rounds: { startMs: number; answers: Record<string, number> }[] = [];
    let remaining = customers;
    for (let round = 0; round < KILL_ROUNDS; round++) {
      const shop = await startShop(KILL_PORT, { DATA_DIR: dataDir });
      let killed = false;
      const load = await checkoutLoad(remaining, [KILL_PORT], codTotal(product.pricePaise), 16, (acknowledgedSoFar) => {
        if (!killed && acknowledgedSoFar >= KILL_AFTER_ORDERS) {
          killed = true;
          shop.child.kill('SIGKILL');
        }
        return killed;
      });
      await stopShop(shop.child, 'SIGKILL');
      acknowledged.push(...load.acknowledged);
      const served = new Set(load.acknowledged.map((a) => a.userId));
      remaining = remaining.filter((c) => !served.has(c.userId));
      rounds.push({ startMs: shop.ms, answers: load.answers[KILL_PORT] ?? {} });
    }

    // Restarted once more to prove it starts; then checked from the database itself.
    const restart = await startShop(KILL_PORT, { DATA_DIR: dataDir });
    await stopShop(restart.child);
    const check = await openDatabase({ dataDir: dbDir });
    try {
      const [after] = await readStock(check.db, [product.id]);
      const sold = await unitsSold(check.db, product.id);
      const found = await ordersFound(check.db, acknowledged);
      const stockAddsUp = (after?.quantity ?? -1) + sold === KILL_STOCK;
      return {
        pass: found === acknowledged.length && stockAddsUp,
        engine: 'pglite',
        rounds: KILL_ROUNDS,
        killedAfterOrders: KILL_AFTER_ORDERS,
        startMsPerRound: rounds.map((r) => r.startMs),
        restartAfterLastKillMs: restart.ms,
        answersPerRound: rounds.map((r) => r.answers),
        acknowledgedOrders: acknowledged.length,
        acknowledgedOrdersFound: found,
        unitsSoldInDatabase: sold,
        stockAfter: after?.quantity,
        stockAddsUp,
      };
    } finally {
      await check.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
