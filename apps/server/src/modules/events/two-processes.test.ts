import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, inArray, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { orders } from '../../db/schema/commerce.js';
import { domainEvents, eventDeliveries } from '../../db/schema/events.js';
import { taxDocuments } from '../../db/schema/invoices.js';
import { notifications } from '../../db/schema/notifications.js';
import { outbox } from '../../db/schema/outbox.js';
import { stockMovements } from '../../db/schema/stock.js';
import { users } from '../../db/schema/users.js';
import { EVENT_SUBSCRIBERS } from '../../event-subscribers.js';
import { seedSampleData } from '../../seed/seed-sample-data.js';
import { customersWithCart, productBySlug, type ReadyCustomer } from '../../testing/customers.js';
import { setStockOf } from '../../testing/stock.js';
import { openTestDatabase } from '../../testing/test-app.js';

// Two real server processes sharing one PostgreSQL database and its job queue
// (docs/decisions/025-domain-events.md); PostgreSQL only, like the other multi-process tests.
const SERVER_URL = process.env.TEST_DATABASE_URL;
const SECRET = 'two-processes-test-secret-long-enough-for-hs256';
const SLUG = 'arduino-nano-every';
const MAIN = path.resolve(import.meta.dirname, '../../main.ts');

interface Server {
  child: ChildProcess;
  base: string;
}

let db: Database;
let databaseUrl: string;
let drop: () => Promise<void>;
let dataDir: string;
let productId: number;
const servers: Server[] = [];

function startServer(name: string): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      JWT_SECRET: SECRET,
      SEED: 'never',
      DATA_DIR: path.join(dataDir, name),
      WEB_DIST: '/nonexistent',
      PUBLIC_URL: 'http://shop.test',
      TRUST_PROXY: '127.0.0.1',
      PAYMENTS: 'off',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // It listens before it is ready (/readyz answers 503 meanwhile): used once it says it serves.
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening?.[1] && output.includes('"msg":"ready: serving the shop"')) resolve({ child, base: listening[1] });
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => reject(new Error(`server ${name} exited with ${code}: ${output.slice(-2000)}`)));
  });
}

async function readyCustomers(count: number): Promise<ReadyCustomer[]> {
  const customers = await customersWithCart(db, SECRET, count, [productId]);
  // The shop e-mails verified addresses only.
  await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(
      inArray(
        users.id,
        customers.map((c) => c.userId),
      ),
    );
  return customers;
}

/** Checks out one customer's cart (one Nano Every, ₹ price + COD fee as the server computes) on a server. */
async function checkout(server: Server, customer: ReadyCustomer, totalRupees: number): Promise<number> {
  const answer = await fetch(`${server.base}/api/orders/`, {
    method: 'POST',
    headers: {
      ...customer.headers,
      'content-type': 'application/json',
      'x-forwarded-for': `10.9.${Math.floor(customer.userId / 250) % 250}.${customer.userId % 250}`,
    },
    body: JSON.stringify({
      shipping_address: '14 Church Street, Bengaluru 560001',
      phone_number: '9845012345',
      payment_method: 'cod',
      total_amount: totalRupees,
    }),
  });
  return answer.status;
}

/** What the orders of these customers caused, counted: each must be exactly once per order. */
async function effectsOf(userIds: number[]) {
  const placed = await db.select({ id: orders.id }).from(orders).where(inArray(orders.userId, userIds));
  const orderIds = placed.map((o) => o.id);
  const count = sql<number>`count(*)::int`;
  const events = await db
    .select({ id: domainEvents.id, completedAt: domainEvents.completedAt })
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.type, 'order.placed'),
        sql`(${domainEvents.payload}->>'userId')::int in ${userIds.length ? sql`(${sql.join(userIds, sql`, `)})` : sql`(null)`}`,
      ),
    );
  const one = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  return {
    orders: orderIds.length,
    events: events.length,
    openEvents: events.filter((e) => e.completedAt === null).length,
    deliveries: await one(
      db
        .select({ n: count })
        .from(eventDeliveries)
        .where(
          inArray(
            eventDeliveries.eventId,
            events.map((e) => e.id),
          ),
        ),
    ),
    emails: await one(
      db
        .select({ n: count })
        .from(outbox)
        .innerJoin(users, eq(users.email, outbox.to))
        .where(and(inArray(users.id, userIds), eq(outbox.kind, 'order_confirmation'))),
    ),
    notifications: await one(
      db
        .select({ n: count })
        .from(notifications)
        .where(and(inArray(notifications.userId, userIds), like(notifications.actionUrl, '/orders/%'))),
    ),
    invoices: await one(
      db
        .select({ n: count })
        .from(taxDocuments)
        .where(and(inArray(taxDocuments.orderId, orderIds), eq(taxDocuments.kind, 'invoice'))),
    ),
    ledgerRows: await one(
      db
        .select({ n: count })
        .from(stockMovements)
        .where(and(inArray(stockMovements.orderId, orderIds), eq(stockMovements.reason, 'sale'))),
    ),
  };
}

/** Waits until no event of these customers is open (every subscriber has run), or the time is up. */
async function settled(userIds: number[], withinMs: number) {
  const until = Date.now() + withinMs;
  for (;;) {
    const effects = await effectsOf(userIds);
    if (effects.openEvents === 0 || Date.now() > until) return effects;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function exactlyOnce(orderCount: number) {
  return {
    orders: orderCount,
    events: orderCount,
    openEvents: 0,
    deliveries: orderCount * EVENT_SUBSCRIBERS.filter((s) => s.on === 'order.placed').length,
    emails: orderCount,
    notifications: orderCount,
    invoices: orderCount,
    ledgerRows: orderCount,
  };
}

describe.skipIf(!SERVER_URL)('two server processes on one PostgreSQL database', () => {
  let totalRupees: number;
  beforeAll(async () => {
    const opened = await openTestDatabase();
    if (!opened.url) throw new Error('a PostgreSQL test database has a URL');
    db = opened.database.db;
    databaseUrl = opened.url;
    drop = opened.drop;
    dataDir = mkdtempSync(path.join(tmpdir(), 'mb-two-processes-'));
    await seedSampleData(db);
    await setStockOf(db, SLUG, 1000);
    const product = await productBySlug(db, SLUG);
    productId = product.id;
    const pricePaise = product.pricePaise;
    totalRupees = (pricePaise + (pricePaise < 50_000 ? 5_000 : 0)) / 100;
    servers.push(await startServer('a'), await startServer('b'));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL');
    await drop?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes 100 orders across both, and each order’s subscribers run exactly once', async () => {
    const customers = await readyCustomers(100);
    const answers: number[] = [];
    for (let i = 0; i < customers.length; i += 10) {
      answers.push(
        ...(await Promise.all(
          customers
            .slice(i, i + 10)
            .map((customer, j) => checkout(servers[(i + j) % 2] as Server, customer, totalRupees)),
        )),
      );
    }
    expect(answers.filter((status) => status === 201)).toHaveLength(100);
    // Delivered by the process that took each order before it answered.
    expect(await effectsOf(customers.map((c) => c.userId))).toEqual(exactlyOnce(100));
  }, 120_000);

  it('loses and doubles nothing when one process is killed mid-run: the other delivers what it left', async () => {
    const [killed, survivor] = servers as [Server, Server];
    const customers = await readyCustomers(60);
    let sent = 0;
    const answers = await Promise.all(
      customers.map(async (customer, i) => {
        // Spread over a second or so, so the kill lands among requests in flight.
        await new Promise((resolve) => setTimeout(resolve, i * 20));
        sent += 1;
        if (sent === 20) killed.child.kill('SIGKILL');
        return checkout(i % 2 === 0 ? killed : survivor, customer, totalRupees).catch(() => 0);
      }),
    );
    expect(answers.filter((status) => status === 201).length).toBeGreaterThanOrEqual(30);
    const userIds = customers.map((c) => c.userId);
    const effects = await settled(userIds, 60_000);
    expect(effects).toEqual(exactlyOnce(effects.orders));
    const open = await db.select().from(domainEvents).where(isNull(domainEvents.completedAt));
    expect(open).toEqual([]);
  }, 120_000);
});
