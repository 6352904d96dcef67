import type { Order } from '@makerbazaar/core';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { refundNotices } from '../../db/schema/commerce.js';
import { domainEvents, eventDeliveries } from '../../db/schema/events.js';
import { notifications } from '../../db/schema/notifications.js';
import { outbox } from '../../db/schema/outbox.js';
import { EVENT_SUBSCRIBERS } from '../../event-subscribers.js';
import { signUpAndLogIn } from '../../testing/accounts.js';
import { makeProduct } from '../../testing/catalogue.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { createTestApp, TEST_CONFIG, type TestContext } from '../../testing/test-app.js';
import { recordRefundsDue } from '../orders/refunds-due.service.js';
import type { DomainEventType } from './domain-events.js';
import { attachEventDelivery, deliverOpenEvents, type EventDelivery, type Subscriber } from './event-delivery.js';

// The side effects that moved behind events (decision 025): each still reaches its reader once the
// event is delivered, and a subscriber that fails leaves the change that caused it in place, its
// effect following on the next delivery, once.

const SILENT = { error() {} };
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let ctx: TestContext;
let db: Database;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  db = ctx.database.db;
  staff = await signUpStaff(ctx.app, db, ['owner']);
});
afterAll(() => ctx.close());

const delivery = (subscribers: readonly Subscriber[]): EventDelivery => ({
  subscribers,
  shopUrl: TEST_CONFIG.publicUrl,
  log: SILENT,
});

/** Runs `change` while the shop's subscriber `name` fails, as when the database refuses its write. */
async function whileFailing<T>(name: string, change: () => Promise<T>): Promise<T> {
  expect(EVENT_SUBSCRIBERS.map((s) => s.name)).toContain(name);
  const failing = EVENT_SUBSCRIBERS.map((s) =>
    s.name === name
      ? {
          ...s,
          async handle() {
            throw new Error('the outbox is unwritable');
          },
        }
      : s,
  );
  attachEventDelivery(db, delivery(failing));
  try {
    return await change();
  } finally {
    attachEventDelivery(db, delivery(EVENT_SUBSCRIBERS));
  }
}

/** Delivers what failed, as the queue does later; nothing is left open after it. */
async function deliverAgain() {
  expect(await deliverOpenEvents(db, delivery(EVENT_SUBSCRIBERS), new Date(Date.now() + 1000))).toBe(0);
}

/** The subscribers of the newest event of this type that have run. */
async function deliveredOfNewest(type: DomainEventType) {
  const [event] = await db
    .select({ id: domainEvents.id })
    .from(domainEvents)
    .where(eq(domainEvents.type, type))
    .orderBy(sql`${domainEvents.id} desc`)
    .limit(1);
  if (!event) throw new Error(`no ${type} event was recorded`);
  const rows = await db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, event.id));
  return rows.map((row) => row.subscriber);
}

const mailsTo = async (address: string, kind: string) =>
  db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, address), eq(outbox.kind, kind)));

const noticesOf = (userId: number, title: string) =>
  db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

const signIn = (customer: { username: string; password: string }, userAgent: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/login/',
    headers: { 'user-agent': userAgent },
    payload: { username: customer.username, password: customer.password },
  });

async function accountId(auth: { authorization: string }): Promise<number> {
  const profile = await ctx.app.inject({ method: 'GET', url: '/api/users/profile/', headers: auth });
  return (profile.json() as { id: number }).id;
}

describe('an account', () => {
  it('records its sign-up as user.registered', async () => {
    const { customer, auth } = await signUpAndLogIn(ctx.app);
    const id = await accountId(auth);
    const [registered] = await db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'user.registered'), sql`(${domainEvents.payload}->>'userId')::int = ${id}`));
    expect(registered?.payload).toEqual({ userId: id, username: customer.username, language: 'en' });
  });

  it('signs in while the new-browser alert fails, and its owner is alerted once when it is delivered again', async () => {
    const { customer, auth } = await signUpAndLogIn(ctx.app);
    const id = await accountId(auth);
    const signedIn = await whileFailing('notifications.sign-in', () => signIn(customer, FIREFOX));
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(await noticesOf(id, 'New sign-in to your account')).toEqual([]);

    await deliverAgain();
    expect(await noticesOf(id, 'New sign-in to your account')).toHaveLength(1);
    expect(await mailsTo(customer.email, 'new_device_sign_in')).toHaveLength(1);
  });

  it('changes its password while the alert fails; the new password works, and the alert follows once', async () => {
    const { customer, auth } = await signUpAndLogIn(ctx.app);
    const changed = await whileFailing('notifications.password-changed', () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/users/change_password/',
        headers: auth,
        payload: { old_password: customer.password, new_password: 'flux-core-88', confirm_password: 'flux-core-88' },
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await signIn({ ...customer, password: 'flux-core-88' }, 'lightMyRequest')).statusCode).toBe(200);
    expect(await mailsTo(customer.email, 'password_changed')).toEqual([]);

    await deliverAgain();
    expect(await mailsTo(customer.email, 'password_changed')).toHaveLength(1);
  });
});

describe('a free course', () => {
  it('enrols the customer while the e-mail fails, and its access e-mail follows once', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/courses/',
      headers: staff.auth,
      payload: {
        slug: 'soldering-first-steps',
        title: 'Soldering: first steps',
        description: 'Tin, heat and a steady hand.',
        instructor: 'Meera Iyer',
        duration: '2 weeks',
        level: 'Beginner',
        price: 0,
        image: '/media/courses/soldering.webp',
        syllabus: [{ title: 'Irons and tips', lessons: ['Choosing a tip'] }],
        kit: ['Soldering iron'],
        is_published: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const course = created.json() as { id: number };
    const shopper = await newShopper(ctx.app);
    const enrol = () =>
      ctx.app.inject({ method: 'POST', url: `/api/courses/${course.id}/enroll/`, headers: shopper.auth });

    expect((await whileFailing('notifications.course-enrolled', enrol)).statusCode).toBe(201);
    expect((await enrol()).statusCode).toBe(200);
    expect(await mailsTo(shopper.customer.email, 'course_enrolment')).toEqual([]);

    await deliverAgain();
    const [mail, ...more] = await mailsTo(shopper.customer.email, 'course_enrolment');
    expect(more).toEqual([]);
    expect(mail?.text).toContain(`${TEST_CONFIG.publicUrl}/courses/soldering-first-steps`);
    expect(mail?.text).toContain('Irons and tips');
  });
});

describe('a refund falling due', () => {
  it('stays among the refunds told while the staff e-mail fails, and the e-mail follows once', async () => {
    const product = await makeProduct(ctx.app);
    const shopper = await newShopper(ctx.app);
    const order = await shopper.payOnline(await shopper.placeOrder([{ productId: product.id }], 'online'));
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel/`,
      headers: shopper.auth,
    });
    expect((cancelled.json() as Order).payment_status).toBe('refund_pending');

    await whileFailing('notifications.refund-due', () => recordRefundsDue(db));
    expect(await db.select().from(refundNotices).where(eq(refundNotices.orderId, order.id))).toHaveLength(1);
    const toStaff = async () =>
      (await mailsTo(staff.customer.email, 'refund_due')).filter((mail) => mail.subject.includes(order.order_number));
    expect(await toStaff()).toEqual([]);

    await deliverAgain();
    await recordRefundsDue(db);
    expect(await toStaff()).toHaveLength(1);
  });
});

describe('a part back on the shelf', () => {
  /** A customer who asked to hear when the sold-out part is back. */
  async function waitingFor(productId: number) {
    const shopper = await newShopper(ctx.app);
    const asked = await ctx.app.inject({
      method: 'POST',
      url: '/api/back-in-stock/',
      headers: shopper.auth,
      payload: { product_id: productId },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    return shopper;
  }
  const restock = (productId: number, change: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/stock/`,
      headers: staff.auth,
      payload: { change, reason: 'received' },
    });

  it('is told to a waiting customer by the back-in-stock subscriber of the staff restock', async () => {
    const product = await makeProduct(ctx.app, { stock: 0 });
    const shopper = await waitingFor(product.id);
    const id = await accountId(shopper.auth);
    const restocked = await restock(product.id, 5);
    expect(restocked.statusCode, restocked.body).toBe(201);
    expect(await deliveredOfNewest('stock.restocked')).toContain('back-in-stock.restocked');
    expect(await noticesOf(id, `Back in stock: ${product.name}`)).toHaveLength(1);
    expect(await mailsTo(shopper.customer.email, 'back_in_stock')).toHaveLength(1);
  });

  it('stays restocked while the subscriber fails, and the waiting customer is told once', async () => {
    const product = await makeProduct(ctx.app, { stock: 0 });
    const shopper = await waitingFor(product.id);
    const restocked = await whileFailing('back-in-stock.restocked', () => restock(product.id, 3));
    expect(restocked.statusCode, restocked.body).toBe(201);
    expect((restocked.json() as { quantity: number }).quantity).toBe(3);
    expect(await deliveredOfNewest('stock.restocked')).not.toContain('back-in-stock.restocked');

    await deliverAgain();
    expect(await deliveredOfNewest('stock.restocked')).toContain('back-in-stock.restocked');
    expect(await mailsTo(shopper.customer.email, 'back_in_stock')).toHaveLength(1);
  });
});
