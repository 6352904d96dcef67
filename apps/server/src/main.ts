import path from 'node:path';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { smtpMailer, startOutboxWorker } from './modules/email/outbox.worker.js';
import { releaseAbandonedPayments } from './modules/orders/orders.service.js';
import { seedSampleDataIfEmpty } from './seed/seed-sample-data.js';

const config = loadConfig();
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
const stopOutbox = config.smtpUrl
  ? startOutboxWorker({ db: database.db, mailer: smtpMailer(config.smtpUrl), from: config.mailFrom, log: app.log })
  : undefined;
if (!stopOutbox) app.log.info('SMTP_URL is not set: e-mails stay in the outbox for staff to read');
// Online orders hold their stock for 30 minutes; this puts unpaid ones back on sale.
const paymentSweeper = setInterval(() => {
  releaseAbandonedPayments(database.db).catch((error) =>
    app.log.error({ err: error }, 'releasing abandoned payments failed'),
  );
}, 60_000);
paymentSweeper.unref();
if (config.payments.provider === 'test')
  app.log.info('Razorpay keys are not set: online payments use the built-in test gateway');

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopOutbox?.();
  clearInterval(paymentSweeper);
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
