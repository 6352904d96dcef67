// Three shop processes on one PostgreSQL database, one Redis and one S3-compatible store (s3rver,
// in this process), behind a round-robin proxy, under a mixed load for a while, with one process
// killed (SIGKILL) part-way. What happened is returned as a report: the cluster test asserts on it
// (src/cluster/cluster.test.ts) and `npm run bench -- cluster` saves its figures.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { orders } from '../db/schema/commerce.js';
import { stockMovements } from '../db/schema/stock.js';
import { users } from '../db/schema/users.js';
import { addStaff, COMMAND_LINE_ACTOR } from '../modules/staff/staff.service.js';
import { readStock, setStock } from '../modules/stock/stock.service.js';
import { seedSampleData } from '../seed/seed-sample-data.js';
import { CHECKOUT_BODY, codTotal } from './checkout-request.js';
import { customersWithCart, productBySlug, type ReadyCustomer } from './customers.js';
import { type Acknowledged, ordersFound, unitsSold } from './order-audit.js';
import { startOwnS3 } from './own-s3.js';
import { dropRedisKeys, rateLimitStores } from './rate-limit-stores.js';
import { CUT_HEADER, type CutRequest, startRoundRobinProxy, UPSTREAM_HEADER } from './round-robin-proxy.js';
import { type ServerProcess, startServerProcess, stopServerProcess } from './server-process.js';
import { openTestDatabase } from './test-app.js';
import { picture } from './uploads.js';

const JWT_SECRET = 'cluster-test-secret-long-enough-for-hs256';
const PROCESSES = 3;
/** The one killed part-way through the run. */
const KILLED = PROCESSES - 1;
/** Customers race for this product, restocked by 5 at a time. */
const SCARCE_SLUG = 'hc-sr04-ultrasonic-distance-sensor';
const SCARCE_STOCK = 5;
const RESTOCK = 5;
/** Staff raise this product's price; every process must show it within a second. */
const PRICED_SLUG = 'bme280-temperature-humidity-and-pressure-sensor';
/** Staff upload a picture of this product; every process must serve it. */
const PICTURED_SLUG = '830-point-solderless-breadboard';
const BUCKET = 'mb-cluster';
const SEARCHES = ['arduino', 'sensor', 'esp32', 'oled display', 'breadboard', 'servo motor', 'relay'];
const BROWSERS = 3;
const BUYERS = 4;
/** More than the buyers get through in 30 s, so checkouts go on to the end. */
const CUSTOMERS = 1_000;
const SIGN_IN_ATTEMPTS = 21;
/** The catalogue cache reads the shared version at most once a second (decision 002). */
const PRICE_VISIBLE_WITHIN_MS = 1_000;

export interface ClusterOptions {
  /** A PostgreSQL server where the run creates a database of its own and drops it after. */
  postgresUrl: string;
  /** A Redis server; the run writes under a key prefix of its own and deletes its keys after. */
  redisUrl: string;
  /** How long the mixed load runs; one process is killed at 40% of it, then the sign-in limit is tried. */
  seconds: number;
}

/** One change of price and when each process showed it. */
export interface PriceChange {
  price: number;
  /** Per process alive at the time, from the staff's answer to the first request that showed it (-1: never). */
  shownAfterMs: number[];
  /** Requests sent a second or more after the staff's answer that still showed the old price. */
  staleAfterOneSecond: number;
}

export interface ClusterReport {
  processes: number;
  seconds: number;
  /** Requests the clients sent through the proxy, by kind, and the latency of those answered. */
  requests: number;
  requestsByKind: Record<string, number>;
  p50Ms: number;
  p99Ms: number;
  /** 5xx answers a server process made (the proxy's own 502s for cut requests are apart). */
  serverErrors: { status: number; method: string; url: string; upstream: number }[];
  /** Answers other than the ones each kind of request may get (200, 201, 304, 409 for sold out). */
  unexpectedAnswers: { status: number; method: string; url: string; detail: string }[];
  proxyRetries: number;
  cut: CutRequest[];
  /** Requests whose answer never came whole: the proxy closes them when their process dies mid-answer. */
  lostAnswers: number;
  killedProcess: number;
  /** From the start of the load to the exit of the killed process. */
  killedAfterMs: number;
  /** Per process, answers to requests sent once the killed process had exited. */
  answersAfterKill: number[];
  /** Whether each process still alive answers the catalogue at the end. */
  survivorsServeAtEnd: boolean;
  orders: {
    acknowledged: number;
    found: number;
    soldOut: number;
    /** Customers with more than one order: each had one cart and one Idempotency-Key. */
    customersWithSeveralOrders: number;
    initialStock: number;
    restocksAcknowledged: number;
    restocksCut: number;
    /** Units the stock ledger says staff received during the run. */
    unitsReceived: number;
    unitsSold: number;
    stockAfter: number;
  };
  prices: PriceChange[];
  image: {
    /** Whether the upload reached the S3 store. */
    storedOnS3: boolean;
    url: string;
    /** Per process: the answer to GET of the uploaded picture, and whether it held the same bytes. */
    statuses: number[];
    sameBytes: boolean[];
  };
  signIn: { statuses: number[]; upstreams: number[]; refusal: string };
}

interface Answer {
  status: number;
  upstream: number;
  body: string;
}

/** Runs the cluster and returns what it saw; everything it started is stopped and removed. */
export async function runCluster({ postgresUrl, redisUrl, seconds }: ClusterOptions): Promise<ClusterReport> {
  const redis = rateLimitStores(redisUrl).find((store) => store.name === 'redis');
  if (!redis) throw new Error('the cluster needs a Redis URL');
  const workDir = mkdtempSync(path.join(tmpdir(), 'mb-cluster-'));
  const s3 = await startOwnS3(BUCKET);
  const { database, url: databaseUrl, drop } = await openTestDatabase(postgresUrl);
  const db = database.db;
  const servers: ServerProcess[] = [];
  const proxies: { close(): Promise<void> }[] = [];
  try {
    await seedSampleData(db);
    const scarce = await productBySlug(db, SCARCE_SLUG);
    const priced = await productBySlug(db, PRICED_SLUG);
    const pictured = await productBySlug(db, PICTURED_SLUG);
    await setStock(db, [{ productId: scarce.id, quantity: SCARCE_STOCK }]);
    const customers = await customersWithCart(db, JWT_SECRET, CUSTOMERS, [scarce.id]);
    const [staff] = await customersWithCart(db, JWT_SECRET, 1, [priced.id]);
    if (!staff || !databaseUrl) throw new Error('the cluster needs a staff account and a PostgreSQL database');
    // Only a verified address may be made staff.
    const [staffUser] = await db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, staff.userId))
      .returning({ username: users.username });
    await addStaff(db, COMMAND_LINE_ACTOR, { account: staffUser?.username ?? '', roles: ['catalogue'] }, '');

    const env = {
      REDIS_URL: redis.redisUrl ?? '',
      ...s3.env('media'),
    };
    const starts = await Promise.allSettled(
      Array.from({ length: PROCESSES }, (_, i) =>
        startServerProcess(`cluster-${i}`, {
          databaseUrl,
          jwtSecret: JWT_SECRET,
          dataDir: path.join(workDir, `process-${i}`),
          env,
        }),
      ),
    );
    // The ones that started are stopped below even when another did not.
    for (const start of starts) if (start.status === 'fulfilled') servers.push(start.value);
    const failed = starts.find((start) => start.status === 'rejected');
    if (failed) throw failed.reason;
    const proxy = await startRoundRobinProxy(servers.map((server) => server.base));
    proxies.push(proxy);

    const latencies: number[] = [];
    const requestsByKind: Record<string, number> = {};
    const serverErrors: ClusterReport['serverErrors'] = [];
    const unexpectedAnswers: ClusterReport['unexpectedAnswers'] = [];
    let lostAnswers = 0;
    const answersAfterKill = Array.from({ length: PROCESSES }, () => 0);
    let killedAt = Number.POSITIVE_INFINITY;
    const started = Date.now();
    const deadline = started + seconds * 1000;
    const running = () => Date.now() < deadline;

    /** One request through the proxy, counted and timed; `expected` are the answers it may get. */
    async function send(
      kind: string,
      method: string,
      url: string,
      {
        expected = [200],
        headers = {},
        body,
      }: { expected?: number[]; headers?: Record<string, string>; body?: unknown } = {},
    ): Promise<Answer> {
      const json = body !== undefined && !(body instanceof FormData);
      const sentAt = performance.now();
      const afterKill = Date.now() > killedAt;
      requestsByKind[kind] = (requestsByKind[kind] ?? 0) + 1;
      let res: Response;
      let text: string;
      try {
        res = await fetch(`${proxy.url}${url}`, {
          method,
          headers: { ...headers, ...(json ? { 'content-type': 'application/json' } : {}) },
          body: json ? JSON.stringify(body) : (body as FormData | undefined),
        });
        text = await res.text();
      } catch {
        lostAnswers += 1;
        return { status: -1, upstream: -1, body: '' };
      }
      latencies.push(performance.now() - sentAt);
      const cut = res.headers.get(CUT_HEADER) !== null;
      const upstream = Number(res.headers.get(UPSTREAM_HEADER) ?? -1);
      if (!cut && res.status >= 500) serverErrors.push({ status: res.status, method, url, upstream });
      else if (!cut && !expected.includes(res.status)) {
        unexpectedAnswers.push({ status: res.status, method, url, detail: text.slice(0, 300) });
      }
      if (upstream >= 0 && afterKill) answersAfterKill[upstream] = (answersAfterKill[upstream] ?? 0) + 1;
      return { status: cut ? -1 : res.status, upstream, body: text };
    }
    const staffHeaders = staff.headers;
    let visitor = 0;
    /** Each browsing request from an address of its own, as many shoppers are: per-address limits stay out of it. */
    const shopper = () => {
      visitor += 1;
      return { 'x-forwarded-for': `10.77.${(visitor >> 8) & 255}.${visitor & 255}` };
    };

    async function browse() {
      const slugs = [SCARCE_SLUG, PRICED_SLUG, PICTURED_SLUG, 'esp32-development-kit', 'jumper-wire-set-120-pcs-20-cm'];
      for (let i = 0; running(); i++) {
        const pick = i % 4;
        if (pick === 0) await send('browse', 'GET', '/api/categories/', { headers: shopper() });
        else if (pick === 1) await send('browse', 'GET', `/api/products/?page=${(i % 3) + 1}`, { headers: shopper() });
        else if (pick === 2)
          await send('browse', 'GET', `/api/products/${slugs[i % slugs.length]}/`, { headers: shopper() });
        else {
          const q = encodeURIComponent(SEARCHES[i % SEARCHES.length] ?? 'arduino');
          await send('search', 'GET', `/api/search/?q=${q}`, { headers: shopper() });
        }
      }
    }

    const acknowledged: Acknowledged[] = [];
    let soldOut = 0;
    let nextCustomer = 0;
    const total = codTotal(scarce.pricePaise);
    /** Checks out one customer; a request cut by the kill is sent once more with the same Idempotency-Key. */
    async function checkout(customer: ReadyCustomer) {
      const headers = {
        ...customer.headers,
        'idempotency-key': `cluster-${customer.userId}`,
        'x-forwarded-for': `10.78.${(customer.userId >> 8) & 255}.${customer.userId & 255}`,
      };
      const order = () =>
        send('checkout', 'POST', '/api/orders/', {
          expected: [200, 201, 409],
          headers,
          body: { ...CHECKOUT_BODY, total_amount: total },
        });
      let answer = await order();
      if (answer.status === -1) answer = await order();
      if (answer.status === 201 || answer.status === 200) {
        const placed = JSON.parse(answer.body) as { id: number; order_number: string };
        acknowledged.push({ userId: customer.userId, id: placed.id, orderNumber: placed.order_number });
      } else if (answer.status === 409) soldOut += 1;
    }
    async function buy() {
      while (running()) {
        const customer = customers[nextCustomer++];
        if (!customer) return;
        await checkout(customer);
        await sleep(150);
      }
    }

    let restocksAcknowledged = 0;
    let restocksCut = 0;
    const prices: PriceChange[] = [];
    /** Staff: a picture first, then every 1.5 s 5 more of the scarce product, and every third time a new price. */
    async function work() {
      const image = await uploadPicture();
      for (let round = 1; running(); round++) {
        const restock = await send('staff', 'POST', `/api/admin/products/${scarce.id}/stock/`, {
          expected: [201],
          headers: staffHeaders,
          body: { change: RESTOCK, reason: 'received', note: `cluster round ${round}` },
        });
        if (restock.status === 201) restocksAcknowledged += 1;
        if (restock.status === -1) restocksCut += 1;
        if (round % 3 === 0) await changePrice(priced.pricePaise / 100 + round);
        await sleep(1500);
      }
      return image;
    }

    async function changePrice(price: number) {
      const changed = await send('staff', 'PATCH', `/api/admin/products/${priced.id}/`, {
        headers: staffHeaders,
        body: { price },
      });
      if (changed.status !== 200) return;
      const answeredAt = Date.now();
      const seen = await Promise.all(servers.map((server, i) => priceShown(server.base, price, answeredAt, i)));
      const asked = seen.filter((shown) => shown !== undefined);
      prices.push({
        price,
        shownAfterMs: asked.map((shown) => shown.shownAfterMs),
        staleAfterOneSecond: asked.reduce((n, shown) => n + shown.staleAfterOneSecond, 0),
      });
    }

    /**
     * Asks one process directly, every 50 ms, until it shows `price` (or 3 s have passed); undefined
     * for the killed process once it does not answer. Another process that does not answer counts
     * as never showing it.
     */
    async function priceShown(base: string, price: number, answeredAt: number, process: number) {
      let staleAfterOneSecond = 0;
      while (Date.now() - answeredAt < 3_000) {
        const sentAt = Date.now();
        const shown = await fetch(`${base}/api/products/${PRICED_SLUG}/`)
          .then(async (res) => ((await res.json()) as { price: number }).price)
          .catch(() => undefined);
        if (shown === undefined) return process === KILLED ? undefined : { shownAfterMs: -1, staleAfterOneSecond };
        if (shown === price) return { shownAfterMs: sentAt - answeredAt, staleAfterOneSecond };
        if (sentAt - answeredAt >= PRICE_VISIBLE_WITHIN_MS) staleAfterOneSecond += 1;
        await sleep(50);
      }
      return { shownAfterMs: -1, staleAfterOneSecond };
    }

    async function uploadPicture(): Promise<ClusterReport['image']> {
      const png = await picture(640, 480);
      const form = new FormData();
      form.append('images', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cluster-breadboard.png');
      const keysBefore = (await s3.keys()).length;
      const uploaded = await send('staff', 'POST', `/api/admin/products/${pictured.id}/images/`, {
        expected: [201],
        headers: staffHeaders,
        body: form,
      });
      const added =
        uploaded.status === 201 ? (JSON.parse(uploaded.body) as { results: { url: string }[] }).results : [];
      const url = added.at(-1)?.url ?? '';
      const served = await Promise.all(
        servers.map(async (server) => {
          const res = await fetch(`${server.base}${url}`);
          return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()) };
        }),
      );
      const first = served[0]?.bytes ?? Buffer.alloc(0);
      return {
        storedOnS3: (await s3.keys()).length > keysBefore,
        url,
        statuses: served.map((s) => s.status),
        sameBytes: served.map((s) => s.status === 200 && s.bytes.length > 0 && s.bytes.equals(first)),
      };
    }

    /** 21 sign-in attempts from one address through the proxy, so every process alive takes some of them. */
    async function signIn(): Promise<ClusterReport['signIn']> {
      const statuses: number[] = [];
      const upstreams: number[] = [];
      let refusal = '';
      for (let i = 0; i < SIGN_IN_ATTEMPTS; i++) {
        const answer = await send('sign-in', 'POST', '/api/login/', {
          expected: [401, 429],
          headers: { 'x-forwarded-for': '203.0.113.77' },
          body: { username: `cluster-guess-${i}`, password: 'not-the-password' },
        });
        statuses.push(answer.status);
        upstreams.push(answer.upstream);
        if (answer.status === 429) refusal = (JSON.parse(answer.body) as { detail: string }).detail;
      }
      return { statuses, upstreams, refusal };
    }

    // The sign-in attempts start once the killed process is gone: none of them is in flight on it (a
    // cut one may or may not have been counted), and the survivors share them through Redis.
    const killThenSignIn = (async () => {
      await sleep(Math.max(0, started + seconds * 400 - Date.now()));
      await stopServerProcess(servers[KILLED] as ServerProcess, 'SIGKILL');
      killedAt = Date.now();
      return signIn();
    })();
    const [image, signInReport] = await Promise.all([
      work(),
      killThenSignIn,
      ...Array.from({ length: BROWSERS }, browse),
      ...Array.from({ length: BUYERS }, buy),
    ]);

    const survivorsServeAtEnd = (
      await Promise.all(
        servers
          .filter((_, i) => i !== KILLED)
          .map(
            async (server) => (await fetch(`${server.base}/api/categories/`).catch(() => undefined))?.status === 200,
          ),
      )
    ).every(Boolean);
    const [after] = await readStock(db, [scarce.id]);
    const [received] = await db
      .select({ units: sql<number>`coalesce(sum(${stockMovements.change}), 0)::int` })
      .from(stockMovements)
      .where(and(eq(stockMovements.productId, scarce.id), eq(stockMovements.reason, 'received')));
    const several = await db
      .select({ userId: orders.userId })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          customers.map((c) => c.userId),
        ),
      )
      .groupBy(orders.userId)
      .having(sql`count(*) > 1`);
    latencies.sort((a, b) => a - b);
    const percentile = (p: number) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))] ?? 0);
    return {
      processes: PROCESSES,
      seconds,
      requests: latencies.length,
      requestsByKind,
      p50Ms: percentile(0.5),
      p99Ms: percentile(0.99),
      serverErrors,
      unexpectedAnswers,
      proxyRetries: proxy.retries,
      cut: proxy.cut,
      lostAnswers,
      killedProcess: KILLED,
      killedAfterMs: killedAt - started,
      answersAfterKill,
      survivorsServeAtEnd,
      orders: {
        acknowledged: acknowledged.length,
        found: await ordersFound(db, acknowledged),
        soldOut,
        customersWithSeveralOrders: several.length,
        initialStock: SCARCE_STOCK,
        restocksAcknowledged,
        restocksCut,
        unitsReceived: received?.units ?? 0,
        unitsSold: await unitsSold(db, scarce.id),
        stockAfter: after?.quantity ?? -1,
      },
      prices,
      image,
      signIn: signInReport,
    };
  } finally {
    await Promise.all(proxies.map((proxy) => proxy.close()));
    await Promise.all(servers.map((server) => stopServerProcess(server, 'SIGTERM')));
    await drop();
    await dropRedisKeys(redis);
    await s3.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}
