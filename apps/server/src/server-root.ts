import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const PACKAGE_NAME = '@makerbazaar/server';

/** The nearest folder at or above `start` holding the server's package.json. */
function findServerRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === PACKAGE_NAME) return dir;
    if (path.dirname(dir) === dir) throw new Error(`${PACKAGE_NAME}: no package.json of its own above ${start}`);
  }
}

/**
 * The server package's folder (apps/server). Files read at run time (migrations, the sample
 * images) are found from here, not from the module that reads them: the same code runs from
 * src/ under tsx and the tests, and bundled into dist/ in production.
 */
export const SERVER_ROOT = findServerRoot(import.meta.dirname);

/** The repository's root, where `./data` and the web app's build are by default. */
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
