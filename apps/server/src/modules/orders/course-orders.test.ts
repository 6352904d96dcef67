// Paid courses are bought: an online order with one line and nothing to ship; the customer is
// enrolled in the transaction that records the verified payment, never before.
import type { Enrollment, Order, Paginated } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { courses } from '../../db/schema/courses.js';
import { outbox } from '../../db/schema/outbox.js';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { testApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';
import { releaseAbandonedPayments } from './orders.service.js';

const ctx = testApp();

const ESP32 = 'esp32-iot-wifi-mqtt-dashboards'; // ₹3,499

async function course(slug: string) {
  const [row] = await ctx.database.db.select().from(courses).where(eq(courses.slug, slug));
  if (!row) throw new Error(`no course ${slug}`);
  return row;
}

async function learner() {
  const session = await signUpAndLogIn(ctx.app);
  const headers = session.auth;
  return {
    ...session,
    buy: (courseId: number, total_amount: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/orders/course/',
        headers,
        payload: { course_id: courseId, total_amount },
      }),
    async pay(order: Order, outcome: 'pay' | 'decline' = 'pay') {
      const signed = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/test/',
        headers,
        payload: { provider_order_id: order.payment?.provider_order_id, outcome },
      });
      if (outcome === 'decline') return signed;
      return ctx.app.inject({
        method: 'POST',
        url: '/api/payments/verify/',
        headers,
        payload: { order_id: order.id, ...(signed.json() as object) },
      });
    },
    async enrolments(): Promise<Enrollment[]> {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/enrollments/', headers });
      return (res.json() as Paginated<Enrollment>).results;
    },
  };
}

describe('buying a paid course', () => {
  it('places an online order with one course line and nothing to ship, and enrols only once it is paid', async () => {
    const esp32 = await course(ESP32);
    const buyer = await learner();
    const placed = await buyer.buy(esp32.id, 3499);
    const order = jsonOf<Order>(placed, 201);
    expect(order).toMatchObject({
      status: 'pending',
      payment_method: 'online',
      payment_status: 'pending',
      needs_shipping: false,
      total_amount: 3499,
      shipping_address: '',
    });
    expect(order.items).toEqual([
      expect.objectContaining({
        kind: 'course',
        quantity: 1,
        price: 3499,
        product: expect.objectContaining({ id: null, slug: ESP32, name: esp32.title }),
      }),
    ]);
    expect(order.payment).toMatchObject({ provider: 'test', amount: 349_900 });
    expect(await buyer.enrolments()).toEqual([]);

    // Asking again while it waits for payment gives the same order.
    const again = await buyer.buy(esp32.id, 3499);
    expect(again.statusCode).toBe(200);
    expect((again.json() as Order).id).toBe(order.id);

    // A declined payment enrols nobody.
    expect((await buyer.pay(order, 'decline')).statusCode).toBe(402);
    expect(await buyer.enrolments()).toEqual([]);

    const paid = await buyer.pay(order);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'delivered', payment_status: 'completed', can_be_cancelled: false });
    expect((await buyer.enrolments()).map((e) => e.course.slug)).toEqual([ESP32]);
    expect((await course(ESP32)).students).toBe(esp32.students + 1);
    const mails = await ctx.database.db.select().from(outbox).where(eq(outbox.to, buyer.customer.email));
    expect(mails.map((m) => m.kind).sort()).toEqual([
      'course_enrolment',
      'email_verification',
      'order_confirmation',
      'welcome',
    ]);
    expect(mails.find((m) => m.kind === 'order_confirmation')?.text).toContain('There is nothing to ship');

    // Bought is owned: buying again is refused, and the course page's Enrol answers as enrolled.
    const twice = await buyer.buy(esp32.id, 3499);
    expect(twice.statusCode).toBe(409);
    expect((twice.json() as { detail: string }).detail).toBe(`You are already enrolled in ${esp32.title}.`);
    const enrol = await ctx.app.inject({
      method: 'POST',
      url: `/api/courses/${esp32.id}/enroll/`,
      headers: buyer.auth,
    });
    expect(enrol.statusCode).toBe(200);
  });

  it('refuses a stale price, a free course and an unknown one, and needs a signed-in customer', async () => {
    const esp32 = await course(ESP32);
    const buyer = await learner();
    const stale = await buyer.buy(esp32.id, 2999);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ total_amount: 3499 });

    const free = await course('arduino-from-zero');
    const refused = await buyer.buy(free.id, 0);
    expect(refused.statusCode).toBe(409);
    expect((refused.json() as { detail: string }).detail).toBe(
      `${free.title} is free: enrol with one click on its page.`,
    );

    expect((await buyer.buy(2_147_483_000, 100)).statusCode).toBe(404);
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders/course/',
      payload: { course_id: esp32.id, total_amount: 3499 },
    });
    expect(guest.statusCode).toBe(401);
  });

  it('lets an unpaid course order lapse after the payment window without enrolling', async () => {
    const pcb = await course('pcb-design-kicad-to-fabrication');
    const buyer = await learner();
    const order = (await buyer.buy(pcb.id, pcb.pricePaise / 100)).json() as Order;
    expect(await releaseAbandonedPayments(ctx.database.db, new Date(Date.now() + 31 * 60 * 1000))).toBeGreaterThan(0);
    const lapsed = await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}/`, headers: buyer.auth });
    expect(lapsed.json()).toMatchObject({ status: 'cancelled' });
    expect(await buyer.enrolments()).toEqual([]);
    // A new order can be placed after the old one lapsed.
    const fresh = await buyer.buy(pcb.id, pcb.pricePaise / 100);
    expect(fresh.statusCode).toBe(201);
    expect((fresh.json() as Order).id).not.toBe(order.id);
  });
});
