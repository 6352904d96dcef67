import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** The directory proper-lockfile creates (mkdir is atomic) and keeps fresh while the holder lives. */
const LOCK_NAME = 'server.lock';
/** Beside the lock: who holds it, so a refused process can name it. */
const HOLDER_NAME = 'server.lock.json';
/** How long a lock may go without its holder's heartbeat before it counts as left by a dead process. */
export const DEFAULT_STALE_MS = 10_000;
const TAKEOVER_POLL_MS = 250;

export interface DataDirHolder {
  pid: number;
  hostname: string;
  startedAt: string;
}

/** Another live process holds the data directory. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder | undefined,
  ) {
    const who = holder
      ? `Another MakerBazaar server (pid ${holder.pid} on ${holder.hostname}, started ${holder.startedAt})`
      : 'Another MakerBazaar server';
    super(
      `${who} is using the data directory ${dataDir}. Stop it first, or give this server its own DATA_DIR; ` +
        'several servers can share one shop only through PostgreSQL (DATABASE_URL).',
    );
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

async function readHolder(file: string): Promise<DataDirHolder | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as DataDirHolder;
  } catch {
    // Not written yet, or left half-written by a crash: the holder is simply unknown.
    return undefined;
  }
}

/** Whether the holder is certainly still running; a process on another machine cannot be asked. */
function isRunningHere(holder: DataDirHolder): boolean {
  if (holder.hostname !== hostname()) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const isLocked = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ELOCKED';

/**
 * Takes the data directory for this process alone. The embedded database has a single writer: two
 * processes on one directory hand out the same ids and lose each other's writes. A live holder on
 * this machine is refused at once; a lock whose holder died (kill -9, a crash, a power cut) is taken
 * over once it has gone `staleMs` without a heartbeat. Every process sharing a directory must use
 * the same `staleMs`. `onCompromised` is called if the lock is lost while held (its directory
 * removed, or taken over after this process stalled for longer than `staleMs`).
 */
export async function lockDataDir(
  dataDir: string,
  options: { staleMs?: number; onCompromised?: (error: Error) => void } = {},
): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const staleMs = options.staleMs ?? DEFAULT_STALE_MS;
  const holderFile = path.join(dataDir, HOLDER_NAME);
  const lockOptions = {
    stale: staleMs,
    lockfilePath: path.join(dataDir, LOCK_NAME),
    ...(options.onCompromised ? { onCompromised: options.onCompromised } : {}),
  };
  let unlock: () => Promise<void>;
  try {
    unlock = await lockfile.lock(dataDir, lockOptions);
  } catch (error) {
    if (!isLocked(error)) throw error;
    const holder = await readHolder(holderFile);
    // A live pid behind a lock that is still fresh: a stale lock's pid may since have been reused.
    if (holder && isRunningHere(holder) && (await lockfile.check(dataDir, lockOptions))) {
      throw new DataDirInUseError(dataDir, holder);
    }
    // Its holder looks gone: wait for the lock to go stale, which proves it (a live holder keeps it fresh).
    const polls = Math.ceil(staleMs / TAKEOVER_POLL_MS) + 4;
    unlock = await lockfile
      .lock(dataDir, {
        ...lockOptions,
        retries: { retries: polls, factor: 1, minTimeout: TAKEOVER_POLL_MS, maxTimeout: TAKEOVER_POLL_MS },
      })
      .catch(async (retryError: unknown) => {
        if (isLocked(retryError)) throw new DataDirInUseError(dataDir, await readHolder(holderFile));
        throw retryError;
      });
  }
  const holder: DataDirHolder = { pid: process.pid, hostname: hostname(), startedAt: new Date().toISOString() };
  // Written aside and renamed, so a reader never sees half of it.
  const pending = `${holderFile}.${process.pid}`;
  await writeFile(pending, `${JSON.stringify(holder)}\n`);
  await rename(pending, holderFile);
  return {
    async release() {
      await rm(holderFile, { force: true });
      await unlock();
    },
  };
}
