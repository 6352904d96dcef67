import { expect, it } from 'vitest';
import { migrateAcross, productsBeforeSql } from '../testing/migrations.js';
import { samplePriceBreaks } from './catalogue-price-breaks.data.js';

it('migration 0038 gives the sample products of a shop seeded before the bulk-orders page’s breaks, and the shop’s own products none', async () => {
  await migrateAcross(
    '0038',
    (client) => client.exec(productsBeforeSql(['mq-2-gas-and-smoke-sensor-module', 'a-part-staff-added'])),
    async (client) => {
      const rows = await client.query<{ slug: string; price_breaks: unknown }>(
        'select slug, price_breaks from products order by slug',
      );
      expect(rows.rows).toEqual([
        { slug: 'a-part-staff-added', price_breaks: [] },
        // ₹69: 10+ at ₹65 (5.8% off), 50+ at ₹63 (8.7% off), as the seed gives a new shop.
        { slug: 'mq-2-gas-and-smoke-sensor-module', price_breaks: samplePriceBreaks(6900) },
      ]);
      expect(samplePriceBreaks(6900)).toEqual([
        { min_quantity: 10, price: 6500 },
        { min_quantity: 50, price: 6300 },
      ]);
    },
  );
});
