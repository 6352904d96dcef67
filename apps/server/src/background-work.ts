import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { sendBackInStockNotices } from './modules/back-in-stock/back-in-stock.service.js';
import { sendDueEmails, smtpMailer } from './modules/email/outbox.worker.js';
import { type EventDelivery, eventTasks } from './modules/events/event-delivery.js';
import {
  type JobQueue,
  type JobQueueOptions,
  type Schedule,
  startInProcessQueue,
  startPostgresQueue,
  type Task,
} from './modules/events/job-queue.js';
import { taxDocumentAttachment } from './modules/invoices/invoice-attachments.js';
import { sendReviewReminders } from './modules/notifications/notifications.service.js';
import { releaseAbandonedPayments } from './modules/orders/orders.service.js';
import { recordOverdueRefunds, recordRefundsDue } from './modules/orders/refunds-due.service.js';

export interface BackgroundWorkOptions {
  db: Database;
  engine: 'pglite' | 'postgres';
  config: Pick<Config, 'publicUrl' | 'smtpUrl' | 'mailFrom'>;
  delivery: EventDelivery;
  log: FastifyBaseLogger;
}

/**
 * Every task the server runs besides answering requests, and when: event delivery, the sweeps and
 * e-mail sending, on the job queue so each runs once per cluster however many processes serve
 * (docs/decisions/025-domain-events.md).
 */
export function backgroundWork({ db, engine, config, delivery, log }: BackgroundWorkOptions): JobQueueOptions {
  const shopUrl = config.publicUrl;
  const tasks: Record<string, Task> = {
    ...eventTasks(db, delivery),
    // Online orders hold their stock for 30 minutes; this puts unpaid (or wrongly paid) ones back on sale.
    async release_abandoned_payments() {
      const released = await releaseAbandonedPayments(db);
      if (released > 0) log.info({ released }, 'cancelled online orders left unpaid and put their stock back');
    },
    // Each refund that became due, and each morning's overdue ones, are recorded for the staff who refund to hear of.
    record_refunds_due: () => recordRefundsDue(db),
    record_overdue_refunds: () => recordOverdueRefunds(db),
    send_review_reminders: async () => void (await sendReviewReminders(db, shopUrl)),
    // A part staff restock is told through `stock.restocked`, and one a request of this process put
    // back on the shelf at once; stock that came back in another process, or by the unpaid-order
    // sweep, is found here.
    async send_back_in_stock_notices() {
      const told = await sendBackInStockNotices(db, shopUrl);
      if (told > 0) log.info({ told }, 'told customers a part they waited for is back in stock');
    },
  };
  const schedules: Schedule[] = [
    { task: 'release_abandoned_payments', cron: '* * * * *' },
    { task: 'record_refunds_due', cron: '* * * * *' },
    // From 9:00 India time; each minute after, so a morning the shop was down at 9:00 is not missed.
    { task: 'record_overdue_refunds', cron: '* * * * *' },
    // Reminders are due by the day, so every few minutes is on time.
    { task: 'send_review_reminders', cron: '*/5 * * * *' },
    { task: 'send_back_in_stock_notices', cron: '* * * * *' },
  ];
  if (config.smtpUrl) {
    const mailer = smtpMailer(config.smtpUrl);
    tasks.send_emails = () =>
      sendDueEmails({ db, mailer, from: config.mailFrom, log, attachmentSource: taxDocumentAttachment(db) });
    // A new e-mail wakes the sender on PostgreSQL (migration 0036); this picks up retries, and on
    // the embedded engine every e-mail.
    schedules.push({ task: 'send_emails', cron: '* * * * *' });
  }
  // On PostgreSQL the queue holds a job for each event; the embedded engine looks for open ones.
  if (engine === 'pglite') schedules.push({ task: 'deliver_open_events', cron: '* * * * *' });
  return { tasks, schedules, log };
}

/** Told how each task run ended (the metrics count them); a failed run is still retried as before. */
export type TaskRunListener = (task: string, outcome: 'done' | 'failed') => void;

function toldOfEachRun(tasks: Record<string, Task>, onTaskRun: TaskRunListener): Record<string, Task> {
  return Object.fromEntries(
    Object.entries(tasks).map(([name, task]) => [
      name,
      async (payload: unknown) => {
        try {
          await task(payload);
          onTaskRun(name, 'done');
        } catch (error) {
          onTaskRun(name, 'failed');
          throw error;
        }
      },
    ]),
  );
}

export function startBackgroundWork(
  options: BackgroundWorkOptions & { databaseUrl?: string; onTaskRun?: TaskRunListener },
): Promise<JobQueue> {
  const planned = backgroundWork(options);
  const work = options.onTaskRun ? { ...planned, tasks: toldOfEachRun(planned.tasks, options.onTaskRun) } : planned;
  return options.databaseUrl
    ? startPostgresQueue(options.databaseUrl, work)
    : Promise.resolve(startInProcessQueue(work));
}
