// Catalogue read throughput against a bare Fastify route serving the same JSON, on the embedded
// database and (when BENCH_DATABASE_URL is set) on PostgreSQL. Budget: at least half the bare figure.
import { type ChildProcess, fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 50;
const here = import.meta.dirname;

function start(env: Record<string, string>): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(here, 'serve.ts'), [], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

async function load(url: string): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

const PATHS = [
  '/api/products/',
  '/api/categories/',
  '/api/products/arduino-uno-r3/',
  '/api/products/?category=sensors&ordering=price',
];

export async function catalogThroughput(engine: 'pglite' | 'postgres', databaseUrl?: string) {
  const shop = await start({
    BENCH_MODE: 'shop',
    BENCH_PORT: '4401',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const rows: { path: string; rps: number; p99: number; bare: number; ratio: number }[] = [];
  try {
    for (const p of PATHS) {
      const body = await (await fetch(`http://127.0.0.1:4401${p}`)).text();
      const bodyFile = path.join(tmpdir(), 'mb-bench-body.json');
      writeFileSync(bodyFile, body);
      const bare = await start({ BENCH_MODE: 'bare', BENCH_PORT: '4402', BENCH_BODY_FILE: bodyFile });
      try {
        const bareResult = await load('http://127.0.0.1:4402/bare');
        const shopResult = await load(`http://127.0.0.1:4401${p}`);
        rows.push({ path: p, ...shopResult, bare: bareResult.rps, ratio: shopResult.rps / bareResult.rps });
      } finally {
        bare.kill();
      }
    }
  } finally {
    shop.kill();
  }
  return { engine, durationSeconds: DURATION_S, connections: CONNECTIONS, rows };
}
