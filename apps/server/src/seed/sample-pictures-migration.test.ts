import { expect, it } from 'vitest';
import { migrateAcross, productsBeforeSql } from '../testing/migrations.js';

it('migration 0034 shows each sample product of a shop seeded before its own picture, and leaves uploads alone', async () => {
  await migrateAcross(
    '0034',
    (client) =>
      client.exec(`${productsBeforeSql([
        'ds18b20-waterproof-temperature-sensor-probe',
        'hc-sr04-ultrasonic-distance-sensor',
        'a-part-staff-added',
      ])}
        -- As the old seed had them: the probe showed the DHT22's drawing, then a second view of another part.
        insert into product_images (product_id, url, position)
          select id, '/media/parts/temperature-sensor.svg', 0 from products where slug like 'ds18b20%';
        insert into product_images (product_id, url, position)
          select id, '/media/parts/sensor-module.svg', 1 from products where slug like 'ds18b20%';
        -- Staff replaced the HC-SR04's drawing with a photo; the drawing stayed second.
        insert into product_images (product_id, url, position)
          select id, '/media/uploads/hc-sr04-photo.webp', 0 from products where slug like 'hc-sr04%';
        insert into product_images (product_id, url, position)
          select id, '/media/parts/ultrasonic-sensor.svg', 1 from products where slug like 'hc-sr04%';
        -- A product of the shop's own, shown with a sample drawing: not a sample product, left alone.
        insert into product_images (product_id, url, position)
          select id, '/media/parts/breakout-board.svg', 0 from products where slug = 'a-part-staff-added';`),
    async (client) => {
      const images = await client.query<{ slug: string; url: string; position: number }>(
        `select p.slug, i.url, i.position from product_images i join products p on p.id = i.product_id
         order by p.slug, i.position`,
      );
      expect(images.rows).toEqual([
        { slug: 'a-part-staff-added', url: '/media/parts/breakout-board.svg', position: 0 },
        {
          slug: 'ds18b20-waterproof-temperature-sensor-probe',
          url: '/media/parts/ds18b20-waterproof-temperature-sensor-probe.svg',
          position: 0,
        },
        { slug: 'hc-sr04-ultrasonic-distance-sensor', url: '/media/uploads/hc-sr04-photo.webp', position: 0 },
        {
          slug: 'hc-sr04-ultrasonic-distance-sensor',
          url: '/media/parts/hc-sr04-ultrasonic-distance-sensor.svg',
          position: 1,
        },
      ]);
      // The temporary list of sample pictures does not outlive the migration.
      const leftOver = await client.query(`select 1 from pg_tables where tablename = 'sample_pictures'`);
      expect(leftOver.rows).toEqual([]);
    },
  );
});
