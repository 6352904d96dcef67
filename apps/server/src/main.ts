import path from 'node:path';
import { buildApp } from './app.js';
import { startBackgroundWork } from './background-work.js';
import { type Config, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.js';
import { serveBackups } from './db/embedded-backup.js';
import { eventDeliveryOf } from './modules/events/event-delivery.js';
import { paymentsStartupMessage } from './modules/payment-gateway/payment-provider.js';
import { seedSampleDataIfEmpty } from './seed/seed-sample-data.js';

/** A configuration the shop must not run with stops it with one line saying what to fix, not a stack trace. */
function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    process.stderr.write(`MakerBazaar did not start. ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

const config = loadConfigOrExit();

/**
 * The embedded database has one writer: a second process on the same data directory would hand out
 * the same ids and lose writes, so it is refused with the first one's pid.
 */
async function lockDataDirOrExit(dataDir: string) {
  try {
    return await lockDataDir(dataDir, {
      onCompromised(error) {
        process.stderr.write(
          `MakerBazaar stopped: it lost the lock on its data directory ${dataDir} (${error.message}) and another process may be using it.\n`,
        );
        process.exit(1);
      },
    });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    process.stderr.write(`MakerBazaar did not start. ${error.message}\n`);
    process.exit(1);
  }
}

const dataDirLock = config.databaseUrl ? undefined : await lockDataDirOrExit(config.dataDir);
const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });

// Listening before the database is migrated and the index built: meanwhile /readyz answers 503
// with the step under way and every other address 503 "The shop is starting" (decision 034), so a
// load balancer sees a live process that is not ready rather than a refused connection.
const app = await buildApp({ config, db: database.db, starting: true });
await app.listen({ port: config.port, host: config.host });

/**
 * Names the start-up step for /readyz, then lets the event loop answer what has arrived: the
 * embedded engine's queries never wait on I/O, so without this nothing would be answered (not even
 * 503) until start-up is over.
 */
async function startupStep(step: string) {
  app.readiness.starting(step);
  await new Promise((resolve) => setTimeout(resolve, 10));
}

/** Everything between listening and serving; answers the background work and backup socket it started. */
async function startUp() {
  await startupStep('migrating the database');
  await database.migrate();
  if (config.seed === 'auto') {
    await startupStep('loading the sample catalogue');
    await seedSampleDataIfEmpty(database.db);
  }
  await startupStep('building the product index');
  // Built before the first visitor arrives rather than on the first search.
  const indexStart = performance.now();
  await app.catalogCache.productIndex();
  app.log.info(
    { engine: database.engine, productIndexMs: Math.round(performance.now() - indexStart) },
    'database and product index ready',
  );
  const delivery = eventDeliveryOf(database.db);
  if (!delivery) throw new Error('buildApp attaches the event subscribers to its database');
  // Started before the first request: on PostgreSQL this installs the queue's schema, which makes
  // the database hand every event and e-mail written from then on to the queue.
  await startupStep('starting background work');
  const backgroundWork = await startBackgroundWork({
    db: database.db,
    engine: database.engine,
    databaseUrl: config.databaseUrl,
    config,
    delivery,
    log: app.log,
    onTaskRun: app.metrics?.recordTaskRun,
  });
  // `npm run admin -- backup` asks this process, the data directory's one writer, for a consistent copy.
  const backups = database.snapshot ? await serveBackups(config.dataDir, database.snapshot, app.log) : undefined;
  if (!config.smtpUrl) app.log.info('SMTP_URL is not set: e-mails stay in the outbox for staff to read');
  const payments = paymentsStartupMessage(config.payments);
  app.log[payments.level](payments.message);
  return { backgroundWork, backups };
}

let closing = false;
const startup = startUp();

/**
 * Readiness goes false first and stays so for SHUTDOWN_DELAY_MS, while requests are still served,
 * so a load balancer stops sending new ones; then the server stops taking connections, finishes
 * the requests it has, and the background work and the database close after the last of them. A
 * signal during start-up lets start-up finish first (/readyz says starting meanwhile).
 */
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal, shutdownDelayMs: config.shutdownDelayMs }, 'shutting down: /readyz answers 503');
  const { backgroundWork, backups } = await startup;
  app.readiness.stopping();
  await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
  await app.close();
  await backups?.close();
  // After the last request, so every event it recorded is delivered or left to the queue.
  await backgroundWork.stop();
  await database.close();
  await dataDirLock?.release();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

// A failed start-up still ends the process with its error, as before it listened.
await startup;
if (!closing) {
  app.readiness.serving();
  app.log.info('ready: serving the shop');
}
