import { expect, it } from 'vitest';
import { migrateAcross } from '../../testing/migrations.js';

it('migration 0031 keeps every existing account’s address verified, with nothing pending', async () => {
  await migrateAcross(
    '0031',
    (client) =>
      client.exec(`insert into users (username, email, password_hash) values
      ('old-customer', 'old@example.in', 'x'), ('old-staff', 'staff@example.in', 'x')`),
    async (client) => {
      const accounts = await client.query<{ username: string; verified: boolean; pending_email: string | null }>(
        'select username, email_verified_at is not null as verified, pending_email from users order by id',
      );
      expect(accounts.rows).toEqual([
        { username: 'old-customer', verified: true, pending_email: null },
        { username: 'old-staff', verified: true, pending_email: null },
      ]);
      // An account made after the migration starts unverified.
      await client.exec(`insert into users (username, email, password_hash) values ('new', 'new@example.in', 'x')`);
      const fresh = await client.query<{ verified: boolean }>(
        `select email_verified_at is not null as verified from users where username = 'new'`,
      );
      expect(fresh.rows).toEqual([{ verified: false }]);
    },
  );
});
