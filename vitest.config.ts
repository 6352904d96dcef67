import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Vitest's default (cores − 1) runs one file at a time on CI's two cores, while test files on the
 * embedded engine spend much of their time waiting on child processes and timers: two at a time
 * took the whole suite from 1,116 s to 736 s there. On one PostgreSQL server files run one at a
 * time: they share its transaction horizon, which the stock change feed's tests read.
 */
const maxWorkers = process.env.TEST_DATABASE_URL ? 1 : Math.max(2, availableParallelism() - 1);

export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web'],
    maxWorkers,
  },
});
