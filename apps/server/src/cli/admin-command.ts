import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createOwnerSchema } from '@makerbazaar/core';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import type { DataDirLock } from '../db/data-dir-lock.js';
import { HttpError } from '../lib/errors.js';
import { copyMissingFiles, FolderMediaStore, MediaStoreUnavailableError, uploadsDirOf } from '../media/media-store.js';
import { openMediaStore } from '../media/open-media-store.js';
import { createOwner } from '../modules/staff/staff.service.js';
import { BACKUP_USAGE, backupCommand, restoreCommand } from './backup-commands.js';
import { CommandError, holdDataDir, type Terminal } from './command.js';

export const USAGE = `Usage: npm run admin -- create-owner --username <name> --email <address>

Creates an owner: a staff account with every back-office role, including managing the staff.
The password is asked for on the terminal (not shown), or read from ADMIN_PASSWORD.
${BACKUP_USAGE}
The shop's database is found as the server finds it: DATABASE_URL, else the embedded one in DATA_DIR.

Usage: npm run admin -- media-to-s3

Copies the uploaded product images of the media folder (MEDIA_DIR, else DATA_DIR/media) into the
bucket MEDIA_URL names (with the S3_ variables), skipping those already there; run it again after
a last upload to the folder, then start the shop with MEDIA_URL.
`;

/** Reads one line from the terminal without echoing it. */
function askHidden(question: string, { input, output }: Terminal): Promise<string> {
  return new Promise((resolve, reject) => {
    output.write(question);
    let typed = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      output.write('\n');
    };
    const onData = (chunk: string) => {
      for (const key of chunk) {
        if (key === '\r' || key === '\n') {
          finish();
          resolve(typed);
          return;
        }
        if (key === '\u0003' || key === '\u0004') {
          finish();
          reject(new CommandError('Cancelled: no owner was created.'));
          return;
        }
        typed = key === '\u007f' || key === '\b' ? typed.slice(0, -1) : typed + key;
      }
    };
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.on('data', onData);
    input.resume();
  });
}

async function passwordFrom(terminal: Terminal): Promise<string> {
  const fromEnv = terminal.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!terminal.input.isTTY) {
    throw new CommandError('No terminal to ask for the password on: set ADMIN_PASSWORD instead.');
  }
  const password = await askHidden('Password for the new owner: ', terminal);
  const again = await askHidden('The same password again: ', terminal);
  if (password !== again) throw new CommandError('The two passwords differ: no owner was created.');
  return password;
}

function fieldMessages(errors: Record<string, unknown>): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${[messages].flat().join(' ')}`)
    .join('\n');
}

async function createOwnerCommand(args: string[], terminal: Terminal): Promise<void> {
  const { values } = parseArgs({
    args,
    options: { username: { type: 'string' }, email: { type: 'string' } },
    strict: true,
  });
  if (!values.username || !values.email) throw new CommandError(`Give both --username and --email.\n\n${USAGE}`);
  const password = await passwordFrom(terminal);
  const parsed = createOwnerSchema.safeParse({ username: values.username, email: values.email, password });
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] = [...(errors[field] ?? []), issue.message];
    }
    throw new CommandError(`No owner was created.\n${fieldMessages(errors)}`);
  }

  const config = loadConfig(terminal.env);
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    lock = await holdDataDir(
      config.dataDir,
      (who) =>
        `The MakerBazaar server is running on ${config.dataDir}${who}. The embedded database has one writer: ` +
        'stop the server, run this command, then start the server again.',
    );
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const owner = await createOwner(database.db, parsed.data);
    terminal.output.write(
      `Created the owner ${owner.username} <${owner.email}>. Sign in at ${config.publicUrl}/login and open ${config.publicUrl}/admin.\n`,
    );
  } catch (error) {
    if (error instanceof HttpError) throw new CommandError(`No owner was created.\n${fieldMessages(error.body)}`);
    throw error;
  } finally {
    await database.close();
    await lock?.release();
  }
}

async function mediaToS3Command(args: string[], terminal: Terminal): Promise<void> {
  parseArgs({ args, options: {}, strict: true });
  const config = loadConfig(terminal.env);
  if (!config.mediaBucket) {
    throw new CommandError(
      'Set MEDIA_URL=s3://bucket/prefix (and the S3_ variables) to say which bucket to copy into.',
    );
  }
  const folder = new FolderMediaStore(uploadsDirOf(config.mediaDir));
  if (!existsSync(folder.location)) throw new CommandError(`Nothing to copy: ${folder.location} does not exist.`);
  const bucket = await openMediaStore(config.mediaBucket);
  try {
    const { copied, skipped } = await copyMissingFiles(folder, bucket);
    terminal.output.write(
      `Copied ${copied} ${copied === 1 ? 'file' : 'files'} from ${folder.location} to ${bucket.location}; ${skipped} already there.\n`,
    );
  } catch (error) {
    if (!(error instanceof MediaStoreUnavailableError)) throw error;
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
    throw new CommandError(
      `${error.message}${cause} Check MEDIA_URL, S3_ENDPOINT and the keys; what was copied stays, run it again.`,
    );
  } finally {
    await bucket.close();
  }
}

/** `npm run admin -- <command> …`; answers the exit code. */
export async function runAdminCommand(argv: string[], terminal: Terminal): Promise<number> {
  const [command, ...args] = argv;
  try {
    const commands = new Map<string, (args: string[], terminal: Terminal) => Promise<void>>([
      ['create-owner', createOwnerCommand],
      ['backup', backupCommand],
      ['restore', restoreCommand],
      ['media-to-s3', mediaToS3Command],
    ]);
    const run = command ? commands.get(command) : undefined;
    if (run) {
      await run(args, terminal);
      return 0;
    }
    terminal.errors.write(command && command !== '--help' ? `Unknown command ${command}.\n\n${USAGE}` : USAGE);
    return command && command !== '--help' ? 1 : 0;
  } catch (error) {
    // A mistyped option (parseArgs), a bad configuration (loadConfig) or one of ours: one plain line, no stack.
    const known = error instanceof CommandError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    if (!known && !(error instanceof Error && error.message.startsWith('Invalid configuration'))) throw error;
    terminal.errors.write(`${(error as Error).message}\n`);
    return 1;
  }
}
