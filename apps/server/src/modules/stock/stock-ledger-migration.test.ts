import { expect, it } from 'vitest';
import { migrateAcross, productsBeforeSql } from '../../testing/migrations.js';

it('migration 0033 gives each product an opening balance, so its ledger adds up to the stock on the shelf', async () => {
  await migrateAcross(
    '0033',
    (client) =>
      client.exec(`${productsBeforeSql(['hc-sr04', 'dht22', 'never-stocked'], '9031')}
        -- HC-SR04: 400 on the shelf, staff received 10, then sales the old ledger never saw.
        update stock_levels set quantity = 400 where product_id = (select id from products where slug = 'hc-sr04');
        insert into stock_adjustments (product_id, change, quantity_after, reason, actor_id, actor_name)
          select id, 10, 410, 'received', null, 'asha' from products where slug = 'hc-sr04';
        update stock_levels set quantity = 406 where product_id = (select id from products where slug = 'hc-sr04');
        update stock_levels set quantity = 25 where product_id = (select id from products where slug = 'dht22');`),
    async (client) => {
      const lines = await client.query<{
        slug: string;
        change: number;
        quantity_after: number;
        reason: string;
        actor_kind: string;
        actor_name: string;
      }>(`select p.slug, m.change, m.quantity_after, m.reason, m.actor_kind, m.actor_name
          from stock_movements m join products p on p.id = m.product_id order by m.id`);
      expect(lines.rows).toEqual([
        {
          slug: 'hc-sr04',
          change: 10,
          quantity_after: 410,
          reason: 'received',
          actor_kind: 'staff',
          actor_name: 'asha',
        },
        {
          slug: 'hc-sr04',
          change: 396,
          quantity_after: 406,
          reason: 'opening',
          actor_kind: 'system',
          actor_name: 'System',
        },
        {
          slug: 'dht22',
          change: 25,
          quantity_after: 25,
          reason: 'opening',
          actor_kind: 'system',
          actor_name: 'System',
        },
      ]);
      const sums = await client.query<{ slug: string; shelf: number; ledger: number }>(
        `select p.slug, s.quantity as shelf, coalesce(sum(m.change), 0)::int as ledger
         from products p join stock_levels s on s.product_id = p.id
         left join stock_movements m on m.product_id = p.id group by p.slug, s.quantity order by p.slug`,
      );
      for (const row of sums.rows) expect(row.ledger).toBe(row.shelf);
    },
  );
});
