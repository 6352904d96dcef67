import type { Notification, Order, Paginated } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/outbox.js';
import { followVerificationLink } from '../../testing/accounts.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { createTestApp, TEST_CONFIG, type TestContext } from '../../testing/test-app.js';
import { REVIEW_REMINDER_AFTER_MS, sendReviewReminders } from '../notifications/notifications.service.js';

// The shop as a spam relay: an account puts advertising into its name and address lines and
// points its e-mail at a stranger. Until that address is verified it receives nothing but its
// verification link, whatever the account does, while the shop works for the account as before.

const SLUG = 'esp32-development-kit';
const ADVERT = 'BUY-FOLLOWERS-AT-spam.example';
let ctx: TestContext;
let staff: Awaited<ReturnType<typeof signUpStaff>>;
beforeAll(async () => {
  // The sample catalogue's stock of the part is enough for the orders below.
  ctx = await createTestApp();
  staff = await signUpStaff(ctx.app, ctx.database.db, ['orders', 'catalogue']);
});
afterAll(() => ctx.close());

type Shopper = Awaited<ReturnType<typeof newShopper>>;

const kindsTo = async (address: string) =>
  (
    await ctx.database.db
      .select({ kind: outbox.kind })
      .from(outbox)
      .where(sql`lower(${outbox.to}) = ${address.toLowerCase()}`)
      .orderBy(outbox.id)
  ).map((row) => row.kind);

async function call(shopper: Shopper, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) {
  const res = await ctx.app.inject({ method, url, headers: shopper.auth, payload });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
}

const asStaff = async (url: string, payload: object) => {
  const res = await ctx.app.inject({ method: 'POST', url, headers: staff.auth, payload });
  expect(res.statusCode, res.body).toBe(200);
};

/** The cart's total with the cash on delivery fee, as the checkout page shows it. */
async function totalToPay(shopper: Shopper, method: 'cod' | 'online') {
  const { total_amount } = await shopper.cart();
  return method === 'cod' && total_amount < 500 ? total_amount + 50 : total_amount;
}

async function placeOrder(shopper: Shopper, method: 'cod' | 'online'): Promise<Order> {
  await shopper.addToCart((await shopper.product(SLUG)).id, 1);
  const res = await shopper.checkout({
    address: {
      name: ADVERT,
      phone: '9845012345',
      line1: `${ADVERT} 14 Church Street`,
      line2: ADVERT,
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    },
    total_amount: await totalToPay(shopper, method),
    payment_method: method,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Order;
}

/** Everything that e-mails a customer of a verified address, done for this one. */
async function everythingThatMails(shopper: Shopper) {
  // An order placed and cancelled (with its invoice and credit note).
  const cancelled = await placeOrder(shopper, 'cod');
  await call(shopper, 'POST', `/api/orders/${cancelled.id}/cancel/`);
  // An online order paid, then refunded by the shop.
  const paid = await shopper.payOnline(await placeOrder(shopper, 'online'));
  await asStaff(`/api/admin/orders/${paid.id}/refund/`, { amount: paid.total_amount, reason: 'Out of stock' });
  // An order packed, shipped, delivered, and reminded of for a review.
  const delivered = await placeOrder(shopper, 'cod');
  await asStaff(`/api/admin/orders/${delivered.id}/transition/`, { status: 'packed' });
  await asStaff(`/api/admin/orders/${delivered.id}/transition/`, {
    status: 'shipped',
    carrier: 'Delhivery',
    tracking_number: 'DLV123456789',
  });
  await asStaff(`/api/admin/orders/${delivered.id}/transition/`, { status: 'delivered' });
  await sendReviewReminders(
    ctx.database.db,
    TEST_CONFIG.publicUrl,
    new Date(Date.now() + REVIEW_REMINDER_AFTER_MS + 60_000),
  );
  // A course, a wishlisted part's price drop, a sign-in from a new browser, a password change.
  const course = (await call(shopper, 'GET', '/api/courses/arduino-from-zero/')) as { id: number };
  await call(shopper, 'POST', `/api/courses/${course.id}/enroll/`);
  const product = await shopper.product('arduino-uno-r3');
  await call(shopper, 'POST', '/api/wishlist/', { product_id: product.id });
  const dropped = await ctx.app.inject({
    method: 'PATCH',
    url: `/api/admin/products/${product.id}/`,
    headers: staff.auth,
    payload: { price: product.price - 10 },
  });
  expect(dropped.statusCode, dropped.body).toBe(200);
  const signedIn = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/',
    headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' },
    payload: { username: shopper.customer.username, password: shopper.customer.password },
    remoteAddress: shopper.remoteAddress,
  });
  expect(signedIn.statusCode).toBe(200);
  return { cancelled, paid, delivered };
}

async function changePassword(shopper: Shopper) {
  await call(shopper, 'POST', '/api/users/change_password/', {
    old_password: shopper.customer.password,
    new_password: 'fresh-solder-77',
    confirm_password: 'fresh-solder-77',
  });
}

describe('an account whose address is not verified', () => {
  it('gets no order, account or notification e-mail, while its orders, course and notices show on the site', async () => {
    const shopper = await newShopper(
      ctx.app,
      { first_name: ADVERT, last_name: ADVERT, email: 'stranger@example.in' },
      { verified: false },
    );
    const { cancelled, paid, delivered } = await everythingThatMails(shopper);

    expect(await kindsTo('stranger@example.in')).toEqual(['email_verification']);

    const orders = (await call(shopper, 'GET', '/api/orders/')) as Paginated<Order>;
    const statuses = Object.fromEntries(orders.results.map((order) => [order.id, order.status]));
    expect(Object.keys(statuses).map(Number).sort()).toEqual([cancelled.id, paid.id, delivered.id].sort());
    expect(statuses[cancelled.id]).toBe('cancelled');
    expect(statuses[delivered.id]).toBe('delivered');
    expect(orders.results.find((order) => order.id === paid.id)?.payment_status).toBe('refunded');
    const enrolments = (await call(shopper, 'GET', '/api/enrollments/')) as Paginated<unknown>;
    expect(enrolments.count).toBe(1);
    const notices = (await call(shopper, 'GET', '/api/notifications/?page_size=100')) as Paginated<Notification>;
    expect(notices.results.map((n) => n.title)).toEqual(
      expect.arrayContaining(['Order cancelled', 'Price drop: Arduino Uno R3', 'How did your order go?']),
    );
    await changePassword(shopper);
    expect(await kindsTo('stranger@example.in')).toEqual(['email_verification']);
  });

  it('gets them all once its owner follows the link', async () => {
    const shopper = await newShopper(ctx.app, { email: 'owner@example.in' }, { verified: false });
    expect((await followVerificationLink(ctx.app, 'owner@example.in', shopper.remoteAddress)).statusCode).toBe(200);
    await everythingThatMails(shopper);
    expect(await kindsTo('owner@example.in')).toEqual(
      expect.arrayContaining([
        'welcome',
        'order_confirmation',
        'order_cancelled',
        'order_refunded',
        'order_packed',
        'order_shipped',
        'order_delivered',
        'review_reminder',
        'course_enrolment',
        'price_drop',
        'new_device_sign_in',
      ]),
    );
    await changePassword(shopper);
    expect(await kindsTo('owner@example.in')).toContain('password_changed');
  });
});
