import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createFromTemplate, MIGRATIONS_FOLDER, writeEmbeddedTemplate } from './embedded-template.js';

export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A query context: the database, or the transaction a multi-step write runs in. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * The embedded database's files as an uncompressed tarball, taken between transactions after a
   * checkpoint (db/embedded-backup.ts); a PostgreSQL server is backed up with pg_dump instead.
   */
  snapshot?(): Promise<Blob>;
}

/**
 * PGlite (embedded, one connection) when no URL is given, a node-postgres pool otherwise.
 * `dataDir` of `memory://` keeps the embedded database in memory (tests).
 */
export async function openDatabase(options: {
  url?: string;
  dataDir: string;
  poolSize?: number;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server closed (restart, failover) is dropped and replaced by the pool;
    // without a listener its error would crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool) as unknown as Database;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
    };
  }
  const { client, pglite } = await openEmbedded(options.dataDir);
  return {
    db: pglite as unknown as Database,
    engine: 'pglite',
    migrate: () => migrateEmbedded(pglite),
    close: () => client.close(),
    // PGlite runs one transaction (or lone statement) at a time, so inside one of its own no other is
    // half-done; the checkpoint writes what the others committed from the buffer pool to the files.
    snapshot: () =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir('none');
      }),
  };
}

/**
 * PostgreSQL's buffer pool lives in PGlite's WebAssembly memory, where every page it ever held stays
 * resident: 128 MB by default, most of the embedded shop's memory once the catalogue has been read.
 * The shop reads its catalogue through the product index and the answer cache, so the database
 * needs few pages at once; a page not in the pool is a read from the OS file cache.
 * docs/decisions/014-server-memory.md has the figures.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

/** Opens (or creates) the embedded database in `dataDir`; `loadDataDir` fills an empty one from a tarball. */
export async function openEmbedded(dataDir: string, loadDataDir?: Blob) {
  // Loaded only when used: the embedded engine's code costs ~40 MB a PostgreSQL deployment does not need.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
  ]);
  if (!loadDataDir) createFromTemplate(dataDir);
  const client = await PGlite.create(dataDir, {
    ...(loadDataDir ? { loadDataDir } : {}),
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS.flatMap((setting) => ['-c', setting])],
  });
  return { client, pglite: drizzlePglite(client) };
}

async function migrateEmbedded(pglite: PgliteDatabase): Promise<void> {
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  await migrate(pglite, { migrationsFolder: MIGRATIONS_FOLDER });
}

/** Makes the template a new embedded database starts from (embedded-template.ts); `npm run build` runs it. */
export function buildEmbeddedTemplate(): Promise<void> {
  return writeEmbeddedTemplate(async (dataDir) => {
    const { client, pglite } = await openEmbedded(dataDir);
    await migrateEmbedded(pglite);
    await client.close();
  });
}

/** The PostgreSQL error code of a failed query, whichever driver raised it. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

let newestMigration: number | undefined;

/**
 * The newest migration this build carries, by drizzle's journal (`when` is what drizzle records as
 * `created_at`); read once, as readiness asks every second.
 */
function newestMigrationMillis(): number {
  newestMigration ??= Math.max(
    ...(
      JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      }
    ).entries.map((entry) => entry.when),
  );
  return newestMigration;
}

/**
 * Whether the database has every migration this build carries (a newer build's extra ones are
 * fine: migrations only add). The query also shows the database answers.
 */
export async function migrationsCurrent(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ newest: string | null }>(
    await db.execute(sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`),
  );
  const newest = row?.newest;
  return newest != null && Number(newest) >= newestMigrationMillis();
}

/** The rows of a raw query; both drivers (PGlite, node-postgres) answer with `rows`. */
export function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}
