// Checkout splits the GST out of every line's GST-inclusive price and keeps it with the order:
// CGST + SGST for a delivery in Karnataka, IGST elsewhere; the lines add up to the total.
import type { Order, ShippingAddress } from '@makerbazaar/core';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '../../db/schema/commerce.js';
import { courses } from '../../db/schema/courses.js';
import { testApp } from '../../testing/app-hooks.js';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf } from '../../testing/stock.js';

const ctx = testApp();
beforeAll(async () => {
  for (const slug of [SOLAR, PROBE, UNO]) await setStockOf(ctx.database.db, slug, 50);
  ctx.app.catalogCache.invalidate();
});

const SOLAR = '6v-2w-mini-solar-panel'; // ₹229, 5%
const PROBE = 'ds18b20-waterproof-temperature-sensor-probe'; // ₹129, 18%, a sensor
const UNO = 'arduino-uno-r3'; // ₹2,350, 18%

const address = (state: ShippingAddress['state'], city: string): ShippingAddress => ({
  name: 'Asha Rao',
  phone: '9845012345',
  line1: '12 MG Road',
  line2: '',
  city,
  state,
  pincode: '560001',
});

async function stored(order: Order) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
  const lines = await ctx.database.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id));
  if (!row) throw new Error('order not stored');
  const gross = (l: {
    taxablePaise: number | null;
    cgstPaise: number | null;
    sgstPaise: number | null;
    igstPaise: number | null;
  }) => (l.taxablePaise ?? 0) + (l.cgstPaise ?? 0) + (l.sgstPaise ?? 0) + (l.igstPaise ?? 0);
  const fee = {
    taxablePaise: row.codFeeTaxablePaise,
    cgstPaise: row.codFeeCgstPaise,
    sgstPaise: row.codFeeSgstPaise,
    igstPaise: row.codFeeIgstPaise,
  };
  return { row, lines, charged: lines.reduce((sum, l) => sum + gross(l), 0) + gross(fee) };
}

async function shopperWith(slugs: string[]) {
  const shopper = await newShopper(ctx.app);
  for (const slug of slugs) await shopper.addToCart((await shopper.product(slug)).id);
  return shopper;
}

describe('tax at checkout', () => {
  it('splits a mixed-rate COD order to Karnataka into CGST and SGST per line, the fee at the highest rate', async () => {
    const shopper = await shopperWith([SOLAR, PROBE]);
    const res = await shopper.checkout({ total_amount: 229 + 129 + 50, address: address('Karnataka', 'Bengaluru') });
    expect(res.statusCode, res.body).toBe(201);
    const { row, lines, charged } = await stored(res.json() as Order);
    expect(row).toMatchObject({ placeOfSupply: 'Karnataka', codFeePaise: 5_000, totalPaise: 40_800 });
    expect(lines.map((l) => [l.productSlug, l.hsnCode, l.gstRate, l.discountPaise])).toEqual([
      [PROBE, '9025', 18, 0],
      [SOLAR, '854143', 5, 0],
    ]);
    // ₹129 at 18%: 9% each of ₹109.32; ₹229 at 5%: 2.5% each of ₹218.10.
    expect(lines[0]).toMatchObject({ taxablePaise: 10_932, cgstPaise: 984, sgstPaise: 984, igstPaise: 0 });
    expect(lines[1]).toMatchObject({ taxablePaise: 21_810, cgstPaise: 545, sgstPaise: 545, igstPaise: 0 });
    expect(row).toMatchObject({
      codFeeGstRate: 18,
      codFeeTaxablePaise: 4_238,
      codFeeCgstPaise: 381,
      codFeeIgstPaise: 0,
    });
    expect(charged).toBe(row.totalPaise);
  });

  it('charges IGST to another state and takes a category coupon off its own lines only', async () => {
    const shopper = await shopperWith([UNO, PROBE]);
    await shopper.addToCart((await shopper.product(PROBE)).id, 4); // five probes: ₹645 of sensors
    const discount = Math.floor(645 * 15) / 100; // SENSOR15
    const res = await shopper.checkout({
      total_amount: 2350 + 645 - discount,
      payment_method: 'online',
      coupon_code: 'SENSOR15',
      address: address('Maharashtra', 'Pune'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { row, lines, charged } = await stored(res.json() as Order);
    expect(row).toMatchObject({ placeOfSupply: 'Maharashtra', codFeeTaxablePaise: null, codFeeGstRate: null });
    expect(lines.map((l) => [l.productSlug, l.discountPaise])).toEqual([
      [UNO, 0],
      [PROBE, 9_675],
    ]);
    expect(lines.every((l) => l.cgstPaise === 0 && l.sgstPaise === 0 && (l.igstPaise ?? 0) > 0)).toBe(true);
    expect(charged).toBe(row.totalPaise);
  });

  it('reads the state of an address sent as one text, and takes the shop’s state when it names none', async () => {
    const telangana = await shopperWith([PROBE]);
    const named = await telangana.checkout({
      total_amount: 129 + 50,
      shipping_address: 'Plot 42, HITEC City\nHyderabad, Telangana 500081',
    });
    expect(named.statusCode, named.body).toBe(201);
    expect((await stored(named.json() as Order)).row.placeOfSupply).toBe('Telangana');

    const unnamed = await shopperWith([PROBE]);
    const res = await unnamed.checkout({ total_amount: 129 + 50 });
    expect(res.statusCode, res.body).toBe(201);
    const { row, lines } = await stored(res.json() as Order);
    expect(row.placeOfSupply).toBe('Karnataka');
    expect(lines[0]).toMatchObject({ cgstPaise: 984, sgstPaise: 984 });
  });

  it('taxes a course as a service at 18% in the buyer’s state, or the shop’s when none is known', async () => {
    const [course] = await ctx.database.db
      .select()
      .from(courses)
      .where(eq(courses.slug, 'esp32-iot-wifi-mqtt-dashboards'));
    if (!course) throw new Error('no course');
    const unknown = await newShopper(ctx.app);
    const buy = (headers: { authorization: string }) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders/course/',
        headers,
        payload: { course_id: course.id, total_amount: course.pricePaise / 100 },
      });
    const local = await stored((await buy(unknown.auth)).json() as Order);
    expect(local.row.placeOfSupply).toBe('Karnataka');
    expect(local.lines[0]).toMatchObject({ hsnCode: '999293', gstRate: 18, igstPaise: 0 });
    expect(local.charged).toBe(course.pricePaise);

    const delhi = await newShopper(ctx.app);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/addresses/',
      headers: delhi.auth,
      payload: { ...address('Delhi', 'New Delhi'), pincode: '110001', type: 'home' },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const outside = await stored((await buy(delhi.auth)).json() as Order);
    expect(outside.row.placeOfSupply).toBe('Delhi');
    expect(outside.lines[0]).toMatchObject({ cgstPaise: 0, sgstPaise: 0 });
    expect(outside.charged).toBe(course.pricePaise);
  });

  it('bills a business buyer by its GSTIN, which must be registered in the state the order goes to', async () => {
    const shopper = await shopperWith([PROBE]);
    const order = { total_amount: 129 + 50, address: address('Karnataka', 'Bengaluru') };
    const wrongState = await shopper.checkout({
      ...order,
      gstin: '27AAPFU0939F1ZV',
      business_name: 'Pune Robotics LLP',
    });
    expect(wrongState.statusCode).toBe(400);
    expect(wrongState.json()).toEqual({
      gstin: ['This GSTIN is registered in another state: for a delivery to Karnataka it starts with 29.'],
    });
    const half = await shopper.checkout({ ...order, gstin: '29ABCDE1234F1ZW' });
    expect(half.statusCode).toBe(400);
    expect(half.json()).toEqual({ business_name: ['Enter the business name of this GSTIN.'] });
    const misspelt = await shopper.checkout({ ...order, gstin: '29ABCDE1234F1ZX', business_name: 'Asha Labs' });
    expect(misspelt.json()).toEqual({ gstin: ['Enter a valid 15-character GSTIN, e.g. 29ABCDE1234F1ZW.'] });

    // A saved address's state is checked on the server too.
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/addresses/',
      headers: shopper.auth,
      payload: { ...address('Karnataka', 'Mysuru'), type: 'work' },
    });
    const savedId = (saved.json() as { id: number }).id;
    const refused = await shopper.checkout({
      total_amount: 179,
      address_id: savedId,
      gstin: '27AAPFU0939F1ZV',
      business_name: 'Pune Robotics LLP',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json() as object)).toEqual(['gstin']);

    const placed = await shopper.checkout({
      total_amount: 179,
      address_id: savedId,
      gstin: ' 29abcde1234f1zw ',
      business_name: '  Asha Labs Pvt Ltd ',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ gstin: '29ABCDE1234F1ZW', business_name: 'Asha Labs Pvt Ltd' });
    const { row } = await stored(placed.json() as Order);
    expect(row).toMatchObject({ buyerGstin: '29ABCDE1234F1ZW', buyerBusinessName: 'Asha Labs Pvt Ltd' });
  });
});
