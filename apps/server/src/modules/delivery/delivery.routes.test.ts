// Delivery by PIN code: the Check delivery answer from the bundled table and staff's rules, staff
// editing those rules (audited, and refused to roles without orders), and checkout's own re-check.
import type { AuditEntry, DeliveryCheck, DeliveryRules, DeliveryRulesInput, Paginated } from '@makerbazaar/core';
import { DEFAULT_DELIVERY_DAYS, deliverBy } from '@makerbazaar/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { makeProduct } from '../../testing/catalogue.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf } from '../../testing/stock.js';

const {
  ctx,
  staff: { clerk },
} = staffTestApp({ clerk: ['orders'] }, { seed: false });
/** A part on the shelf, to check delivery and check out with. */
let part: Awaited<ReturnType<typeof makeProduct>>;
beforeAll(async () => {
  part = await makeProduct(ctx.app, { stock: 100 });
});

const check = (pincode: string) => ctx.app.inject({ method: 'GET', url: `/api/delivery/${pincode}/` });
const saveRules = (rules: DeliveryRulesInput, headers = clerk.auth) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/delivery/', headers, payload: rules });
const noRules: DeliveryRulesInput = { no_delivery: [], no_cod: [], zone_days: DEFAULT_DELIVERY_DAYS };

describe('checking delivery to a PIN code', () => {
  it('answers with the place, the zone, its days and the date an order placed now arrives', async () => {
    const res = await check('560034');
    const answer = jsonOf<DeliveryCheck>(res);
    expect(answer).toMatchObject({
      pincode: '560034',
      district: 'Bengaluru',
      state: 'Karnataka',
      zone: 'same_city',
      delivers: true,
      cod_available: true,
      min_days: 1,
      max_days: 2,
    } satisfies Partial<DeliveryCheck>);
    expect([deliverBy(new Date(Date.now() - 60_000), 2), deliverBy(new Date(), 2)]).toContain(answer.deliver_by);
    expect(((await check('400001')).json() as DeliveryCheck).zone).toBe('metro');
    expect(((await check('744101')).json() as DeliveryCheck).zone).toBe('north_east_islands');
  });

  it('says a part out of stock cannot be sent, with no arrival date, and gives the date for one in stock', async () => {
    const inStock = (await ctx.app.inject({ method: 'GET', url: `/api/delivery/560034/?product=${part.id}` })).json();
    expect(inStock).toMatchObject({ delivers: true, in_stock: true, deliver_by: expect.any(String) });

    await setStockOf(ctx.database.db, part.slug, 0);
    const soldOut = await ctx.app.inject({ method: 'GET', url: `/api/delivery/560034/?product=${part.id}` });
    expect(soldOut.statusCode, soldOut.body).toBe(200);
    expect(soldOut.json()).toMatchObject({
      district: 'Bengaluru',
      delivers: true,
      in_stock: false,
      deliver_by: null,
    } satisfies Partial<DeliveryCheck>);
    // Without a product the answer is the PIN code's alone, as before.
    expect((await check('560034')).json()).toMatchObject({ in_stock: null, deliver_by: expect.any(String) });
    await setStockOf(ctx.database.db, part.slug, 100);

    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/delivery/560034/?product=2147483000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Product not found.' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/delivery/560034/?product=abc' })).statusCode).toBe(400);
  });

  it('names today’s union territories: Ladakh, and Dadra and Nagar Haveli and Daman and Diu', async () => {
    expect((await check('194101')).json()).toMatchObject({ district: 'Leh', state: 'Ladakh' });
    expect((await check('194103')).json()).toMatchObject({ district: 'Kargil', state: 'Ladakh' });
    expect((await check('396210')).json()).toMatchObject({ state: 'Dadra and Nagar Haveli and Daman and Diu' });
    expect((await check('362520')).json()).toMatchObject({ state: 'Dadra and Nagar Haveli and Daman and Diu' });
  });

  it('refuses a malformed PIN code with 400 and says an unknown one is not found', async () => {
    for (const malformed of ['056001', '56001', '5600011', 'abcdef']) {
      const res = await check(malformed);
      expect(res.statusCode, malformed).toBe(400);
      expect(res.json()).toEqual({ pincode: ['Enter a 6-digit PIN code that does not start with 0.'] });
    }
    const unknown = await check('999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'We could not find this PIN code. Please check it.' });
  });
});

describe('delivery rules in the back office', () => {
  it('starts from core’s defaults, delivering everywhere with COD', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/delivery/', headers: clerk.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ no_delivery: [], no_cod: [], zone_days: DEFAULT_DELIVERY_DAYS });
  });

  it('applies staff’s rules to the check, and records the change in the audit log', async () => {
    const res = await saveRules({
      no_delivery: ['744', '682555', '744'],
      no_cod: ['1941', '396'],
      zone_days: { ...DEFAULT_DELIVERY_DAYS, same_city: { min: 0, max: 1 } },
    });
    const saved = jsonOf<DeliveryRules>(res);
    expect(saved.no_delivery).toEqual(['682555', '744']);
    expect(saved.zone_days.same_city).toEqual({ min: 0, max: 1 });

    expect((await check('744101')).json()).toMatchObject({
      delivers: false,
      cod_available: false,
      min_days: null,
      max_days: null,
      deliver_by: null,
    });
    expect((await check('194101')).json()).toMatchObject({ delivers: true, cod_available: false });
    expect((await check('560001')).json()).toMatchObject({ min_days: 0, max_days: 1 });

    const owner = await signUpStaff(ctx.app, ctx.database.db, ['owner']);
    const audit = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/audit/?entity=delivery_rules',
      headers: owner.auth,
    });
    const [entry] = (audit.json() as Paginated<AuditEntry>).results;
    expect(entry).toMatchObject({ actor_username: clerk.username, action: 'delivery_rules.update' });
    expect(entry?.changes.no_delivery).toEqual({ before: [], after: ['682555', '744'] });
    expect(entry?.changes.zone_days).toBeDefined();
    expect(entry?.changes.no_cod).toEqual({ before: [], after: ['1941', '396'] });
  });

  it('refuses rules that are not PIN codes or prefixes, and days out of order', async () => {
    const res = await saveRules({
      no_delivery: ['0744', 'abc'],
      no_cod: ['5600011'],
      zone_days: { ...DEFAULT_DELIVERY_DAYS, metro: { min: 6, max: 3 } },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json() as object).sort()).toEqual(['no_cod', 'no_delivery', 'zone_days']);
  });

  it('is closed to guests, customers and staff without the orders area', async () => {
    const customer = await signUpAndLogIn(ctx.app);
    const writer = await signUpStaff(ctx.app, ctx.database.db, ['catalogue']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/delivery/' })).statusCode).toBe(401);
    expect((await saveRules(noRules, customer.auth)).statusCode).toBe(403);
    expect((await saveRules(noRules, writer.auth)).statusCode).toBe(403);
  });
});

describe('checkout checks delivery again', () => {
  const address = (pincode: string) => ({
    name: 'Priya Sharma',
    phone: '9845012345',
    line1: 'Plot 42, HITEC City',
    city: 'Somewhere',
    state: 'Andaman and Nicobar Islands',
    pincode,
  });

  it('refuses an undeliverable PIN code, COD where it is off and an unknown PIN code, writing nothing', async () => {
    await saveRules({ no_delivery: ['744'], no_cod: ['1941'], zone_days: DEFAULT_DELIVERY_DAYS });
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart(part.id);
    const total = (await shopper.cart()).total_amount;

    const refusals = [
      [
        { address: address('744101'), save_address: true, payment_method: 'online' },
        'Sorry, we do not deliver to PIN code 744101 yet. Please choose another delivery address.',
      ],
      [
        { address: { ...address('194101'), state: 'Ladakh' }, payment_method: 'cod' },
        'Cash on delivery is not available for PIN code 194101. Please choose online payment.',
      ],
      [
        { address: address('999999'), payment_method: 'online' },
        'We could not find the PIN code 999999. Please check the delivery address.',
      ],
      [
        { shipping_address: 'Aberdeen Bazar, Port Blair 744101', payment_method: 'online' },
        'Sorry, we do not deliver to PIN code 744101 yet. Please choose another delivery address.',
      ],
    ] as const;
    for (const [body, detail] of refusals) {
      const res = await shopper.checkout({ total_amount: total, ...body });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toEqual({ detail });
    }
    const orders = await ctx.app.inject({ method: 'GET', url: '/api/orders/', headers: shopper.auth });
    expect((orders.json() as { count: number }).count).toBe(0);
    const addresses = await ctx.app.inject({ method: 'GET', url: '/api/addresses/', headers: shopper.auth });
    expect((addresses.json() as { results: unknown[] }).results).toEqual([]);
    expect((await shopper.cart()).results).toHaveLength(1);

    const online = await shopper.checkout({
      total_amount: total,
      address: { ...address('194101'), state: 'Ladakh' },
      payment_method: 'online',
    });
    expect(online.statusCode, online.body).toBe(201);
  });
});
