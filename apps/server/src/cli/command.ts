import { DataDirInUseError, type DataDirLock, lockDataDir } from '../db/data-dir-lock.js';

export interface Terminal {
  env: NodeJS.ProcessEnv;
  input: NodeJS.ReadStream;
  output: NodeJS.WritableStream;
  errors: NodeJS.WritableStream;
}

/** Thrown for anything the person at the terminal must put right; its message is all they see. */
export class CommandError extends Error {}

/**
 * Takes the embedded database's data directory for a command, as the server does; a running server
 * refuses it with `refusal`, which is told who holds it (" (pid N)" or nothing).
 */
export async function holdDataDir(dataDir: string, refusal: (who: string) => string): Promise<DataDirLock> {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new CommandError(refusal(error.holder ? ` (pid ${error.holder.pid})` : ''));
  }
}
