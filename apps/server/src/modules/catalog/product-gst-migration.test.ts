import { expect, it } from 'vitest';
import { migrateAcross } from '../../testing/migrations.js';

it('migration 0021 gives products already in the shop the HSN code of their category and 18% GST', async () => {
  await migrateAcross(
    '0021',
    (client) =>
      client.exec(`
        insert into categories (slug, name) values ('motors', 'Motors'), ('gadgets', 'Gadgets');
        insert into products (slug, name, brand, category_id, price_paise)
          select 'geared-motor', 'Geared motor', 'Generic', id, 12000 from categories where slug = 'motors'
          union all
          select 'odd-gadget', 'Odd gadget', 'Generic', id, 9900 from categories where slug = 'gadgets';`),
    async (client) => {
      const rows = await client.query<{ slug: string; hsn_code: string; gst_rate: number }>(
        'select slug, hsn_code, gst_rate from products order by slug',
      );
      expect(rows.rows).toEqual([
        { slug: 'geared-motor', hsn_code: '8501', gst_rate: 18 },
        { slug: 'odd-gadget', hsn_code: '8473', gst_rate: 18 },
      ]);
      await expect(
        client.exec(`insert into products (slug, name, brand, category_id, price_paise)
          select 'no-hsn', 'No HSN', 'Generic', id, 100 from categories limit 1`),
      ).rejects.toThrow(/hsn_code/);
    },
  );
});
