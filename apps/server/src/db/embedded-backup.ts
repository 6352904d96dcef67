import { createWriteStream } from 'node:fs';
import { chmod, readdir, readFile, rename, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { promisify } from 'node:util';
import { createGzip, gunzip } from 'node:zlib';
import { openEmbedded } from './client.js';

/**
 * Backups of the embedded database (docs/decisions/035-embedded-backups.md). Its data directory has
 * one writer, the running shop, so a backup of a running shop is asked of that process over a Unix
 * socket in the data directory: only whoever may read the data directory may connect, and nothing
 * about it is reachable over the network.
 */
const SOCKET_NAME = 'backup.sock';
/** Longest Unix socket path Linux and macOS accept (sun_path less its terminating NUL). */
const MAX_SOCKET_PATH = 103;

export const backupSocketPath = (dataDir: string) => path.join(dataDir, SOCKET_NAME);

/** Writes a snapshot (an uncompressed tarball) gzipped into `to`. */
function writeGzipped(snapshot: Blob, to: Writable): Promise<void> {
  return pipeline(Readable.fromWeb(snapshot.stream() as WebReadableStream<Uint8Array>), createGzip(), to);
}

export interface BackupService {
  close(): Promise<void>;
}

/**
 * Answers `GET /backup` on the data directory's socket with a gzipped snapshot. Called by the
 * process that holds the data directory's lock, so a socket file left by a crash is its to replace.
 * A socket that cannot be made (a path too long for one, a file system without them) leaves the shop
 * selling without it: `npm run admin -- backup` then says to stop the shop first.
 */
export async function serveBackups(
  dataDir: string,
  snapshot: () => Promise<Blob>,
  log: { warn(fields: object, message: string): void },
): Promise<BackupService | undefined> {
  const socketPath = backupSocketPath(dataDir);
  if (socketPath.length > MAX_SOCKET_PATH) {
    log.warn(
      { socketPath },
      'the data directory path is too long for the backup socket: back up with the shop stopped',
    );
    return undefined;
  }
  await rm(socketPath, { force: true });
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/backup') {
      response.writeHead(404).end('Only GET /backup is answered here.\n');
      return;
    }
    snapshot().then(
      (tarball) => {
        response.writeHead(200, { 'content-type': 'application/gzip' });
        // A failure mid-way cuts the chunked answer short, which the command reports as a failed backup.
        writeGzipped(tarball, response).catch((error: Error) => response.destroy(error));
      },
      (error: Error) => response.writeHead(500).end(`The shop could not take the snapshot: ${error.message}\n`),
    );
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, resolve);
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    server.close();
    log.warn({ socketPath, err: error }, 'no backup socket: back up with the shop stopped');
    return undefined;
  }
  return {
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(socketPath, { force: true });
    },
  };
}

/** The running shop did not answer on its backup socket. */
export class BackupSocketUnansweredError extends Error {}

/** Writes `file` whole or not at all: into a file beside it, renamed over it once complete. */
async function writeAtomically(file: string, write: (to: Writable) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  const to = createWriteStream(partial, { mode: 0o600 });
  try {
    await write(to);
    await rename(partial, file);
  } catch (error) {
    to.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}

/** Asks the shop running on `dataDir` for a backup and writes it to `file`. */
export function backupFromRunningShop(dataDir: string, file: string): Promise<void> {
  return writeAtomically(
    file,
    (to) =>
      new Promise<void>((resolve, reject) => {
        const request = http.get({ socketPath: backupSocketPath(dataDir), path: '/backup' }, (response) => {
          if (response.statusCode !== 200) {
            let said = '';
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              said += chunk;
            });
            response.on('end', () => reject(new Error(said.trim() || `the shop answered ${response.statusCode}`)));
            return;
          }
          pipeline(response, to).then(resolve, reject);
        });
        request.on('error', (error: NodeJS.ErrnoException) =>
          reject(['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? new BackupSocketUnansweredError() : error),
        );
      }),
  );
}

/** Writes a snapshot the caller took of a database it opened itself (the shop is stopped) to `file`. */
export function writeBackup(snapshot: Blob, file: string): Promise<void> {
  return writeAtomically(file, (to) => writeGzipped(snapshot, to));
}

export interface RestoredDatabase {
  /** Where the database that was there before now lies, if there was one. */
  setAside: string | undefined;
  orders: number;
  products: number;
  lastOrderAt: Date | undefined;
}

const isEmptyOrMissing = async (dir: string) =>
  (await readdir(dir).catch((error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? [] : Promise.reject(error))))
    .length === 0;

/**
 * The tarball inside a backup file, checked here: PGlite, handed something else, guesses at it and
 * leaves an unhandled rejection behind.
 */
async function unpackedBackup(file: string): Promise<Blob> {
  const tar = await promisify(gunzip)(await readFile(file)).catch(() => {
    throw new Error('it is not a gzip file, or it is cut short');
  });
  // A tar file's first header names its format at byte 257.
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar') throw new Error('it holds no tar archive');
  return new Blob([tar], { type: 'application/x-tar' });
}

/** A file that could not be unpacked and opened as a shop's database: nothing was changed. */
export class NotABackupError extends Error {}

/**
 * Unpacks the backup `file` into a new directory beside `dbDir`, opens it and reads what it holds
 * (which proves it is a shop's database this engine can open), then puts it in `dbDir`'s place. The
 * database that was in `dbDir` is renamed aside, never deleted. The caller holds the data directory.
 */
export async function restoreBackup(file: string, dbDir: string, now = new Date()): Promise<RestoredDatabase> {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  const staging = `${dbDir}.restoring-${stamp}`;
  let held: Omit<RestoredDatabase, 'setAside'>;
  try {
    const { client } = await openEmbedded(staging, await unpackedBackup(file));
    try {
      const { rows } = await client.query<{ orders: number; products: number; last_order_at: Date | null }>(
        'select (select count(*)::int from orders) as orders, (select count(*)::int from products) as products, ' +
          '(select max(created_at) from orders) as last_order_at',
      );
      const [row] = rows;
      if (!row) throw new Error('it holds no shop');
      held = { orders: row.orders, products: row.products, lastOrderAt: row.last_order_at ?? undefined };
    } finally {
      await client.close();
    }
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw new NotABackupError(error instanceof Error ? error.message : String(error));
  }
  let setAside: string | undefined;
  if (!(await isEmptyOrMissing(dbDir))) {
    setAside = `${dbDir}.before-restore-${stamp}`;
    await rename(dbDir, setAside);
  } else {
    await rm(dbDir, { recursive: true, force: true });
  }
  await rename(staging, dbDir);
  return { setAside, ...held };
}
