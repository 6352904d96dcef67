// Cold start of the built server: from process spawn to the first 200 of GET /api/categories/, on a
// fresh data directory (the first start creates and migrates the database and loads the sample
// catalogue) and on an existing one (a restart). Embedded engine always; PostgreSQL (a fresh and an
// existing database) when given a server. Budget: < 3 s.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { requireBuiltServer, scratchDatabase, startShop, stopShop } from './shop-process.js';

const PORT = 4520;
const ROUNDS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** `ROUNDS` first starts, each on its own fresh database, each followed by a restart on it. */
async function measure(freshEnv: () => Promise<{ env: Record<string, string>; drop(): Promise<void> }>) {
  const fresh: number[] = [];
  const existing: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const { env, drop } = await freshEnv();
    try {
      const first = await startShop(PORT, env);
      fresh.push(first.readyMs);
      await stopShop(first.child);
      const again = await startShop(PORT, env);
      existing.push(again.readyMs);
      await stopShop(again.child);
    } finally {
      await drop();
    }
  }
  return { freshMs: fresh, existingMs: existing, freshMedianMs: median(fresh), existingMedianMs: median(existing) };
}

function freshDataDir() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-bench-start-'));
  return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function coldStart(engine: 'pglite' | 'postgres', serverUrl?: string) {
  requireBuiltServer();
  const result =
    engine === 'pglite'
      ? await measure(async () => {
          const { dataDir, drop } = freshDataDir();
          return { env: { DATA_DIR: dataDir }, drop };
        })
      : await measure(async () => {
          const { dataDir, drop: dropDir } = freshDataDir();
          const database = await scratchDatabase(serverUrl ?? '', 'mb_bench_start');
          return {
            env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
            async drop() {
              await database.drop();
              await dropDir();
            },
          };
        });
  return { engine, budgetMs: 3000, ...result, pass: Math.max(...result.freshMs, ...result.existingMs) < 3000 };
}
