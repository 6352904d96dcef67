import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { DataDirInUseError, type DataDirLock, lockDataDir } from '../db/data-dir-lock.js';
import {
  BackupSocketUnansweredError,
  backupFromRunningShop,
  backupSocketPath,
  NotABackupError,
  restoreBackup,
  writeBackup,
} from '../db/embedded-backup.js';
import { CommandError, holdDataDir, type Terminal } from './command.js';

export const BACKUP_USAGE = `
       npm run admin -- backup FILE
Writes the embedded database to FILE (gzipped), as it stood between two transactions. While the shop
runs, the running server takes it (asked over DATA_DIR/backup.sock); otherwise it is read from DATA_DIR.

       npm run admin -- restore FILE
Puts a backup in place of the embedded database, with the shop stopped. The database that was there
is renamed aside (DATA_DIR/db.before-restore-…), never deleted.

On PostgreSQL (DATABASE_URL) both say which pg_dump and pg_restore commands to run instead.
Product images (MEDIA_DIR) are not in a backup: docs/backups.md says how to keep them.
`;

/** The single FILE a command takes. */
function fileArgument(args: string[], command: string): string {
  const { positionals } = parseArgs({ args, allowPositionals: true, strict: true });
  const [file, ...more] = positionals;
  if (!file || more.length > 0) throw new CommandError(`Give one FILE: npm run admin -- ${command} FILE`);
  return path.resolve(file);
}

/** A word the shell reads as itself. */
const shellWord = (word: string) => (/^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", `'\\''`)}'`);

/**
 * What to run on a PostgreSQL server instead, with the connection spelled out but not its password
 * (pg_dump and pg_restore read PGPASSWORD or ~/.pgpass).
 */
function postgresAdvice(databaseUrl: string, file: string): string {
  const url = new URL(databaseUrl);
  const database = decodeURIComponent(url.pathname.slice(1)) || 'postgres';
  const connection = [
    `--host=${shellWord(url.hostname || 'localhost')}`,
    `--port=${url.port || '5432'}`,
    ...(url.username ? [`--username=${shellWord(decodeURIComponent(url.username))}`] : []),
  ].join(' ');
  const restored = `${database}_restored`;
  return [
    'The shop runs on a PostgreSQL server (DATABASE_URL), so this command does not back it up or restore it:',
    "PostgreSQL's own tools do, while the shop keeps running.",
    '',
    'Back up (a consistent snapshot, in the custom format pg_restore reads):',
    `  pg_dump --format=custom ${connection} --file=${shellWord(file)} ${shellWord(database)}`,
    '',
    'Restore into a new, empty database, then point DATABASE_URL at it and restart the shop:',
    `  createdb ${connection} ${shellWord(restored)}`,
    `  pg_restore --no-owner --exit-on-error ${connection} --dbname=${shellWord(restored)} ${shellWord(file)}`,
    '',
    'Schedules, point-in-time recovery and test restores: docs/backups.md.',
  ].join('\n');
}

const megabytes = async (file: string) => `${((await stat(file)).size / 1_048_576).toFixed(1)} MB`;

async function hasDatabase(dbDir: string): Promise<boolean> {
  return stat(path.join(dbDir, 'PG_VERSION')).then(
    () => true,
    () => false,
  );
}

export async function backupCommand(args: string[], terminal: Terminal): Promise<void> {
  const file = fileArgument(args, 'backup');
  const config = loadConfig(terminal.env);
  if (config.databaseUrl) throw new CommandError(postgresAdvice(config.databaseUrl, file));
  const dbDir = path.join(config.dataDir, 'db');
  if (!(await hasDatabase(dbDir))) throw new CommandError(`There is no embedded database in ${dbDir} to back up.`);

  let lock: DataDirLock;
  try {
    lock = await lockDataDir(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    const who = error.holder ? ` (pid ${error.holder.pid})` : '';
    try {
      await backupFromRunningShop(config.dataDir, file);
    } catch (failure) {
      if (!(failure instanceof BackupSocketUnansweredError)) throw failure;
      throw new CommandError(
        `The MakerBazaar server running on ${config.dataDir}${who} does not answer on ${backupSocketPath(config.dataDir)}, ` +
          'so it cannot take the backup (its log says why). Stop it and run the backup again: this command then reads the database itself.',
      );
    }
    terminal.output.write(`Backed up the running shop${who} to ${file} (${await megabytes(file)}).\n`);
    return;
  }
  try {
    const database = await openDatabase({ dataDir: dbDir });
    let snapshot: Blob;
    try {
      if (!database.snapshot) throw new Error('the embedded engine takes snapshots');
      snapshot = await database.snapshot();
    } finally {
      await database.close();
    }
    await writeBackup(snapshot, file);
  } finally {
    await lock.release();
  }
  terminal.output.write(`Backed up ${dbDir} to ${file} (${await megabytes(file)}).\n`);
}

export async function restoreCommand(args: string[], terminal: Terminal): Promise<void> {
  const file = fileArgument(args, 'restore');
  const config = loadConfig(terminal.env);
  if (config.databaseUrl) throw new CommandError(postgresAdvice(config.databaseUrl, file));
  const isFile = await stat(file).then(
    (found) => found.isFile(),
    () => false,
  );
  if (!isFile) throw new CommandError(`There is no backup file ${file}.`);

  const dbDir = path.join(config.dataDir, 'db');
  const lock = await holdDataDir(
    config.dataDir,
    (who) =>
      `The MakerBazaar server is running on ${config.dataDir}${who}: a restore would replace the database under it. ` +
      'Stop the server, run the restore, then start the server again.',
  );
  try {
    // Only a file that is not a backup leaves everything as it was; a failure while putting the
    // restored database in place says what it says.
    const restored = await restoreBackup(file, dbDir).catch((error: Error) => {
      if (!(error instanceof NotABackupError)) throw error;
      throw new CommandError(`${file} is not a backup this shop can open (${error.message}). Nothing was changed.`);
    });
    const lastOrder = restored.lastOrderAt ? `, the last placed ${restored.lastOrderAt.toISOString()}` : '';
    terminal.output.write(
      `Restored ${file} into ${dbDir}: ${restored.products} products, ${restored.orders} orders${lastOrder}.\n` +
        (restored.setAside
          ? `The database that was there is kept in ${restored.setAside}; delete it once the restored shop is right.\n`
          : '') +
        'Start the shop: it brings the restored database up to its migrations.\n',
    );
  } finally {
    await lock.release();
  }
}
