import type { FastifyBaseLogger } from 'fastify';
import { type CronItem, Logger, type ParsedCronItem, parseCronItems, type TaskList } from 'graphile-worker';

/** Work the queue runs by name; a task that throws is run again later. */
export type Task = (payload: unknown) => Promise<void>;

/** A task run on a crontab schedule (minutes, UTC), once per cluster however many processes run. */
export interface Schedule {
  task: string;
  /** `* * * * *` is every minute; `30 3 * * *` is 9:00 in India. */
  cron: string;
}

export interface JobQueueOptions {
  tasks: Record<string, Task>;
  schedules: readonly Schedule[];
  log: FastifyBaseLogger;
}

export interface JobQueue {
  /** Stops taking jobs and waits for those running to finish. */
  stop(): Promise<void>;
}

function cronItems(schedules: readonly Schedule[]): ParsedCronItem[] {
  return parseCronItems(
    schedules.map(
      (s): CronItem => ({ task: s.task, match: s.cron, identifier: s.task, options: { backfillPeriod: 0 } }),
    ),
  );
}

/** graphile-worker's log lines in the server's log; a completed job is debug, not news. */
function workerLogger(log: FastifyBaseLogger): Logger {
  return new Logger((scope) => (level, message, meta) => {
    const line = { queue: scope.label, ...meta };
    if (level === 'error') log.error(line, message);
    else if (level === 'warning') log.warn(line, message);
    else log.debug(line, message);
  });
}

/**
 * The queue on PostgreSQL (docs/decisions/025-domain-events.md): graphile-worker, shared by every
 * server process on the database. Its schema is installed (or brought up to date) here, which is
 * also what makes the database triggers hand events and e-mails to it.
 */
export async function startPostgresQueue(connectionString: string, options: JobQueueOptions): Promise<JobQueue> {
  const { run } = await import('graphile-worker');
  const runner = await run({
    connectionString,
    concurrency: 2,
    noHandleSignals: true,
    logger: workerLogger(options.log),
    taskList: Object.fromEntries(
      Object.entries(options.tasks).map(([name, task]) => [name, (payload: unknown) => task(payload)]),
    ) satisfies TaskList,
    parsedCronItems: cronItems(options.schedules),
  });
  return { stop: () => runner.stop() };
}

const MINUTE_MS = 60_000;

/**
 * The same tasks and schedules in this process, for the embedded engine, where this process is the
 * only one on the database: each schedule runs at the minutes its crontab names (UTC, as on
 * PostgreSQL), a task never twice at once, and a failed run is simply tried at its next minute.
 */
export function startInProcessQueue(options: JobQueueOptions, now: () => Date = () => new Date()): JobQueue {
  const schedules = cronItems(options.schedules);
  const running = new Map<string, Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  function runTask(name: string) {
    const task = options.tasks[name];
    if (!task || running.has(name)) return;
    const run = task({})
      .catch((error: unknown) => options.log.error({ err: error, task: name }, 'a scheduled task failed'))
      .finally(() => running.delete(name));
    running.set(name, run);
  }

  function tick() {
    const at = now();
    const digest = {
      min: at.getUTCMinutes(),
      hour: at.getUTCHours(),
      date: at.getUTCDate(),
      month: at.getUTCMonth() + 1,
      dow: at.getUTCDay(),
    };
    for (const item of schedules) if (item.match(digest)) runTask(item.task);
    timer = setTimeout(tick, MINUTE_MS - (at.getTime() % MINUTE_MS));
    timer.unref();
  }
  tick();
  return {
    async stop() {
      clearTimeout(timer);
      await Promise.all(running.values());
    },
  };
}
