import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const migrations = path.join(import.meta.dirname, '../db/migrations');

/**
 * SQL for one category with a plain product for each slug, as a shop had them before a migration:
 * the rows a migration test starts from.
 */
export function productsBeforeSql(slugs: string[], hsnCode = '9025'): string {
  const values = slugs.map((slug) => `('${slug}')`).join(', ');
  return `
    insert into categories (slug, name) values ('sensors', 'Sensors');
    insert into products (slug, name, brand, category_id, price_paise, hsn_code)
      select slug, slug, 'Generic', (select id from categories), 6900, '${hsnCode}'
      from (values ${values}) as p(slug);`;
}

/**
 * Runs the migrations before `tag` on a fresh database, lets `setup` write rows as they were then,
 * runs the rest, and hands the client to `check`.
 */
export async function migrateAcross(
  tag: string,
  setup: (client: PGlite) => Promise<unknown>,
  check: (client: PGlite) => Promise<void>,
): Promise<void> {
  // The migrations as they were before `tag`: the same files with the later ones left out of the journal.
  const before = await mkdtemp(path.join(tmpdir(), 'mb-migrations-'));
  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    await cp(migrations, before, { recursive: true });
    const journalFile = path.join(before, 'meta/_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
    journal.entries = journal.entries.filter((entry) => entry.tag < tag);
    await writeFile(journalFile, JSON.stringify(journal));
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await setup(client);
    await migrate(db, { migrationsFolder: migrations });
    await check(client);
  } finally {
    await client.close();
    await rm(before, { recursive: true, force: true });
  }
}
