// A shop server for benchmarks, in its own process so the load generator does not share its event loop.
//   BENCH_MODE=shop  the real app on a fresh seeded database (embedded, or DATABASE_URL)
//   BENCH_MODE=bare  a bare Fastify route answering fixed JSON (the budget's yardstick)
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { seedSampleData } from '../apps/server/src/seed/seed-sample-data.js';
import { TEST_CONFIG } from '../apps/server/src/testing/test-app.js';

const port = Number(process.env.BENCH_PORT ?? 4400);
const mode = process.env.BENCH_MODE ?? 'shop';

if (mode === 'bare') {
  const body = JSON.parse(readFileSync(process.env.BENCH_BODY_FILE ?? '', 'utf8'));
  const app = Fastify({ logger: false });
  app.get('/bare', async () => body);
  await app.listen({ port, host: '127.0.0.1' });
} else {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-bench-'));
  const database = await openDatabase({ url: process.env.DATABASE_URL, dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  await seedSampleData(database.db);
  const app = await buildApp({ config: { ...TEST_CONFIG, env: 'production' }, db: database.db });
  await app.listen({ port, host: '127.0.0.1' });
}
process.send?.('ready');
