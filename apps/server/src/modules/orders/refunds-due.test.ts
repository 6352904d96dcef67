import {
  type AdminOrder,
  type AdminOrderPage,
  type Dashboard,
  type Order,
  PAYMENT_CAPTURED_BUT_FAILED,
  type StaffRole,
} from '@makerbazaar/core';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/commerce.js';
import { outbox } from '../../db/schema/outbox.js';
import { auditLog } from '../../db/schema/staff.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf } from '../../testing/stock.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { recordOverdueRefunds, recordRefundsDue } from './refunds-due.service.js';

const SLUG = 'esp32-development-kit';
const HOUR_MS = 60 * 60 * 1000;

const { ctx, staff } = staffTestApp({
  owner: ['owner'],
  orders: ['orders'],
  catalogue: ['catalogue'],
  support: ['support'],
} satisfies Record<StaffRole, StaffRole[]>);
beforeAll(async () => {
  await setStockOf(ctx.database.db, SLUG, 1000);
  ctx.app.catalogCache.invalidate();
});

type Shopper = Awaited<ReturnType<typeof newShopper>>;

async function onlineOrder(): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await newShopper(ctx.app);
  await shopper.addToCart((await shopper.product(SLUG)).id, 1);
  const placed = await shopper.checkoutCart('online');
  expect(placed.statusCode, placed.body).toBe(201);
  return { shopper, order: placed.json() as Order };
}

/** Pays an order through the test gateway as the browser does, whether or not the order can take it. */
const pay = (shopper: Shopper, order: Order) => shopper.payThroughGateway(order);

const cancelAsCustomer = (shopper: Shopper, order: Order) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel/`, headers: shopper.auth });

const asOwner = () => staff.owner.auth;

async function list(query: string) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/?${query}`, headers: asOwner() });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as AdminOrderPage).results;
}
const adminOrder = async (id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${id}/`, headers: asOwner() })).json() as AdminOrder;
const dashboard = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard/', headers: asOwner() })).json() as Dashboard;
const refund = (id: number, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${id}/refund/`, headers: asOwner(), payload });

/** Moves the moment the order's refund became due (its cancellation) `hours` before `now`. */
const cancelledHoursAgo = (id: number, hours: number, now = new Date()) =>
  ctx.database.db
    .update(orders)
    .set({ cancelledAt: new Date(now.getTime() - hours * HOUR_MS) })
    .where(eq(orders.id, id));

describe('a paid online order the customer cancels', () => {
  it('is a refund to make: in the list, on the dashboard, overdue after a day, and gone once refunded', async () => {
    const { shopper, order } = await onlineOrder();
    await pay(shopper, order);
    const cancelled = (await cancelAsCustomer(shopper, order)).json() as Order;
    expect(cancelled).toMatchObject({ status: 'cancelled', payment_status: 'refund_pending' });

    const [listed] = (await list('refund=due')).filter((row) => row.id === order.id);
    expect(listed?.refund_due).toMatchObject({ amount: order.total_amount, overdue: false });
    expect((await list('refund=overdue')).map((row) => row.id)).not.toContain(order.id);
    const owed = (await dashboard()).refunds_due;
    expect(owed?.oldest.find((row) => row.id === order.id)).toMatchObject({
      order_number: order.order_number,
      customer_name: `${shopper.customer.first_name} ${shopper.customer.last_name}`,
      amount: order.total_amount,
      overdue: false,
    });
    expect(owed?.count).toBeGreaterThanOrEqual(1);

    // A day and an hour later it is overdue, in the list, on the dashboard and on the order.
    await cancelledHoursAgo(order.id, 25);
    expect((await list('refund=overdue')).find((row) => row.id === order.id)?.refund_due?.overdue).toBe(true);
    expect((await adminOrder(order.id)).refund_due).toMatchObject({ amount: order.total_amount, overdue: true });
    expect((await dashboard()).refunds_due?.overdue).toBeGreaterThanOrEqual(1);

    // Part of it goes back: the rest is still owed, and the customer still reads "Refund in progress".
    const part = await refund(order.id, { amount: 100, reason: 'First part' });
    expect(part.json()).toMatchObject({
      payment_status: 'refund_pending',
      refund_due: { amount: order.total_amount - 100 },
    });
    const rest = await refund(order.id, { amount: order.total_amount - 100, reason: 'Cancelled by the customer' });
    expect(rest.json()).toMatchObject({ payment_status: 'refunded', refund_due: null });
    expect((await list('refund=due')).map((row) => row.id)).not.toContain(order.id);
    expect((await dashboard()).refunds_due?.oldest.map((row) => row.id)).not.toContain(order.id);
  });

  it('refuses a refund filter it does not know', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/orders/?refund=soon', headers: asOwner() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ refund: ['Choose refunds that are due or overdue.'] });
  });
});

describe('a payment the order could not take', () => {
  it('arrives after the order was cancelled: owed, and sent back through its gateway beside the order’s books', async () => {
    const { shopper, order } = await onlineOrder();
    await cancelAsCustomer(shopper, order);
    const late = await pay(shopper, order);
    expect(late.verified.statusCode).toBe(409);
    expect(late.verified.json()).toEqual({ detail: PAYMENT_CAPTURED_BUT_FAILED });

    const owed = await adminOrder(order.id);
    expect(owed).toMatchObject({
      payment_status: 'refund_pending',
      refundable_amount: 0,
      refund_due: { amount: order.total_amount, overdue: false },
      unapplied_payments: [
        { provider: 'test', provider_payment_id: late.paymentId, refundable_amount: order.total_amount },
      ],
    });
    expect((await list('refund=due')).map((row) => row.id)).toContain(order.id);

    // The order itself was never paid: only the payment can go back, and only one of this order's.
    expect((await refund(order.id, { amount: order.total_amount, reason: 'Paid late' })).statusCode).toBe(409);
    const unknown = await refund(order.id, { amount: 1, reason: 'Paid late', payment_id: 'pay_someone_else' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ payment_id: ['This order has no such payment to send back.'] });
    const tooMuch = await refund(order.id, { amount: order.total_amount + 1, reason: 'x', payment_id: late.paymentId });
    expect(tooMuch.json()).toEqual({
      amount: [`At most ₹${order.total_amount} of this payment is left to send back.`],
    });

    const sent = await refund(order.id, {
      amount: order.total_amount,
      reason: 'Paid after the order was cancelled',
      payment_id: late.paymentId,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: 0,
      refund_due: null,
      credit_notes: [],
      unapplied_payments: [{ provider_payment_id: late.paymentId, refundable_amount: 0 }],
    });
    expect((sent.json() as AdminOrder).timeline.at(-1)?.detail).toMatch(
      new RegExp(`^Sent back ₹[\\d,.]+ of payment ${late.paymentId} \\(refund rfnd_test_\\w+\\): Paid after`),
    );
    expect((await list('refund=due')).map((row) => row.id)).not.toContain(order.id);
    expect((await shopper.order(order.id)).payment_status).toBe('refunded');
    const mails = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, shopper.customer.email), eq(outbox.kind, 'order_refunded')));
    expect(mails).toHaveLength(1);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(order.id)), eq(auditLog.action, 'order.return_payment')));
    expect(audit?.changes).toMatchObject({
      payment_status: { before: 'refund_pending', after: 'refunded' },
      returned_payment: { before: null, after: late.paymentId },
    });

    const again = await refund(order.id, { amount: 1, reason: 'Again', payment_id: late.paymentId });
    expect(again.statusCode).toBe(409);
  });

  it('is a second payment of a paid order: owed, while the order stays paid', async () => {
    const { shopper, order } = await onlineOrder();
    expect((await pay(shopper, order)).verified.statusCode).toBe(200);
    const second = await pay(shopper, order);
    expect(second.verified.statusCode).toBe(409);
    expect(await adminOrder(order.id)).toMatchObject({
      payment_status: 'completed',
      refund_due: { amount: order.total_amount },
      unapplied_payments: [{ provider_payment_id: second.paymentId }],
    });
    const sent = await refund(order.id, {
      amount: order.total_amount,
      reason: 'Paid twice',
      payment_id: second.paymentId,
    });
    expect(sent.json()).toMatchObject({
      payment_status: 'completed',
      refund_due: null,
      refundable_amount: order.total_amount,
    });
  });
});

describe('telling the staff who refund', () => {
  const refundMailsTo = async (email: string) =>
    ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), inArray(outbox.kind, ['refund_due', 'refunds_overdue'])))
      .orderBy(outbox.id);
  /** 10:00 and 08:00 in India on the day of `moment`, as the sweep reads the time. */
  const indiaTimeOn = (moment: Date, hour: number) =>
    new Date(`${moment.toISOString().slice(0, 10)}T${String(hour).padStart(2, '0')}:00:00+05:30`);

  /** The minute's two scheduled tasks, at `now`; their events are delivered before they return. */
  const sweep = async (now: Date) => {
    await recordRefundsDue(ctx.database.db, now);
    await recordOverdueRefunds(ctx.database.db, now);
  };

  it('e-mails each of them once per order that owes a refund, and each morning lists the overdue ones', async () => {
    const { shopper, order } = await onlineOrder();
    await pay(shopper, order);
    await cancelAsCustomer(shopper, order);
    const early = indiaTimeOn(new Date(), 8);
    await sweep(early);
    await sweep(early);

    for (const who of [staff.owner, staff.orders]) {
      const told = (await refundMailsTo(who.customer.email)).filter((mail) =>
        mail.subject.includes(order.order_number),
      );
      expect(told.map((mail) => mail.kind)).toEqual(['refund_due']);
      expect(told[0]?.subject).toBe(`Refund to make: order ${order.order_number}`);
      expect(told[0]?.text).toContain(`${TEST_CONFIG.publicUrl}/admin/orders/${order.id}?refund=open`);
      expect(told[0]?.text).toContain('was cancelled after it was paid online');
    }
    for (const who of [staff.catalogue, staff.support]) expect(await refundMailsTo(who.customer.email)).toEqual([]);

    // Waiting more than a day: not before 9:00, then once that morning, and again the next.
    await cancelledHoursAgo(order.id, 30, early);
    const remindersTo = async (email: string) =>
      (await refundMailsTo(email)).filter((mail) => mail.kind === 'refunds_overdue');
    await sweep(early);
    expect(await remindersTo(staff.orders.customer.email)).toEqual([]);
    const morning = indiaTimeOn(new Date(), 10);
    await sweep(morning);
    await sweep(morning);
    const [reminder, ...more] = await remindersTo(staff.orders.customer.email);
    expect(more).toEqual([]);
    expect(reminder?.text).toContain(`${order.order_number}: ₹${order.total_amount}, due since`);
    expect(reminder?.text).toContain(`${TEST_CONFIG.publicUrl}/admin/orders?refund=overdue`);
    expect(await remindersTo(staff.owner.customer.email)).toHaveLength(1);
    expect(await remindersTo(staff.support.customer.email)).toEqual([]);

    await sweep(new Date(morning.getTime() + 24 * HOUR_MS));
    expect(await remindersTo(staff.orders.customer.email)).toHaveLength(2);
  });
});
