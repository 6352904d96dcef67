import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { startBackgroundWork } from '../../background-work.js';
import { testApp } from '../../testing/app-hooks.js';
import { scrape, series, seriesValue } from '../../testing/metrics.js';
import { createTestApp, openTestDatabase, TEST_CONFIG, type TestContext } from '../../testing/test-app.js';
import { enqueueEmail } from '../email/outbox.service.js';
import { eventDeliveryOf } from '../events/event-delivery.js';

describe('GET /healthz and /readyz', () => {
  const ctx = testApp();

  it('/healthz answers while the process runs, whatever else is wrong', async () => {
    const response = await ctx.app.inject({ url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz is 503 until the product index is built, then 200 with every check ok', async () => {
    const before = await ctx.app.inject({ url: '/readyz' });
    expect(before.statusCode).toBe(503);
    expect(before.json().checks.productIndex).toBe('not built');
    await ctx.app.catalogCache.productIndex();
    // The checks are kept for a second: load balancers asking often cost one query a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await ctx.app.inject({ url: '/readyz' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', productIndex: 'ok', redis: 'not configured' },
    });
  });

  it('are never rate-limited', async () => {
    for (let i = 0; i < 150; i += 1) {
      const [health, ready] = await Promise.all([
        ctx.app.inject({ url: '/healthz', remoteAddress: '10.77.0.1' }),
        ctx.app.inject({ url: '/readyz', remoteAddress: '10.77.0.1' }),
      ]);
      expect([health.statusCode, ready.statusCode]).toEqual([200, 200]);
    }
  });

  it('/readyz says stopping, and stays 503, once shutdown begins; other requests are still served', async () => {
    ctx.app.readiness.stopping();
    const readyz = await ctx.app.inject({ url: '/readyz' });
    expect(readyz.statusCode).toBe(503);
    expect(readyz.json()).toEqual({ status: 'stopping', checks: {} });
    expect((await ctx.app.inject({ url: '/api/categories/' })).statusCode).toBe(200);
  });

  it('are not part of the public API document', async () => {
    const paths = Object.keys((await ctx.app.inject({ url: '/api/openapi.json' })).json().paths);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => /healthz|readyz|metrics/.test(p))).toEqual([]);
  });
});

describe('a shop starting', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    app = await buildApp({ config: TEST_CONFIG, db: opened.database.db, starting: true });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it('answers 503 with the step under way on /readyz, and "starting" everywhere but the probes', async () => {
    app.readiness.starting('building the product index');
    const readyz = await app.inject({ url: '/readyz' });
    expect(readyz.statusCode).toBe(503);
    expect(readyz.json()).toEqual({ status: 'starting', checks: { startup: 'building the product index' } });
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    for (const url of ['/api/categories/', '/', '/products/arduino-uno-r3']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ detail: 'The shop is starting. Please try again in a moment.' });
    }
  });
});

describe('/readyz when a dependency fails', () => {
  it('is 503 naming the database when the database does not answer', async () => {
    const ctx = await createTestApp({ seed: false });
    await ctx.app.catalogCache.productIndex();
    await ctx.database.close();
    const response = await ctx.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().checks).toMatchObject({ database: 'does not answer', migrations: 'unknown' });
    await ctx.app.close();
  });

  it('/metrics is 503, not a partial scrape, when the database does not answer', async () => {
    const ctx = await createTestApp({ seed: false, config: { metrics: { kind: 'open' } } });
    expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    await ctx.database.close();
    const response = await ctx.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ detail: 'The figures could not be read from the database. Please try again.' });
    await ctx.app.close();
  });

  it('stays 200 while Redis is down, and says so: without Redis each process counts its own limits', async () => {
    const ctx = await createTestApp({ seed: false, config: { redisUrl: 'redis://127.0.0.1:1' } });
    await ctx.app.catalogCache.productIndex();
    const response = await ctx.app.inject({ url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json().checks.redis).toBe('does not answer: rate limits count per process');
    await ctx.close();
  });
});

describe('GET /metrics', () => {
  let open: TestContext;
  beforeAll(async () => {
    open = await createTestApp({ config: { metrics: { kind: 'open' } } });
  });
  afterAll(() => open.close());

  it('is 404 unless METRICS=1 or METRICS_TOKEN turns it on', async () => {
    const ctx = await createTestApp({ seed: false });
    const response = await ctx.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toMatch(/makerbazaar_/);
    await ctx.close();
  });

  it('asks for the token when METRICS_TOKEN is set', async () => {
    const token = 'a-metrics-token-of-some-length';
    const ctx = await createTestApp({ seed: false, config: { metrics: { kind: 'token', token } } });
    for (const authorization of [undefined, 'Bearer wrong-token', `Basic ${token}`, token]) {
      const response = await ctx.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
    }
    const families = await scrape(ctx.app, { authorization: `Bearer ${token}` });
    expect(series(families, 'nodejs_heap_size_used_bytes')).toBeDefined();
    await ctx.close();
  });

  it('counts requests by route pattern and method, and errors by class', async () => {
    const { app } = open;
    const route = { method: 'GET', route: '/api/products/:id/' };
    const before = await scrape(app);
    const slugs = ['arduino-uno-r3', 'no-such-part-1', 'no-such-part-2'];
    for (const slug of slugs) await app.inject({ url: `/api/products/${slug}/` });
    const after = await scrape(app);
    const answered = (families: typeof before, status: string) =>
      seriesValue(families, 'makerbazaar_http_request_duration_seconds_count', { ...route, status_code: status });
    expect(answered(after, '200') - answered(before, '200')).toBe(1);
    expect(answered(after, '404') - answered(before, '404')).toBe(2);
    const errors = (families: typeof before) =>
      seriesValue(families, 'makerbazaar_http_errors_total', { class: '4xx', route: route.route });
    expect(errors(after) - errors(before)).toBe(2);
    const raw = series(after, 'makerbazaar_http_request_duration_seconds_count', {
      route: '/api/products/no-such-part-1/',
    });
    expect(raw).toBeUndefined();
  });

  it('times each product index build', async () => {
    const before = seriesValue(await scrape(open.app), 'makerbazaar_product_index_build_seconds_count');
    await open.app.catalogCache.productIndex();
    const after = await scrape(open.app);
    expect(seriesValue(after, 'makerbazaar_product_index_build_seconds_count')).toBe(before + 1);
    expect(seriesValue(after, 'makerbazaar_product_index_build_seconds_sum')).toBeGreaterThan(0);
  });

  it('reads the outbox and the open events when scraped', async () => {
    const { app, database } = open;
    const before = await scrape(app);
    await enqueueEmail(database.db, { to: 'asha@example.in', subject: 'Hello', text: 'Hello', kind: 'welcome' });
    const after = await scrape(app);
    expect(seriesValue(after, 'makerbazaar_email_outbox_unsent')).toBe(
      seriesValue(before, 'makerbazaar_email_outbox_unsent') + 1,
    );
    expect(seriesValue(after, 'makerbazaar_email_outbox_oldest_unsent_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(series(after, 'makerbazaar_email_outbox_given_up')).toBeDefined();
    expect(series(after, 'makerbazaar_events_open')).toBeDefined();
    expect(series(after, 'makerbazaar_events_oldest_open_age_seconds')).toBeDefined();
  });

  it('counts background task runs, the unpaid-order sweep among them', async () => {
    const { app, database } = open;
    const delivery = eventDeliveryOf(database.db);
    if (!delivery || !app.metrics) throw new Error('the app serves metrics and delivers events');
    // The in-process queue runs every every-minute task as it starts; stop() waits for them.
    const work = await startBackgroundWork({
      db: database.db,
      engine: 'pglite',
      config: { publicUrl: TEST_CONFIG.publicUrl, smtpUrl: undefined, mailFrom: 'shop@example.in' },
      delivery,
      log: app.log,
      onTaskRun: app.metrics.recordTaskRun,
    });
    await work.stop();
    const families = await scrape(app);
    const runs = (task: string) =>
      seriesValue(families, 'makerbazaar_background_task_runs_total', { task, outcome: 'done' }) +
      seriesValue(families, 'makerbazaar_background_task_runs_total', { task, outcome: 'failed' });
    expect(runs('release_abandoned_payments')).toBe(1);
    expect(runs('send_back_in_stock_notices')).toBe(1);
  });

  it('has the process figures: heap, event-loop lag', async () => {
    const families = await scrape(open.app);
    for (const name of ['nodejs_heap_size_used_bytes', 'nodejs_eventloop_lag_seconds', 'process_cpu_seconds_total']) {
      expect(series(families, name), name).toBeDefined();
    }
  });
});

describe('request ids', () => {
  const lines: { reqId?: string; msg?: string; statusCode?: number }[] = [];
  let app: Awaited<ReturnType<typeof buildApp>>;
  let untrusting: Awaited<ReturnType<typeof buildApp>>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
    // inject() comes from 127.0.0.1, which TEST_CONFIG trusts as the proxy.
    app = await buildApp({ config: { ...TEST_CONFIG, logLevel: 'info' }, db: opened.database.db, logStream });
    untrusting = await buildApp({ config: { ...TEST_CONFIG, trustProxy: false }, db: opened.database.db });
  });
  afterAll(async () => {
    await app.close();
    await untrusting.close();
    await drop();
  });

  it('answers each request with a new id in X-Request-Id, and logs one JSON line carrying it', async () => {
    const first = await app.inject({ url: '/api/categories/' });
    const second = await app.inject({ url: '/api/categories/' });
    const id = first.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(id);
    expect(lines.filter((line) => line.reqId === id)).toEqual([
      expect.objectContaining({ msg: expect.stringMatching(/^GET \/api\/categories\/ 200 \d+ ms$/), statusCode: 200 }),
    ]);
  });

  it('keeps the id a trusted proxy sent when it is a short safe token', async () => {
    const response = await app.inject({ url: '/api/categories/', headers: { 'x-request-id': 'lb-7f3a.42:9' } });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42:9');
    expect(lines.some((line) => line.reqId === 'lb-7f3a.42:9' && line.statusCode === 200)).toBe(true);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with a line break', 'abc\ndef'],
    ['with spaces and quotes', 'a "b" c'],
    ['empty', ''],
  ])('replaces one that is %s', async (_what, hostile) => {
    const response = await app.inject({ url: '/healthz', headers: { 'x-request-id': hostile } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('replaces one sent by a client no proxy setting trusts', async () => {
    const response = await untrusting.inject({ url: '/healthz', headers: { 'x-request-id': 'lb-7f3a' } });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
