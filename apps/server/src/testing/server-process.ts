// A real shop server in a process of its own, started from the sources (`node --import tsx
// src/main.ts`: the server suite runs before anything is built), for tests of several processes on
// one PostgreSQL database.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const MAIN = path.resolve(import.meta.dirname, '../main.ts');

export interface ServerProcess {
  child: ChildProcess;
  /** `http://127.0.0.1:<port>`, the port the process chose. */
  base: string;
}

/**
 * Spawns a server on a free port of 127.0.0.1 with `env` on top of the test environment (a test
 * shop on `databaseUrl`, no seeding, no web app, no payments, trusting a proxy on 127.0.0.1), and
 * resolves once its /readyz says it serves, as a load balancer would wait; rejects with the end of
 * its output when it exits first.
 */
export async function startServerProcess(
  name: string,
  {
    databaseUrl,
    jwtSecret,
    dataDir,
    env = {},
  }: {
    databaseUrl: string;
    jwtSecret: string;
    dataDir: string;
    env?: Record<string, string>;
  },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      JWT_SECRET: jwtSecret,
      SEED: 'never',
      DATA_DIR: dataDir,
      WEB_DIST: '/nonexistent',
      PUBLIC_URL: 'http://shop.test',
      TRUST_PROXY: '127.0.0.1',
      PAYMENTS: 'off',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = await new Promise<ServerProcess>((resolve, reject) => {
    // Its output is kept until it listens, to explain an early exit; read on after that (a full
    // pipe would block a chatty server) and dropped.
    let started = false;
    let output = '';
    const onExit = (code: number | null) =>
      reject(new Error(`server ${name} exited with ${code}: ${output.slice(-2000)}`));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      const listening = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
      if (listening?.[1]) {
        started = true;
        child.off('exit', onExit);
        resolve({ child, base: listening[1] });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      if (!started) output += chunk.toString();
    });
    child.once('exit', onExit);
  });
  await untilReady(server);
  return server;
}

/** It listens before it has migrated and built its index (decision 034): /readyz answers 503 until then. */
async function untilReady({ base, child }: ServerProcess): Promise<void> {
  const until = Date.now() + 120_000;
  while (Date.now() < until && child.exitCode === null) {
    const answer = await fetch(`${base}/readyz`).catch(() => undefined);
    if (answer?.status === 200) return;
    await sleep(100);
  }
  throw new Error(`the server at ${base} was not ready within 2 minutes`);
}

/** Ends a server process with `signal` and resolves once it has exited. */
export function stopServerProcess(server: ServerProcess, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
