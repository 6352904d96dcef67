import { expect, it } from 'vitest';
import { migrateAcross } from '../../testing/migrations.js';

it('migration 0032 counts the refunds owed at upgrade as told, so staff get no e-mail per old order', async () => {
  await migrateAcross(
    '0032',
    (client) =>
      client.exec(`
        insert into users (id, username, email, password_hash) values (1, 'meera', 'meera@example.in', 'x');
        insert into orders (id, order_number, user_id, status, payment_method, payment_status, goods_paise, total_paise, shipping_address, phone_number) values
          (1, 'MB1', 1, 'cancelled', 'online', 'refund_pending', 7900, 7900, 'Bengaluru 560001', '+919845012345'),
          (2, 'MB2', 1, 'confirmed', 'online', 'completed', 7900, 7900, 'Bengaluru 560001', '+919845012345'),
          (3, 'MB3', 1, 'confirmed', 'cod', 'pending', 7900, 7900, 'Bengaluru 560001', '+919845012345');
        insert into payments (order_id, provider, provider_order_id, provider_payment_id, amount_paise, outcome) values
          (1, 'razorpay', 'order_1', 'pay_1', 7900, 'applied'),
          (2, 'razorpay', 'order_2', 'pay_2', 7900, 'applied'),
          (2, 'razorpay', 'order_2', 'pay_2b', 7900, 'needs_refund');
      `),
    async (client) => {
      const told = await client.query<{ order_id: number; reminded_on: string | null }>(
        'select order_id, reminded_on from refund_notices order by order_id',
      );
      expect(told.rows).toEqual([
        { order_id: 1, reminded_on: null },
        { order_id: 2, reminded_on: null },
      ]);
    },
  );
});
