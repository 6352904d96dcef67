// The built shop server as `npm start` runs it (`node … apps/server/dist/main.js`), in a process of its
// own: started, timed to its first answer, measured from outside and stopped.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const SERVER_ENTRY = path.join(root, 'apps/server/dist/main.js');
const JWT_SECRET = 'bench-shop-process-secret-long-enough-for-hs256';

export interface ShopProcess {
  child: ChildProcess;
  /** From spawn to the first 200 of GET /api/categories/. */
  readyMs: number;
}

/** The node flags `npm start` passes (root package.json), so a bench measures the process it starts. */
function startFlags(): string[] {
  const start: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
  const flags = /exec node (.*?)\s*apps\/server\/dist\/main\.js/.exec(start)?.[1] ?? '';
  return flags.split(/\s+/).filter(Boolean);
}

/** Fails early with what to do when the server has not been built. */
export function requireBuiltServer(): void {
  if (!existsSync(SERVER_ENTRY)) throw new Error('apps/server/dist/main.js is missing: run `npm run build` first');
}

/**
 * Spawns the built server on `port` with `env` (DATA_DIR, or DATABASE_URL for PostgreSQL) and
 * resolves once GET /api/categories/ answers 200, polling every 10 ms.
 */
export async function startShop(port: number, env: Record<string, string>): Promise<ShopProcess> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS: 'off',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    JWT_SECRET,
    ...env,
  };
  // Without a URL of its own the shop runs the embedded engine in DATA_DIR.
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const start = performance.now();
  const child = spawn(process.execPath, [...startFlags(), SERVER_ENTRY], {
    cwd: root,
    env: childEnv,
    stdio: 'inherit',
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  while (!exited && performance.now() - start < 180_000) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/categories/`)).ok) {
        return { child, readyMs: Math.round(performance.now() - start) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  child.kill('SIGKILL');
  throw new Error(`the shop on port ${port} did not start`);
}

export function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** The process's resident set now, in MB (`ps`, so it works wherever ps does). */
export function residentMb(child: ChildProcess): number {
  const kb = Number(execFileSync('ps', ['-o', 'rss=', '-p', String(child.pid)], { encoding: 'utf8' }).trim());
  return Math.round(kb / 1024);
}

/** The most the process has held resident so far, in MB; undefined where /proc is not there. */
export function peakResidentMb(child: ChildProcess): number | undefined {
  const status = `/proc/${child.pid}/status`;
  if (!existsSync(status)) return undefined;
  const kb = /VmHWM:\s+(\d+) kB/.exec(readFileSync(status, 'utf8'))?.[1];
  return kb === undefined ? undefined : Math.round(Number(kb) / 1024);
}

/** A new, empty database on the PostgreSQL server at `serverUrl`, and how to drop it. */
export async function scratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

async function adminQuery(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
