import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.join(import.meta.dirname, '..', '..');
/** A process started from the sources takes a while on a busy machine: TypeScript is compiled as it loads. */
const START_TIMEOUT_MS = 180_000;

/** A shop server process of a journey's own, on its own embedded database, started from the sources. */
export interface ShopProcess {
  url: string;
  dataDir: string;
  /** Stops it (SIGTERM) and removes its data directory. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (address === null || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Runs a command of the shop to its end; rejects with what it said when it fails. */
async function run(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: REPO_ROOT, env, stdio: 'pipe' });
  let said = '';
  child.stdout.on('data', (chunk) => (said += chunk));
  child.stderr.on('data', (chunk) => (said += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}: ${said}`);
}

async function answering(url: string, server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop exited with ${server.exitCode}: ${output()}`);
    const response = await fetch(`${url}/api/categories/`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the shop did not answer within ${START_TIMEOUT_MS / 1000} s: ${output()}`);
}

/**
 * Starts `apps/server/src/main.ts` on a free port with a fresh data directory and the given
 * environment; with `owner`, that owner is created first, as a real shop makes its first owner.
 */
export async function startShopProcess(
  env: Record<string, string>,
  owner?: { username: string; email: string; password: string },
): Promise<ShopProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'makerbazaar-e2e-shop-'));
  const port = await freePort();
  const shopEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    TRUST_PROXY: '127.0.0.1',
    ...env,
  };
  if (owner) {
    await run(['apps/server/src/cli/admin.ts', 'create-owner', '--username', owner.username, '--email', owner.email], {
      ...shopEnv,
      ADMIN_PASSWORD: owner.password,
    });
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: shopEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout?.on('data', (chunk) => (output += chunk));
  server.stderr?.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = once(server, 'exit');
      server.kill('SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await answering(url, server, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
