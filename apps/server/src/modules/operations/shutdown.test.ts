import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase } from '../../testing/test-app.js';

// The real server process (main.ts), on the embedded engine or, with TEST_DATABASE_URL, on a fresh
// PostgreSQL database: /readyz through start-up, load and a SIGTERM, and what every request sent
// across the shutdown got.
const MAIN = path.resolve(import.meta.dirname, '../../main.ts');
const WORKERS = 200;
const dataDir = mkdtempSync(path.join(tmpdir(), 'mb-shutdown-'));
let postgres: { url?: string; drop(): Promise<void> } | undefined;
beforeAll(async () => {
  if (!process.env.TEST_DATABASE_URL) return;
  // A database of its own, migrated and empty: the server loads the sample catalogue into it.
  const fresh = await openTestDatabase();
  postgres = fresh;
});
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  await postgres?.drop();
});

interface LogLine {
  msg?: string;
  reqId?: string;
}

function startServer(): { child: ChildProcess; lines: LogLine[]; base: Promise<string> } {
  // Without a URL the shop runs the embedded engine in DATA_DIR.
  const { DATABASE_URL: _inherited, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'debug',
      LOG_PRETTY: '0',
      JWT_SECRET: 'shutdown-test-secret-long-enough-for-hs256-signing',
      DATA_DIR: dataDir,
      ...(postgres?.url ? { DATABASE_URL: postgres.url } : {}),
      WEB_DIST: '/nonexistent',
      TRUST_PROXY: '127.0.0.1',
      PAYMENTS: 'off',
      SHUTDOWN_DELAY_MS: '700',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  let rest = '';
  const base = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = rest + chunk.toString();
      const complete = text.split('\n');
      rest = complete.pop() ?? '';
      for (const line of complete) {
        const parsed = JSON.parse(line) as LogLine;
        lines.push(parsed);
        const listening = parsed.msg?.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/);
        if (listening?.[1]) resolve(listening[1]);
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited with ${code} before listening`)));
  });
  return { child, lines, base };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('answers 503 until ready, then finishes every request it accepted across SIGTERM and exits 0', async () => {
  const { child, lines, base: listening } = startServer();
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = await listening;

  // Start-up: the process listens while it migrates, seeds and indexes.
  const early = await fetch(`${base}/api/categories/`);
  expect(early.status).toBe(503);
  expect(((await early.json()) as { detail: string }).detail).toMatch(/starting/);
  const startStatuses: number[] = [];
  for (;;) {
    const readyz = await fetch(`${base}/readyz`);
    startStatuses.push(readyz.status);
    if (readyz.status === 200) break;
    await pause(20);
  }
  expect(startStatuses[0]).toBe(503);

  // Load: each worker sends one request after another, each with an id the server logs and reuses.
  const answers = new Map<string, number>();
  const failures: string[] = [];
  const worker = async (n: number) => {
    for (let i = 0; ; i += 1) {
      const id = `w${n}-${i}`;
      const url = i % 2 === 0 ? `${base}/api/products/?page=${(i % 4) + 1}` : `${base}/api/search/?q=sensor`;
      try {
        const response = await fetch(url, { headers: { 'x-request-id': id } });
        await response.arrayBuffer();
        answers.set(id, response.status);
      } catch (error) {
        // Refused or closed before the server read the request: a load balancer sends it elsewhere.
        failures.push(`${id}: ${(error as Error).message}`);
        return;
      }
    }
  };
  const readyzAfterSignal: number[] = [];
  const pollReadyz = async () => {
    for (;;) {
      try {
        readyzAfterSignal.push((await fetch(`${base}/readyz`)).status);
      } catch {
        return;
      }
      await pause(20);
    }
  };
  const workers = Array.from({ length: WORKERS }, (_, n) => worker(n));
  await pause(1500);
  const answeredBeforeSignal = answers.size;
  child.kill('SIGTERM');
  const [code] = await Promise.all([exited, pollReadyz(), ...workers]);

  expect(code).toBe(0);
  expect(readyzAfterSignal).toContain(503);
  expect(answers.size).toBeGreaterThan(answeredBeforeSignal);
  expect(answers.size).toBeGreaterThanOrEqual(WORKERS);
  expect([...answers.values()].filter((status) => status < 200 || status > 299)).toEqual([]);
  const received = lines.filter((line) => line.msg === 'request received' && line.reqId?.startsWith('w'));
  const unanswered = received.map((line) => line.reqId as string).filter((id) => !answers.has(id));
  expect(unanswered).toEqual([]);
  expect(received.length).toBe(answers.size);
}, 240_000);
