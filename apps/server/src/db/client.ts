import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { SERVER_ROOT } from '../server-root.js';

export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A query context: the database, or the transaction a multi-step write runs in. */
export type Queryable = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(SERVER_ROOT, 'src/db/migrations');

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
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  // Loaded only when used: the embedded engine's code costs ~40 MB a PostgreSQL deployment does not need.
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  const pglite = drizzlePglite(client);
  return {
    db: pglite as unknown as Database,
    engine: 'pglite',
    migrate: () => migratePglite(pglite, { migrationsFolder }),
    close: () => client.close(),
  };
}

/** The PostgreSQL error code of a failed query, whichever driver raised it. */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}
