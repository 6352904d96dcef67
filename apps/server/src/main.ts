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
await database.migrate();
if (config.seed === 'auto') await seedSampleDataIfEmpty(database.db);

const app = await buildApp({ config, db: database.db });
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
const backgroundWork = await startBackgroundWork({
  db: database.db,
  engine: database.engine,
  databaseUrl: config.databaseUrl,
  config,
  delivery,
  log: app.log,
});
// `npm run admin -- backup` asks this process, the data directory's one writer, for a consistent copy.
const backups = database.snapshot ? await serveBackups(config.dataDir, database.snapshot, app.log) : undefined;
if (!config.smtpUrl) app.log.info('SMTP_URL is not set: e-mails stay in the outbox for staff to read');
const payments = paymentsStartupMessage(config.payments);
app.log[payments.level](payments.message);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
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

await app.listen({ port: config.port, host: config.host });
