import { expect, it } from 'vitest';
import { migrateAcross } from '../../testing/migrations.js';

it('migration 0012 makes every user who was staff an owner, and nobody else', async () => {
  await migrateAcross(
    '0012',
    (client) =>
      client.exec(`insert into users (username, email, password_hash, is_staff) values
      ('old-staff', 'staff@example.in', 'x', true), ('customer', 'customer@example.in', 'x', false)`),
    async (client) => {
      const roles = await client.query<{ username: string; role: string }>(
        'select u.username, r.role from staff_roles r join users u on u.id = r.user_id',
      );
      expect(roles.rows).toEqual([{ username: 'old-staff', role: 'owner' }]);
    },
  );
});
