import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { TaskRunListener } from '../../background-work.js';
import type { Database } from '../../db/client.js';
import { joinedWhileRunning } from '../../lib/joined-while-running.js';
import { outboxBacklog } from '../email/outbox.service.js';
import { openEventBacklog } from '../events/event-delivery.js';

/**
 * The figures GET /metrics serves (names and what to watch: docs/decisions/034-operations.md).
 * Requests are counted by route pattern, never by raw URL, so a crawler cannot make a series per
 * address. Backlogs are read from the database when scraped, which is why no business code path
 * calls in here for them.
 */
export class ShopMetrics {
  readonly registry = new Registry();
  private readonly requestSeconds = new Histogram({
    name: 'makerbazaar_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by route pattern, method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly errors = new Counter({
    name: 'makerbazaar_http_errors_total',
    help: 'Answers with a 4xx or 5xx status, by class and route pattern',
    labelNames: ['class', 'route'] as const,
    registers: [this.registry],
  });
  private readonly taskRuns = new Counter({
    name: 'makerbazaar_background_task_runs_total',
    help: 'Background task runs in this process (event delivery, sweeps, e-mail sending), by task and outcome',
    labelNames: ['task', 'outcome'] as const,
    registers: [this.registry],
  });
  private readonly indexBuildSeconds = new Histogram({
    name: 'makerbazaar_product_index_build_seconds',
    help: 'Time to build the product index from the database (at start, and each rebuild beside the serving one)',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [this.registry],
  });

  constructor(db: Database) {
    collectDefaultMetrics({ register: this.registry });
    // prom-client collects a scrape's gauges at once: those showing parts of one read share it.
    const events = joinedWhileRunning(() => openEventBacklog(db));
    const outbox = joinedWhileRunning(() => outboxBacklog(db));
    this.backlogGauge(
      'makerbazaar_events_open',
      'Domain events some subscriber has still to handle (the event queue depth), shop-wide',
      async () => (await events()).open,
    );
    this.backlogGauge(
      'makerbazaar_events_oldest_open_age_seconds',
      'Age of the oldest domain event still open; 0 when none is',
      async () => (await events()).oldestAgeSeconds,
    );
    this.backlogGauge(
      'makerbazaar_email_outbox_unsent',
      'E-mails waiting to be sent (not yet sent and not given up on), shop-wide',
      async () => (await outbox()).unsent,
    );
    this.backlogGauge(
      'makerbazaar_email_outbox_oldest_unsent_age_seconds',
      'Age of the oldest e-mail waiting to be sent; 0 when none waits',
      async () => (await outbox()).oldestAgeSeconds,
    );
    this.backlogGauge(
      'makerbazaar_email_outbox_given_up',
      'E-mails the sender gave up on after a day of failed attempts, shop-wide',
      async () => (await outbox()).givenUp,
    );
  }

  /** A figure read from the database at each scrape. */
  private backlogGauge(name: string, help: string, read: () => Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }

  /** Counts one answered request; `route` is the route's pattern, absent when no route matched. */
  recordRequest(method: string, route: string | undefined, statusCode: number, seconds: number): void {
    const pattern = route ?? '(no route)';
    this.requestSeconds.observe({ method, route: pattern, status_code: String(statusCode) }, seconds);
    if (statusCode >= 400) this.errors.inc({ class: statusCode >= 500 ? '5xx' : '4xx', route: pattern });
  }

  readonly recordTaskRun: TaskRunListener = (task, outcome) => {
    this.taskRuns.inc({ task, outcome });
  };

  /** Wraps the product index's build so each build is timed. */
  timedIndexBuild<Args extends unknown[], Index>(
    build: (...args: Args) => Promise<Index>,
  ): (...args: Args) => Promise<Index> {
    return async (...args) => {
      const stop = this.indexBuildSeconds.startTimer();
      try {
        return await build(...args);
      } finally {
        stop();
      }
    };
  }
}
