import { expect, it } from 'vitest';
import { migrateAcross, productsBeforeSql } from '../testing/migrations.js';

it('migration 0037 gives the sample products of a shop seeded before their uses, and the shop’s own products none', async () => {
  await migrateAcross(
    '0037',
    (client) => client.exec(productsBeforeSql(['mq-2-gas-and-smoke-sensor-module', 'a-part-staff-added'])),
    async (client) => {
      const rows = await client.query<{ slug: string; uses: string[] }>(
        'select slug, uses from products order by slug',
      );
      expect(rows.rows).toEqual([
        { slug: 'a-part-staff-added', uses: [] },
        {
          slug: 'mq-2-gas-and-smoke-sensor-module',
          uses: ['fire detection', 'gas leak alarm', 'smoke alarm', 'kitchen safety'],
        },
      ]);
    },
  );
});
