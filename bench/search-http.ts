// Search latency over HTTP (issue 29): the built server as `npm start` runs it, on a catalogue of
// 10,000 generated products, asked the query mix of bench/search.ts as a browser asks it: a
// suggestion for each prefix as the words are typed (the header's box asks at most one per
// keystroke), then the search. Over keep-alive HTTP: one connection sequentially (p50, p99, max),
// then a few connections at once with autocannon (throughput, p99). The shop caches answers by URL,
// so every uncached request carries a parameter no schema reads, making its URL new; the same URLs
// asked again measure the cache. Customers come through a proxy the shop trusts, each with its own
// address, as in production, so the per-address search limit counts each customer's own requests.
// Budget: sequential p99 ≤ 20 ms on PostgreSQL, ≤ 30 ms embedded, suggestions and searches alike.

import { type ChildProcess, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import { percentile, QUERY_MIX } from './search.js';
import { withCatalogueShop } from './server-memory.js';

const PORT = 4531;
const PRODUCTS = 10_000;
const ROUNDS = 20;
const CONNECTIONS = 4;
const CONCURRENT_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const BUDGET_P99_MS = { pglite: 30, postgres: 20 };

type Kind = 'suggest' | 'search';

interface Request {
  kind: Kind;
  path: string;
}

/** The requests of one customer typing each query of the mix: a suggestion per prefix, then the search. */
function typedRequests(): Request[][] {
  return QUERY_MIX.map((qs) => {
    const params = new URLSearchParams(qs);
    const q = params.get('q') ?? '';
    const suggestions: Request[] = [];
    for (let end = 1; end <= q.length; end++) {
      const prefix = q.slice(0, end).trim();
      if (prefix && !q[end - 1]?.match(/\s/)) {
        suggestions.push({ kind: 'suggest', path: `/api/search/suggest/?${new URLSearchParams({ q: prefix })}` });
      }
    }
    return [...suggestions, { kind: 'search', path: `/api/search/?${params}` }];
  });
}

/** Requests sent so far in this run: numbers the URLs the answer cache has not seen. */
let sent = 0;

/** The same request under a URL the answer cache has not seen. */
const uncached = (path: string, n: number) => `${path}&pass=${n}`;

/** A customer's address, as the trusted proxy in front of the shop reports it. */
const customer = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** GETs `path` over the agent's one kept-alive connection; the milliseconds until the whole body came. */
function timedGet(agent: http.Agent, path: string, address: string): Promise<number> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: PORT, path, agent, headers: { 'x-forwarded-for': address } }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) resolve(performance.now() - start);
          else reject(new Error(`${path}: ${response.statusCode}`));
        });
      })
      .on('error', reject);
  });
}

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());

/**
 * The CPU time the shop's process has used so far, in ms (/proc): on a shared machine the latency
 * follows the load, the CPU a request costs much less so. PostgreSQL's own work is not in it.
 */
function cpuMs(child: ChildProcess): number {
  const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime, the 14th and 15th fields of the line, counted after the command's closing parenthesis.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function summary(timings: number[]) {
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: percentile(sorted, 100),
  };
}

/** One connection, one request at a time: `ROUNDS` customers typing the whole mix, each URL new or each URL again. */
async function sequential(shop: ChildProcess, customers: Request[][], cached: boolean) {
  const cpuBefore = cpuMs(shop);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const timings: Record<Kind, number[]> = { suggest: [], search: [] };
  try {
    for (let round = 0; round < ROUNDS; round++) {
      for (const requests of customers) {
        const address = customer(sent);
        for (const { kind, path } of requests) {
          sent++;
          timings[kind].push(await timedGet(agent, cached ? path : uncached(path, sent), address));
        }
      }
    }
  } finally {
    agent.destroy();
  }
  const all = [...timings.suggest, ...timings.search];
  return {
    shopCpuMsPerRequest: Number(((cpuMs(shop) - cpuBefore) / all.length).toFixed(2)),
    all: summary(all),
    suggest: summary(timings.suggest),
    search: summary(timings.search),
  };
}

/** `CONNECTIONS` connections at once over the typed requests, each URL new. */
async function concurrent(shop: ChildProcess, customers: Request[][]) {
  const cpuBefore = cpuMs(shop);
  const requests = customers.flat();
  const result = await autocannon({
    url: `http://127.0.0.1:${PORT}`,
    connections: CONNECTIONS,
    duration: CONCURRENT_SECONDS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          sent++;
          const next = requests[sent % requests.length];
          // A new customer every 16 requests, about one typed query of the mix each.
          return {
            ...request,
            path: uncached(next?.path ?? '/api/search/?q=', sent),
            headers: { ...request.headers, 'x-forwarded-for': customer(Math.floor(sent / 16)) },
          };
        },
      },
    ],
  });
  return {
    connections: CONNECTIONS,
    seconds: CONCURRENT_SECONDS,
    requests: result.requests.total,
    non2xx: result.non2xx,
    perSecond: Math.round(result.requests.average),
    shopCpuMsPerRequest: Number(((cpuMs(shop) - cpuBefore) / result.requests.total).toFixed(2)),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
  };
}

export function searchOverHttp(engine: 'pglite' | 'postgres', serverUrl?: string) {
  return withCatalogueShop(
    { engine, serverUrl, port: PORT, name: 'search-http', env: { TRUST_PROXY: '127.0.0.1' } },
    async (shop) => {
      const customers = typedRequests();
      // Warm-up: the index built and the code paths compiled before anything is timed.
      await sequential(shop.child, customers.slice(0, 4), false);
      const uncachedRun = await sequential(shop.child, customers, false);
      const cachedRun = await sequential(shop.child, customers, true);
      const concurrentRun = await concurrent(shop.child, customers);
      return {
        engine,
        products: PRODUCTS,
        budgetP99Ms: BUDGET_P99_MS[engine],
        sequentialUncached: uncachedRun,
        sequentialCached: cachedRun,
        concurrentUncached: concurrentRun,
        withinBudget: uncachedRun.all.p99Ms <= BUDGET_P99_MS[engine],
      };
    },
  );
}
