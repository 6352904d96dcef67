import { type Database, migrationsCurrent } from '../../db/client.js';
import { joinedWhileRunning } from '../../lib/joined-while-running.js';
import type { CatalogCache } from '../catalog/catalog.cache.js';

/**
 * Where the process is in its life, for a load balancer: `starting` until the database is migrated
 * and the product index built, `serving` until SIGTERM, then `stopping` while it finishes the
 * requests it has (docs/decisions/034-operations.md).
 */
export type Phase = 'starting' | 'serving' | 'stopping';

/** What each check found: `ok`, or what is wrong in a few words. */
export type CheckResults = Record<string, string>;

export interface ReadinessAnswer {
  ready: boolean;
  status: Phase;
  /** While starting, the step under way; once serving, each check's result. */
  checks: CheckResults;
}

/** Load balancers ask every second or two; the checks run at most once a second per process. */
const CHECKS_KEPT_MS = 1000;
/** A check that takes longer than this counts as failed: the balancer should not wait on a stuck database. */
const CHECK_ANSWER_MS = 2000;

export class Readiness {
  private current: Phase;
  private step = 'starting';
  private kept: { at: number; results: Promise<CheckResults> } | undefined;
  private readonly advisory: Set<string>;
  private readonly checks: () => Promise<CheckResults>;

  /**
   * `checks` runs each check and answers its results; readiness is each of them `ok`, except
   * those listed in `advisory`, which are reported but never take the process out of service.
   */
  constructor(checks: () => Promise<CheckResults>, options: { phase?: Phase; advisory?: readonly string[] } = {}) {
    // A check still under way (a database that does not answer) is waited on again, not joined by
    // one more every second.
    this.checks = joinedWhileRunning(checks);
    this.current = options.phase ?? 'serving';
    this.advisory = new Set(options.advisory);
  }

  get phase(): Phase {
    return this.current;
  }

  /** Names the start-up step under way, shown by /readyz while the process starts. */
  starting(step: string): void {
    this.step = step;
  }

  serving(): void {
    this.current = 'serving';
  }

  stopping(): void {
    this.current = 'stopping';
  }

  async answer(): Promise<ReadinessAnswer> {
    if (this.current === 'starting') return { ready: false, status: 'starting', checks: { startup: this.step } };
    if (this.current === 'stopping') return { ready: false, status: 'stopping', checks: {} };
    const checks = await this.latestResults();
    const ready = Object.entries(checks).every(([name, result]) => result === 'ok' || this.advisory.has(name));
    return { ready, status: 'serving', checks };
  }

  private latestResults(): Promise<CheckResults> {
    const now = Date.now();
    if (!this.kept || now - this.kept.at >= CHECKS_KEPT_MS) {
      this.kept = { at: now, results: withDeadline(this.checks()) };
    }
    return this.kept.results;
  }
}

function withDeadline(results: Promise<CheckResults>): Promise<CheckResults> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResults>((resolve) => {
    timer = setTimeout(() => resolve({ database: `no answer within ${CHECK_ANSWER_MS / 1000} s` }), CHECK_ANSWER_MS);
  });
  return Promise.race([results, late]).finally(() => clearTimeout(timer));
}

/** Reported by /readyz but never taken out of service for: without Redis each process counts its own limits. */
export const ADVISORY_CHECKS = ['redis'] as const;

/**
 * The shop's checks: the database answers and has every migration of this build, the product index
 * is built, and Redis (when configured) answers.
 */
export function shopChecks(
  db: Database,
  catalogCache: Pick<CatalogCache, 'hasProductIndex'>,
  sharedCounting: () => 'off' | 'redis' | 'down',
): () => Promise<CheckResults> {
  return async () => {
    const migrations = await migrationsCurrent(db).then(
      (current) => (current ? 'ok' : 'behind this build'),
      () => undefined,
    );
    const redis = { off: 'not configured', redis: 'ok', down: 'does not answer: rate limits count per process' };
    return {
      database: migrations === undefined ? 'does not answer' : 'ok',
      migrations: migrations ?? 'unknown',
      productIndex: catalogCache.hasProductIndex ? 'ok' : 'not built',
      redis: redis[sharedCounting()],
    };
  };
}
