import { type Dashboard, dateInIndia, LOW_STOCK_THRESHOLD, type Order } from '@makerbazaar/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bulkQuoteRequests } from '../../db/schema/bulk-orders.js';
import { orders } from '../../db/schema/commerce.js';
import { contactMessages } from '../../db/schema/content.js';
import { stockLevels } from '../../db/schema/stock.js';
import { supportRequests } from '../../db/schema/support.js';
import { testApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf } from '../../testing/stock.js';

const ctx = testApp({ seed: true });

const DAY_MS = 24 * 60 * 60 * 1000;
type OrderChanges = Parameters<ReturnType<typeof ctx.database.db.update<typeof orders>>['set']>[0];

/** Places one order of one Arduino Uno, then sets what the test needs straight in the database. */
async function placeOrder(method: 'cod' | 'online', changes: OrderChanges = {}): Promise<number> {
  const shopper = await newShopper(ctx.app);
  const product = await shopper.product('arduino-uno-r3');
  await shopper.addToCart(product.id, 2);
  const placed = await shopper.checkoutCart(method);
  const order = jsonOf<Order>(placed, 201);
  const [row] = await ctx.database.db
    .update(orders)
    .set({ updatedAt: new Date(), ...changes })
    .where(eq(orders.id, order.id))
    .returning();
  return row!.totalPaise;
}

async function dashboardOf(auth: Record<string, string>) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/', headers: auth });
  return jsonOf<Dashboard>(response);
}

describe('GET /api/admin/dashboard/', () => {
  let expected: { today: number[]; week: number[]; month: number[] };

  beforeAll(async () => {
    await setStockOf(ctx.database.db, 'arduino-uno-r3', 500);
    const now = Date.now();
    const daysAgo = (days: number) => new Date(now - days * DAY_MS);
    // Counted in full: COD today, online paid today.
    const cod = await placeOrder('cod', { status: 'confirmed' });
    const paid = await placeOrder('online', { status: 'packed', paymentStatus: 'completed', paidAt: new Date() });
    // Counted less its refund: ₹100 of it went back.
    const refunded = await placeOrder('online', {
      status: 'shipped',
      paymentStatus: 'partially_refunded',
      refundedPaise: 10_000,
    });
    // Counted as an order, adding nothing: all of it went back.
    const fullRefund = { paymentStatus: 'refunded' as const, refundedPaise: sql`${orders.totalPaise}` };
    await placeOrder('online', { status: 'delivered', ...fullRefund });
    // Not counted at all: cancelled and refunded.
    await placeOrder('online', { status: 'cancelled', ...fullRefund });
    // Not counted: cancelled COD, online not paid (still waiting), online failed.
    await placeOrder('cod', { status: 'cancelled', cancelledAt: new Date() });
    await placeOrder('online');
    await placeOrder('online', { status: 'cancelled', paymentStatus: 'failed' });
    // Earlier days.
    const threeDaysAgo = await placeOrder('cod', { status: 'delivered', createdAt: daysAgo(3) });
    const twentyDaysAgo = await placeOrder('cod', { status: 'delivered', createdAt: daysAgo(20) });
    await placeOrder('cod', { status: 'delivered', createdAt: daysAgo(40) });

    const today = [cod, paid, refunded - 10_000, 0];
    expected = {
      today,
      week: [...today, threeDaysAgo],
      month: [...today, threeDaysAgo, twentyDaysAgo],
    };

    await setStockOf(ctx.database.db, 'arduino-nano', 0);
    await setStockOf(ctx.database.db, 'esp32-development-kit', 3);
    const db = ctx.database.db;
    await db.insert(contactMessages).values([
      { name: 'Asha', email: 'asha@example.in', subject: 'Hello', message: 'Do you ship to Goa?' },
      { name: 'Ravi', email: 'ravi@example.in', subject: 'Thanks', message: 'Got it.', handledAt: new Date() },
    ]);
    await db.insert(supportRequests).values([
      { ticketNumber: 'SR-20261121-0001', topic: 'Payments', name: 'Asha', email: 'a@example.in', message: 'Help' },
      {
        ticketNumber: 'SR-20261121-0002',
        topic: 'Other',
        name: 'Ravi',
        email: 'r@example.in',
        message: 'Done',
        status: 'closed',
      },
    ]);
    await db.insert(bulkQuoteRequests).values({
      reference: 'BQ-20261121-0001',
      organisation: 'IIT Madras',
      contactName: 'Meera',
      email: 'meera@example.in',
      phone: '+919845012345',
      items: [{ name: 'Arduino Uno', quantity: 40 }],
      neededBy: '2026-12-31',
    });
  });

  const rupees = (paise: number[]) => paise.reduce((sum, p) => sum + p, 0) / 100;

  it('counts revenue as money taken or owed: not cancelled, COD or paid online, less refunds, by India day', async () => {
    const owner = await signUpStaff(ctx.app, ctx.database.db, ['owner']);
    const { sales } = await dashboardOf(owner.auth);
    expect(sales!.today).toEqual({ revenue: rupees(expected.today), orders: expected.today.length });
    expect(sales!.last_7_days).toEqual({ revenue: rupees(expected.week), orders: expected.week.length });
    expect(sales!.last_30_days).toEqual({ revenue: rupees(expected.month), orders: expected.month.length });

    expect(sales!.by_day).toHaveLength(30);
    const last = sales!.by_day.at(-1)!;
    expect(last).toEqual({ date: dateInIndia(), revenue: rupees(expected.today), orders: expected.today.length });
    expect(sales!.by_day.at(-4)!.date).toBe(dateInIndia(new Date(Date.now() - 3 * DAY_MS)));
    expect(sales!.by_day.at(-4)!.orders).toBe(1);
    expect(sales!.by_day.reduce((sum, day) => sum + day.orders, 0)).toBe(expected.month.length);
  });

  it('shows orders waiting by status and unpaid online orders with the time they expire', async () => {
    const owner = await signUpStaff(ctx.app, ctx.database.db, ['owner']);
    const dashboard = await dashboardOf(owner.auth);
    expect(dashboard.orders).toEqual({ pending: 1, confirmed: 1, packed: 1, shipped: 1 });
    expect(dashboard.awaiting_payment!.count).toBe(1);
    const [waiting] = dashboard.awaiting_payment!.soonest;
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, waiting!.id));
    expect(new Date(waiting!.expires_at).getTime() - row!.createdAt.getTime()).toBe(30 * 60 * 1000);
    expect(waiting!.total_amount).toBe(row!.totalPaise / 100);
  });

  it('counts low and sold-out products as the product list filters them, and new messages', async () => {
    const owner = await signUpStaff(ctx.app, ctx.database.db, ['owner']);
    const { stock, inbox } = await dashboardOf(owner.auth);
    const [levels] = await ctx.database.db
      .select({
        low: sql<number>`count(*) filter (where ${stockLevels.quantity} between 1 and ${LOW_STOCK_THRESHOLD})::int`,
        out: sql<number>`count(*) filter (where ${stockLevels.quantity} = 0)::int`,
      })
      .from(stockLevels);
    expect(stock!.low).toBe(levels!.low);
    expect(stock!.out).toBe(levels!.out);
    expect(stock!.sold_out.map((p) => p.slug)).toContain('arduino-nano');
    expect(stock!.lowest.find((p) => p.slug === 'esp32-development-kit')?.stock).toBe(3);
    expect(stock!.lowest.every((p) => p.stock >= 1 && p.stock <= LOW_STOCK_THRESHOLD)).toBe(true);
    expect(inbox).toEqual({ new_messages: 1, open_tickets: 1, new_quotes: 1 });
  });

  it('shows each staff member only the sections of their areas', async () => {
    const sections = async (role: 'catalogue' | 'orders' | 'support') => {
      const staff = await signUpStaff(ctx.app, ctx.database.db, [role]);
      const dashboard = await dashboardOf(staff.auth);
      return Object.entries(dashboard)
        .filter(([, section]) => section !== null)
        .map(([name]) => name);
    };
    expect(await sections('catalogue')).toEqual(['stock']);
    expect(await sections('orders')).toEqual(['sales', 'orders', 'awaiting_payment', 'refunds_due']);
    expect(await sections('support')).toEqual(['inbox']);
  });

  it('is refused to guests and customers', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/' })).statusCode).toBe(401);
    const customer = await newShopper(ctx.app);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/', headers: customer.auth });
    expect(refused.statusCode).toBe(403);
  });
});
