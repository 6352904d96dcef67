import type { AuditEntry, Order, Paginated } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/staff.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf } from '../../testing/stock.js';

const {
  ctx,
  staff: { owner },
} = staffTestApp({ owner: ['owner'] }, { seed: true });

const SENSOR = 'hc-sr04-ultrasonic-distance-sensor';

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: owner.auth, payload });

/** The newest audit entry, as the owner reads it. */
async function newest(): Promise<AuditEntry> {
  const page = (await call('GET', '/api/admin/audit/?page_size=1')).json() as Paginated<AuditEntry>;
  const [entry] = page.results;
  if (!entry) throw new Error('the audit log is empty');
  return entry;
}

const productId = async () => ((await call('GET', `/api/products/${SENSOR}/`)).json() as { id: number }).id;

describe('the audit log in words', () => {
  it('says a product’s change with its name, money in rupees, and keeps the raw change', async () => {
    const id = await productId();
    // Without the sample's price breaks, which a lower price would have to stay above.
    await call('PATCH', `/api/admin/products/${id}/`, { price: 69, price_breaks: [] });
    await call('PATCH', `/api/admin/products/${id}/`, { price: 65 });
    const entry = await newest();
    expect(entry.summary).toBe('Price ₹69 → ₹65 on HC-SR04 Ultrasonic Distance Sensor');
    expect(entry.changes).toEqual({ price_paise: { before: 6900, after: 6500 } });

    const categories = (await call('GET', '/api/admin/categories/')).json() as {
      results: { id: number; name: string }[];
    };
    const motors = categories.results.find((category) => category.name.includes('Motor'));
    await call('PATCH', `/api/admin/products/${id}/`, { is_active: false, category: motors?.id, description: 'New' });
    const moved = (await newest()).summary;
    expect(moved).toMatch(/^Changed HC-SR04 Ultrasonic Distance Sensor: /);
    expect(moved).toContain(`category Sensors → ${motors?.name}`);
    expect(moved).toContain('hidden from the shop');
    expect(moved).toContain('description edited');

    await setStockOf(ctx.database.db, SENSOR, 400);
    await call('POST', `/api/admin/products/${id}/stock/`, { change: 12, reason: 'received', note: 'Invoice 77' });
    expect((await newest()).summary).toBe(
      'Stock 400 → 412 on HC-SR04 Ultrasonic Distance Sensor (Received: Invoice 77)',
    );
  });

  it('names coupons by code, staff and roles by name, and orders by number', async () => {
    const coupons = (await call('GET', '/api/admin/coupons/')).json() as { results: { id: number; code: string }[] };
    const welcome = coupons.results.find((coupon) => coupon.code === 'WELCOME10');
    await call('PATCH', `/api/admin/coupons/${welcome?.id}/`, { min_order: 599 });
    expect((await newest()).summary).toMatch(/^Minimum order ₹[\d,]+ → ₹599 on coupon WELCOME10$/);

    const clerk = await signUpStaff(ctx.app, ctx.database.db, ['support']);
    await call('PATCH', `/api/admin/staff/${clerk.id}/`, { roles: ['orders', 'support'] });
    expect((await newest()).summary).toBe(`Roles of ${clerk.username}: Support → Orders, Support`);

    const shopper = await newShopper(ctx.app);
    await setStockOf(ctx.database.db, 'esp32-development-kit', 10);
    ctx.app.catalogCache.invalidate();
    const added = await shopper.addToCart((await shopper.product('esp32-development-kit')).id, 2);
    expect(added.statusCode, added.body).toBe(201);
    const placed = await shopper.checkoutCart('cod');
    const order = jsonOf<Order>(placed, 201);
    await call('POST', `/api/admin/orders/${order.id}/transition/`, { status: 'packed' });
    await call('POST', `/api/admin/orders/${order.id}/transition/`, {
      status: 'shipped',
      carrier: 'delhivery',
      tracking_number: 'DL-12345',
    });
    expect((await newest()).summary).toBe(
      `Shipped order ${order.order_number} with Delhivery, tracking number DL-12345`,
    );
    await call('POST', `/api/admin/orders/${order.id}/transition/`, { status: 'delivered' });
    await call('POST', `/api/admin/orders/${order.id}/refund/`, {
      amount: 50,
      reason: 'One pin bent',
      bank_reference: 'SBIN426012345678',
    });
    expect((await newest()).summary).toBe(`Refunded ₹50 on order ${order.order_number}`);
  });

  it('still says an action it has no words for, from its fields', async () => {
    await ctx.database.db.insert(auditLog).values({
      actorId: owner.id,
      actorUsername: owner.username,
      action: 'widget.tweak',
      entity: 'widget',
      entityId: '3',
      changes: { colour: { before: 'red', after: 'blue' }, max_speed: { before: 2, after: 3 } },
    });
    expect((await newest()).summary).toBe('Changed widget #3: colour “red” → “blue”; max speed 2 → 3');
  });
});
