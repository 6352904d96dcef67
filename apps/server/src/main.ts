import path from 'node:path';
import { buildApp } from './app.js';
import { type Config, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock.js';
import { sendBackInStockNotices } from './modules/back-in-stock/back-in-stock.service.js';
import { smtpMailer, startOutboxWorker } from './modules/email/outbox.worker.js';
import { taxDocumentAttachment } from './modules/invoices/invoice-attachments.js';
import { sendReviewReminders } from './modules/notifications/notifications.service.js';
import { releaseAbandonedPayments } from './modules/orders/orders.service.js';
import { tellStaffOfRefundsDue } from './modules/orders/refunds-due.service.js';
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
const stopOutbox = config.smtpUrl
  ? startOutboxWorker({
      db: database.db,
      mailer: smtpMailer(config.smtpUrl),
      from: config.mailFrom,
      log: app.log,
      attachmentSource: taxDocumentAttachment(database.db),
    })
  : undefined;
if (!stopOutbox) app.log.info('SMTP_URL is not set: e-mails stay in the outbox for staff to read');
// Online orders hold their stock for 30 minutes; this puts unpaid (or wrongly paid) ones back on sale.
// Then the staff who refund hear of each refund that became due, and each morning of overdue ones.
const paymentSweeper = setInterval(() => {
  releaseAbandonedPayments(database.db, config.publicUrl)
    .then((released) => {
      if (released > 0) app.log.info({ released }, 'cancelled online orders left unpaid and put their stock back');
    })
    .catch((error) => app.log.error({ err: error }, 'releasing abandoned payments failed'))
    .then(() => tellStaffOfRefundsDue(database.db, config.publicUrl))
    .catch((error) => app.log.error({ err: error }, 'telling staff of refunds to make failed'));
}, 60_000);
paymentSweeper.unref();
// Reminders are due by the day, so a sweep every few minutes is on time.
const reviewReminderSweeper = setInterval(() => {
  sendReviewReminders(database.db, config.publicUrl).catch((error) =>
    app.log.error({ err: error }, 'sending review reminders failed'),
  );
}, 5 * 60_000);
reviewReminderSweeper.unref();
// A part back on the shelf is told at once by the request that filled it; stock that came back in
// another process, or by the unpaid-order sweep, is found here.
const backInStockSweeper = setInterval(() => {
  sendBackInStockNotices(database.db, config.publicUrl)
    .then((told) => {
      if (told > 0) app.log.info({ told }, 'told customers a part they waited for is back in stock');
    })
    .catch((error) => app.log.error({ err: error }, 'sending back-in-stock notices failed'));
}, 30_000);
backInStockSweeper.unref();
const payments = paymentsStartupMessage(config.payments);
app.log[payments.level](payments.message);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  stopOutbox?.();
  clearInterval(paymentSweeper);
  clearInterval(reviewReminderSweeper);
  clearInterval(backInStockSweeper);
  await app.close();
  await database.close();
  await dataDirLock?.release();
  process.exit(0);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
