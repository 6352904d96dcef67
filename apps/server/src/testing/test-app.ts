import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { type AppConfig, buildApp } from '../app.js';
import { type Database, type DatabaseHandle, openDatabase } from '../db/client.js';
import { EVENT_SUBSCRIBERS } from '../event-subscribers.js';
import { attachEventDelivery } from '../modules/events/event-delivery.js';
import type { PaymentProvider } from '../modules/payment-gateway/payment-provider.js';
import { seedSampleData } from '../seed/seed-sample-data.js';

export const TEST_CONFIG: AppConfig = {
  logLevel: 'silent',
  webDist: '/nonexistent',
  env: 'test',
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  publicUrl: 'http://shop.test',
  redisUrl: undefined,
  // inject() comes from 127.0.0.1: tests act as the proxy and give each customer its own address.
  trustProxy: ['127.0.0.1'],
  payments: { provider: 'test', secret: 'test-gateway-secret-for-the-test-suite', inProduction: false },
};

const databases = new WeakMap<FastifyInstance, Database>();

/** Remembers which database an app of the tests serves, for helpers that read what it wrote (its outbox). */
export function servesDatabase<App extends FastifyInstance>(app: App, db: Database): App {
  databases.set(app, db);
  return app;
}

/** The database an app serves: every app `createTestApp` builds; others are named with `servesDatabase`. */
export function databaseOf(app: FastifyInstance): Database {
  const db = databases.get(app);
  if (!db) throw new Error('this app was not built by createTestApp: name its database with servesDatabase');
  return db;
}

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/** What a failing subscriber logs in tests that call services without an app: nothing, as the apps' silent logs. */
const SILENT_EVENT_LOG = { error() {} };

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or — when TEST_DATABASE_URL
 * names a PostgreSQL server — a new database on it that is dropped afterwards.
 */
export async function openTestDatabase(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ database: DatabaseHandle; url?: string; drop(): Promise<void> }> {
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    attachEventDelivery(database.db, {
      subscribers: EVENT_SUBSCRIBERS,
      shopUrl: TEST_CONFIG.publicUrl,
      log: SILENT_EVENT_LOG,
    });
    return { database, drop: () => database.close() };
  }
  const name = `mb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '', poolSize: 12 });
  await database.migrate();
  attachEventDelivery(database.db, {
    subscribers: EVENT_SUBSCRIBERS,
    shopUrl: TEST_CONFIG.publicUrl,
    log: SILENT_EVENT_LOG,
  });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestAppOptions {
  /** Loads the sample catalogue unless false. */
  seed?: boolean;
  config?: Partial<AppConfig>;
  payments?: PaymentProvider;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const { database, drop } = await openTestDatabase();
  if (options.seed !== false) await seedSampleData(database.db);
  const app = await buildApp({
    config: { ...TEST_CONFIG, ...options.config },
    db: database.db,
    payments: options.payments,
  });
  await app.ready();
  servesDatabase(app, database.db);
  return {
    app,
    database,
    async close() {
      await app.close();
      await drop();
    },
  };
}
