import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_ROOT } from '../server-root.js';

/**
 * A new embedded database would run PostgreSQL's initdb in WebAssembly (3–6 s) and then every
 * migration. The build does that once, in dist/, and a first start on an empty DATA_DIR copies the
 * result (41 MB: 0.1–0.7 s on a busy two-core machine; PGlite's own `loadDataDir` tarball took
 * 1.5–2 s to unpack there).
 * The stamp beside it says which PGlite and which migrations made it; a template that does not
 * match is ignored and initdb runs as before.
 */
const TEMPLATE_DIR = path.join(SERVER_ROOT, 'dist/embedded-database');
const STAMP_FILE = path.join(SERVER_ROOT, 'dist/embedded-database.json');

export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'src/db/migrations');

/** What a template must have been made with to serve as this server's new database. */
function currentStamp(): string {
  const pgliteManifest = path.resolve(fileURLToPath(import.meta.resolve('@electric-sql/pglite')), '../../package.json');
  const hash = createHash('sha256').update(readFileSync(pgliteManifest, 'utf8'));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(MIGRATIONS_FOLDER, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * Copies the template into `dataDir` when that holds no database yet and the template was made for
 * this server; otherwise leaves it to PGlite (which resumes a database or runs initdb).
 */
export function createFromTemplate(dataDir: string): void {
  if (dataDir.startsWith('memory://') || (existsSync(dataDir) && readdirSync(dataDir).length > 0)) return;
  if (!existsSync(path.join(TEMPLATE_DIR, 'PG_VERSION')) || !existsSync(STAMP_FILE)) return;
  if (JSON.parse(readFileSync(STAMP_FILE, 'utf8')).stamp !== currentStamp()) return;
  cpSync(TEMPLATE_DIR, dataDir, { recursive: true });
}

/** Makes the template with `create` (a database migrated in TEMPLATE_DIR, closed), then stamps it. */
export async function writeEmbeddedTemplate(create: (dataDir: string) => Promise<void>): Promise<void> {
  rmSync(TEMPLATE_DIR, { recursive: true, force: true });
  rmSync(STAMP_FILE, { force: true });
  await create(TEMPLATE_DIR);
  writeFileSync(STAMP_FILE, `${JSON.stringify({ stamp: currentStamp() }, null, 2)}\n`);
}
