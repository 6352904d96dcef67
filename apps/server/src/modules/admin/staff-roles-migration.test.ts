import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';

const migrations = path.join(import.meta.dirname, '../../db/migrations');
let before: string;
afterAll(() => rm(before, { recursive: true, force: true }));

it('migration 0012 makes every user who was staff an owner, and nobody else', async () => {
  // The migrations as they were before 0012: the same files with 0012 left out of the journal.
  before = await mkdtemp(path.join(tmpdir(), 'mb-migrations-'));
  await cp(migrations, before, { recursive: true });
  const journalFile = path.join(before, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < '0012');
  await writeFile(journalFile, JSON.stringify(journal));

  const client = await PGlite.create('memory://', { extensions: { pg_trgm } });
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: before });
    await client.exec(`insert into users (username, email, password_hash, is_staff) values
      ('old-staff', 'staff@example.in', 'x', true), ('customer', 'customer@example.in', 'x', false)`);
    await migrate(db, { migrationsFolder: migrations });
    const roles = await client.query<{ username: string; role: string }>(
      'select u.username, r.role from staff_roles r join users u on u.id = r.user_id',
    );
    expect(roles.rows).toEqual([{ username: 'old-staff', role: 'owner' }]);
  } finally {
    await client.close();
  }
});
