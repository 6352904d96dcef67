import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';

// Short, so the takeover test waits seconds, not the production ten.
const STALE_MS = 2_000;

let dataDir: string;
let holder: ChildProcess | undefined;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'mb-lock-'));
});
afterEach(() => {
  holder?.kill('SIGKILL');
  holder = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

/** Another server process: takes the lock, says so, and keeps it until killed. */
async function startHolder(): Promise<ChildProcess> {
  const moduleUrl = new URL('./data-dir-lock.ts', import.meta.url).href;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { lockDataDir } = await import(${JSON.stringify(moduleUrl)});
       await lockDataDir(${JSON.stringify(dataDir)}, { staleMs: ${STALE_MS} });
       process.stdout.write('locked\\n');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

const holderFile = () => JSON.parse(readFileSync(path.join(dataDir, 'server.lock.json'), 'utf8'));

describe('lockDataDir', () => {
  it('refuses a second process at once, naming the pid of the one holding the directory', async () => {
    holder = await startHolder();
    const started = Date.now();
    const refused = await lockDataDir(dataDir, { staleMs: STALE_MS }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as Error).message).toContain(`pid ${holder.pid}`);
    expect((refused as Error).message).toContain(dataDir);
    expect(Date.now() - started).toBeLessThan(STALE_MS);
  });

  it('refuses a second lock within one process too', async () => {
    const lock = await lockDataDir(dataDir, { staleMs: STALE_MS });
    await expect(lockDataDir(dataDir, { staleMs: STALE_MS })).rejects.toThrow(`pid ${process.pid}`);
    await lock.release();
  });

  it('takes over the lock of a process killed with SIGKILL, and frees it on release', async () => {
    holder = await startHolder();
    const dead = holder.pid;
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder?.once('exit', resolve));

    const lock = await lockDataDir(dataDir, { staleMs: STALE_MS });
    expect(holderFile()).toMatchObject({ pid: process.pid });
    expect(holderFile().pid).not.toBe(dead);
    await lock.release();

    const again = await lockDataDir(dataDir, { staleMs: STALE_MS });
    await again.release();
  });
});
