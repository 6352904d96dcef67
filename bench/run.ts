// `npm run bench [-- throughput|weight|start|memory|auth|checkout|checkout-rate|deadlock|faults|cluster|search|search-http|relevance|bom|search-engines|lighthouse|first-product]`: runs the benchmarks and writes bench/results/*.json.
// PostgreSQL figures need BENCH_DATABASE_URL (a database the run may fill, e.g. postgres://postgres@127.0.0.1:5432/bench)
// and BENCH_POSTGRES_SERVER_URL (a server where the checkout race may create a scratch database);
// the cluster also needs BENCH_REDIS_URL (e.g. redis://127.0.0.1:6379; it deletes the keys it wrote).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCluster } from '../apps/server/src/testing/cluster.js';
import { authBench } from './auth.js';
import { bomMatching } from './bom.js';
import { catalogThroughput } from './catalog-throughput.js';
import { checkoutRace } from './checkout.js';
import { checkoutThroughput } from './checkout-throughput.js';
import { coldStart } from './cold-start.js';
import { deadlockRace } from './deadlock.js';
import { killUnderLoad, twoProcesses } from './faults.js';
import { timeToFirstProduct } from './first-product.js';
import { lighthouse, lighthouseSignedInCheckout } from './lighthouse.js';
import { initialJavaScript } from './page-weight.js';
import { relevance } from './relevance.js';
import { searchLatency } from './search.js';
import { searchEngines } from './search-engines.js';
import { searchOverHttp } from './search-http.js';
import { serverMemory } from './server-memory.js';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
const only = process.argv[2];

function save(name: string, data: unknown) {
  writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  console.log(name, JSON.stringify(data, null, 2));
}

async function startShop(port: number): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmpdir(), `mb-bench-lh-${Date.now()}`),
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/categories/`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('shop did not start');
}

if (!only || only === 'weight') save('page-weight', initialJavaScript(path.join(root, 'apps/web/dist')));

if (!only || only === 'throughput') {
  save('throughput-pglite', await catalogThroughput('pglite'));
  if (process.env.BENCH_DATABASE_URL)
    save('throughput-postgres', await catalogThroughput('postgres', process.env.BENCH_DATABASE_URL));
}

// The built server (`npm run build` first), as `npm start` runs it.
if (!only || only === 'start') {
  guard('start-pglite', await coldStart('pglite'));
  const server = process.env.BENCH_POSTGRES_SERVER_URL;
  if (server) guard('start-postgres', await coldStart('postgres', server));
}

if (!only || only === 'memory') {
  save('memory-pglite', await serverMemory('pglite'));
  const server = process.env.BENCH_POSTGRES_SERVER_URL;
  if (server) save('memory-postgres', await serverMemory('postgres', server));
}

if (!only || only === 'auth') save('auth', await authBench());

if (!only || only === 'checkout') {
  save('checkout-pglite', await checkoutRace('pglite'));
  // A server to create a scratch database on (the run drops it afterwards).
  const server = process.env.BENCH_POSTGRES_SERVER_URL;
  if (server) save('checkout-postgres', await checkoutRace('postgres', server));
}

// Unrelated checkouts at once: PostgreSQL only (the embedded engine runs one transaction at a time).
if (!only || only === 'checkout-rate') {
  const server = process.env.BENCH_POSTGRES_SERVER_URL;
  if (server) save('checkout-rate-postgres', await checkoutThroughput(server));
  else console.log('checkout-rate: skipped, it needs BENCH_POSTGRES_SERVER_URL');
}

/** A bench that guards a promise (no deadlock, no lost order): the run fails when it is broken. */
function guard(name: string, result: { pass: boolean }) {
  save(name, result);
  if (!result.pass) {
    console.error(`${name}: FAILED`);
    process.exitCode = 1;
  }
}

// Checkout against cancel and the sweeper: PostgreSQL only (the embedded engine runs one transaction at a time).
if (!only || only === 'deadlock') {
  const server = process.env.BENCH_POSTGRES_SERVER_URL;
  if (server) guard('deadlock-postgres', await deadlockRace(server));
  else console.log('deadlock: skipped, it needs BENCH_POSTGRES_SERVER_URL');
}

if (!only || only === 'faults') {
  guard('faults-kill-pglite', await killUnderLoad());
  const server = process.env.BENCH_POSTGRES_SERVER_URL;
  if (server) guard('faults-two-processes-postgres', await twoProcesses(server));
  else console.log('faults: two processes skipped, it needs BENCH_POSTGRES_SERVER_URL');
}

// The cluster test's run (apps/server/src/cluster/cluster.test.ts), its figures saved: three
// processes from the sources behind a round-robin proxy for 30 s, one killed part-way.
if (!only || only === 'cluster') {
  const server = process.env.BENCH_POSTGRES_SERVER_URL;
  const redis = process.env.BENCH_REDIS_URL;
  if (server && redis)
    save('cluster-postgres', await runCluster({ postgresUrl: server, redisUrl: redis, seconds: 30 }));
  else console.log('cluster: skipped, it needs BENCH_POSTGRES_SERVER_URL and BENCH_REDIS_URL');
}

if (!only || only === 'search') {
  const server = process.env.BENCH_POSTGRES_SERVER_URL;
  for (const size of [10_000, 100_000]) {
    save(`search-pglite-${size}`, await searchLatency('pglite', size));
    if (server) save(`search-postgres-${size}`, await searchLatency('postgres', size, server));
  }
}

// The built server (`npm run build` first) answering searches and suggestions over HTTP at 10k products.
if (!only || only === 'search-http') {
  save('search-http-pglite', await searchOverHttp('pglite'));
  const server = process.env.BENCH_POSTGRES_SERVER_URL;
  if (server) save('search-http-postgres', await searchOverHttp('postgres', server));
}

if (!only || only === 'relevance') save('relevance', await relevance());

// Parts lists matched to the catalogue, judged by bench/bom-lists/judged.ts.
if (!only || only === 'bom') guard('bom', await bomMatching());

// Our text index against MiniSearch and Orama: relevance, build, heap and latency at 10k and 100k products.
if (!only || only === 'search-engines') await searchEngines((part, data) => save(`search-engines-${part}`, data));

if (!only || only === 'lighthouse') {
  const shop = await startShop(4410);
  try {
    const pages = await lighthouse('http://127.0.0.1:4410', [
      '/',
      '/category/arduino',
      '/search?q=sensor',
      '/product/arduino-uno-r3',
      // The shop has no cart page (the cart is a drawer): checkout is the light shell's page. A guest
      // is sent from it to sign in; a customer with a part in the cart sees it.
      '/checkout',
    ]);
    const cpuSlowdown = pages[0]?.calibration.cpuSlowdown ?? 4;
    save('lighthouse', [...pages, await lighthouseSignedInCheckout('http://127.0.0.1:4410', cpuSlowdown)]);
  } finally {
    shop.kill();
  }
}

if (!only || only === 'first-product') {
  const shop = await startShop(4411);
  try {
    save('first-product', await timeToFirstProduct('http://127.0.0.1:4411', ['/', '/category/arduino']));
  } finally {
    shop.kill();
  }
}
