import {
  type AdminOrder,
  type AdminOrderPage,
  formatInr,
  type Order,
  type OrderTransitionInput,
} from '@makerbazaar/core';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema/commerce.js';
import { outbox } from '../../db/schema/outbox.js';
import { auditLog } from '../../db/schema/staff.js';
import { HttpError } from '../../lib/errors.js';
import { staffTestApp } from '../../testing/app-hooks.js';
import { jsonOf } from '../../testing/http.js';
import { pdfText } from '../../testing/pdf.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf, stockOf as stockIn } from '../../testing/stock.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { paymentProviderFor } from '../payment-gateway/payment-provider.js';
import { refundOrder } from './order-refunds.service.js';

const {
  ctx,
  staff: { clerk },
} = staffTestApp({ clerk: ['orders'] });
beforeAll(async () => {
  await setStockOf(ctx.database.db, 'esp32-development-kit', 1000);
  ctx.app.catalogCache.invalidate();
});

type Shopper = Awaited<ReturnType<typeof newShopper>>;
const SLUG = 'esp32-development-kit';
const stockOf = () => stockIn(ctx.database.db, SLUG);

async function placeOrder(method: 'cod' | 'online', quantity = 2): Promise<{ shopper: Shopper; order: Order }> {
  const shopper = await newShopper(ctx.app);
  await shopper.addToCart((await shopper.product(SLUG)).id, quantity);
  const res = await shopper.checkoutCart(method);
  expect(res.statusCode, res.body).toBe(201);
  return { shopper, order: res.json() as Order };
}

/** An online order paid through the test gateway, as the browser pays it. */
async function paidOnlineOrder(quantity = 2) {
  const { shopper, order } = await placeOrder('online', quantity);
  return { shopper, order: await shopper.payOnline(order) };
}

const move = (orderId: number, body: OrderTransitionInput) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/transition/`,
    headers: clerk.auth,
    payload: body,
  });
const refund = (orderId: number, amount: number, reason = 'Damaged in transit') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund/`,
    headers: clerk.auth,
    payload: { amount, reason },
  });
/** A cash on delivery refund, given back by the bank transfer `bankReference` (its UTR). */
const refundByBank = (orderId: number, amount: number, bankReference?: string, reason = 'Returned: header pins bent') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refund/`,
    headers: clerk.auth,
    payload: { amount, reason, bank_reference: bankReference },
  });
const adminOrder = async (orderId: number) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/${orderId}/`, headers: clerk.auth })
  ).json() as AdminOrder;
const list = async (query: string) => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/admin/orders/?${query}`, headers: clerk.auth });
  return jsonOf<AdminOrderPage>(res);
};
const mailsTo = async (email: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.to, email))).map((mail) => mail.kind);
const auditOf = async (orderId: number) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, String(orderId))))
      .orderBy(auditLog.id)
  ).map((entry) => ({ action: entry.action, actor: entry.actorUsername, changes: entry.changes }));

describe('order transitions', () => {
  it('packs, ships with carrier and tracking, and delivers a COD order, with timeline, audit and e-mails', async () => {
    const { shopper, order } = await placeOrder('cod');
    expect((await move(order.id, { status: 'packed' })).json()).toMatchObject({ status: 'packed' });

    const untracked = await move(order.id, { status: 'shipped', carrier: 'Delhivery' } as OrderTransitionInput);
    expect(untracked.statusCode).toBe(400);
    expect(untracked.json()).toHaveProperty('tracking_number');

    const shipped = await move(order.id, { status: 'shipped', carrier: 'Delhivery', tracking_number: 'DL-12345' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json()).toMatchObject({ status: 'shipped', carrier: 'Delhivery', tracking_number: 'DL-12345' });
    expect(await shopper.order(order.id)).toMatchObject({
      status: 'shipped',
      carrier: 'Delhivery',
      tracking_number: 'DL-12345',
    });

    const delivered = (await move(order.id, { status: 'delivered', note: 'Signed for by the customer' })).json();
    expect(delivered).toMatchObject({ status: 'delivered', payment_status: 'completed', next_statuses: [] });
    expect(delivered.delivered_at).not.toBeNull();
    expect((await shopper.order(order.id)).status_display).toBe('Delivered');

    const timeline = (delivered as AdminOrder).timeline;
    expect(timeline.map((step) => [step.action, step.actor])).toEqual([
      ['placed', 'Customer'],
      ['packed', clerk.username],
      ['shipped', clerk.username],
      ['delivered', clerk.username],
    ]);
    expect(timeline[2]?.detail).toBe('Shipped by Delhivery, tracking DL-12345');
    expect(timeline[3]?.detail).toBe('Cash collected. Note: Signed for by the customer');

    expect(await mailsTo(shopper.customer.email)).toEqual(
      expect.arrayContaining(['order_confirmation', 'order_packed', 'order_shipped', 'order_delivered']),
    );
    const audit = await auditOf(order.id);
    expect(audit.map((entry) => entry.action)).toEqual(['order.pack', 'order.ship', 'order.deliver']);
    expect(audit[1]).toMatchObject({
      actor: clerk.username,
      changes: {
        status: { before: 'packed', after: 'shipped' },
        tracking_number: { before: null, after: 'DL-12345' },
      },
    });
  });

  it('links a known courier’s tracking for staff, the customer and the shipped e-mail, however staff wrote its name', async () => {
    const shipWith = async (carrier: string, trackingNumber: string) => {
      const { shopper, order } = await placeOrder('cod');
      await move(order.id, { status: 'packed' });
      const shipped = await move(order.id, { status: 'shipped', carrier, tracking_number: trackingNumber });
      expect(shipped.statusCode, shipped.body).toBe(200);
      const [mail] = await ctx.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.to, shopper.customer.email), eq(outbox.kind, 'order_shipped')));
      return { staffView: shipped.json() as AdminOrder, customerView: await shopper.order(order.id), mail };
    };

    const blueDart = await shipWith('bluedart', '81234567890');
    const parcelPage = 'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=81234567890';
    expect(blueDart.staffView).toMatchObject({ carrier: 'Blue Dart', tracking_url: parcelPage });
    expect(blueDart.customerView).toMatchObject({ carrier: 'Blue Dart', tracking_url: parcelPage });
    expect(blueDart.mail?.text).toContain(`Follow your parcel here: ${parcelPage}`);

    // India Post opens no parcel from an address: the customer gets its tracking page and the number.
    const speedPost = await shipWith('Speed Post', 'EE123456789IN');
    const indiaPost = 'https://www.indiapost.gov.in/_layouts/15/dop.portal.tracking/trackconsignment.aspx';
    expect(speedPost.customerView).toMatchObject({ carrier: 'India Post', tracking_url: indiaPost });
    expect(speedPost.mail?.text).toContain(`Track it with this number on India Post's tracking page: ${indiaPost}`);

    const local = await shipWith('Anjali Couriers', 'AC-991');
    expect(local.customerView).toMatchObject({ carrier: 'Anjali Couriers', tracking_url: null });
    expect(local.mail?.text).toContain("Track it on Anjali Couriers's website with this number.");
  });

  it('refuses every move the status machine does not allow, with 409 and a sentence', async () => {
    const { order } = await placeOrder('cod');
    const skipPacking = await move(order.id, { status: 'shipped', carrier: 'BlueDart', tracking_number: '999' });
    expect(skipPacking.statusCode).toBe(409);
    expect(skipPacking.json().detail).toBe(
      'This order is confirmed, so it cannot be marked shipped. From here it can be packed or cancelled.',
    );
    expect((await move(order.id, { status: 'delivered' })).statusCode).toBe(409);
    expect((await move(order.id, { status: 'confirmed' })).json().detail).toBe('This order is already confirmed.');

    await move(order.id, { status: 'packed' });
    await move(order.id, { status: 'shipped', carrier: 'BlueDart', tracking_number: '999' });
    const lateCancel = await move(order.id, { status: 'cancelled' });
    expect(lateCancel.statusCode).toBe(409);
    expect(lateCancel.json().detail).toBe(
      'This order is shipped, so it cannot be cancelled. From here it can be delivered.',
    );
    await move(order.id, { status: 'delivered' });
    const afterDelivery = await move(order.id, { status: 'packed' });
    expect(afterDelivery.statusCode).toBe(409);
    expect(afterDelivery.json().detail).toContain('Nothing more happens to it.');
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual([
      'order.pack',
      'order.ship',
      'order.deliver',
    ]);
  });

  it('confirms an online order only by its payment, and records the payment on the timeline', async () => {
    const { order } = await placeOrder('online');
    const early = await move(order.id, { status: 'confirmed' });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toContain('waits for its online payment');
    expect((await adminOrder(order.id)).next_statuses).toEqual(['cancelled']);

    const { order: paid } = await paidOnlineOrder();
    const timeline = (await adminOrder(paid.id)).timeline;
    expect(timeline.map((step) => step.action)).toEqual(['placed', 'paid']);
  });

  it('refuses a bad status or a move on an order that does not exist', async () => {
    const { order } = await placeOrder('cod');
    expect((await move(order.id, { status: 'lost' } as unknown as OrderTransitionInput)).statusCode).toBe(400);
    expect((await move(2_000_000, { status: 'packed' })).statusCode).toBe(404);
    const tab = await move(order.id, { status: 'shipped', carrier: 'Blue\tDart', tracking_number: '1' });
    expect(tab.statusCode).toBe(400);
  });
});

describe('cancelling by the shop', () => {
  it('puts the stock back exactly once, even when two cancels arrive together, and e-mails the customer', async () => {
    const before = await stockOf();
    const { shopper, order } = await placeOrder('cod', 3);
    await move(order.id, { status: 'packed' });
    expect(await stockOf()).toBe(before - 3);

    // Two staff cancel it at once, for the same reason: either may be the one that cancels.
    const cancel = { status: 'cancelled', note: 'Out of stock at the warehouse' } as const;
    const [first, second] = await Promise.all([move(order.id, cancel), move(order.id, cancel)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await stockOf()).toBe(before);
    expect((await move(order.id, { status: 'cancelled' })).statusCode).toBe(409);
    expect(await stockOf()).toBe(before);

    expect((await shopper.order(order.id)).status).toBe('cancelled');
    const mail = (await ctx.database.db.select().from(outbox).where(eq(outbox.to, shopper.customer.email))).find(
      (m) => m.kind === 'order_cancelled',
    );
    expect(mail?.text).toContain('Out of stock at the warehouse');
    expect((await auditOf(order.id)).map((entry) => entry.action)).toEqual(['order.pack', 'order.cancel']);
  });

  it('marks a paid online order for refund, which the refund action then gives', async () => {
    const { order } = await paidOnlineOrder();
    const cancelled = (await move(order.id, { status: 'cancelled' })).json() as AdminOrder;
    expect(cancelled).toMatchObject({ payment_status: 'refund_pending', refundable_amount: order.total_amount });
    const refunded = (await refund(order.id, order.total_amount, 'Order cancelled by the shop')).json() as AdminOrder;
    expect(refunded).toMatchObject({ payment_status: 'refunded', refunded_amount: order.total_amount });
  });

  it('writes the customer’s own cancellation on the timeline', async () => {
    const { shopper, order } = await placeOrder('cod');
    await ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel/`, headers: shopper.auth });
    expect((await adminOrder(order.id)).timeline.map((step) => [step.action, step.actor])).toEqual([
      ['placed', 'Customer'],
      ['cancelled', 'Customer'],
    ]);
  });
});

describe('refunds', () => {
  it('refunds in full, and says so to the customer and in the audit log', async () => {
    const { shopper, order } = await paidOnlineOrder();
    const res = await refund(order.id, order.total_amount);
    const refunded = jsonOf<AdminOrder>(res);
    expect(refunded).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: order.total_amount,
      refundable_amount: 0,
      refunds: [{ amount: order.total_amount, reason: 'Damaged in transit', provider: 'test', actor: clerk.username }],
    });
    expect(refunded.refunds[0]?.provider_refund_id).toMatch(/^rfnd_test_/);
    expect((await shopper.order(order.id)).payment_status_display).toBe('Refunded');
    expect(await mailsTo(shopper.customer.email)).toContain('order_refunded');
    expect(await auditOf(order.id)).toEqual([
      {
        action: 'order.refund',
        actor: clerk.username,
        changes: {
          payment_status: { before: 'completed', after: 'refunded' },
          refunded_amount: { before: 0, after: order.total_amount },
        },
      },
    ]);
    const again = await refund(order.id, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('This order has already been refunded in full.');
  });

  it('refunds in several parts up to the total, and refuses more than is left', async () => {
    const { shopper, order } = await paidOnlineOrder();
    const first = (await refund(order.id, 100.5)).json() as AdminOrder;
    expect(first).toMatchObject({ payment_status: 'partially_refunded', refunded_amount: 100.5 });
    expect(await shopper.order(order.id)).toMatchObject({
      payment_status_display: 'Partly refunded',
      refunded_amount: 100.5,
    });
    const left = Math.round((order.total_amount - 100.5) * 100) / 100;
    expect(first.refundable_amount).toBe(left);

    const over = await refund(order.id, left + 0.01);
    expect(over.statusCode).toBe(400);
    expect(over.json().amount[0]).toContain('can still be refunded');
    expect((await refund(order.id, 0.001)).statusCode).toBe(400);
    expect((await refund(order.id, -5)).statusCode).toBe(400);

    expect((await refund(order.id, 50)).json()).toMatchObject({ payment_status: 'partially_refunded' });
    const last = (await refund(order.id, Math.round((left - 50) * 100) / 100)).json() as AdminOrder;
    expect(last).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: order.total_amount,
      refundable_amount: 0,
    });
    expect(last.refunds).toHaveLength(3);
    expect(last.timeline.filter((step) => step.action === 'refunded')).toHaveLength(3);
  });

  it('refuses to refund a COD order whose cash is not collected yet, or an unpaid online order', async () => {
    const { order: cod } = await placeOrder('cod');
    expect(await adminOrder(cod.id)).toMatchObject({ payment_status: 'pending', refundable_amount: 0 });
    const codRefund = await refundByBank(cod.id, 10, 'SBIN426012345678');
    expect(codRefund.statusCode).toBe(409);
    expect(codRefund.json().detail).toBe(
      'Nothing has been paid for this cash on delivery order yet, so there is nothing to refund: cancel the order instead.',
    );
    expect(await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, cod.id))).toEqual([]);
    const { order: unpaid } = await placeOrder('online');
    const unpaidRefund = await refund(unpaid.id, 10);
    expect(unpaidRefund.statusCode).toBe(409);
    expect(unpaidRefund.json().detail).toBe('This order has not been paid online, so there is nothing to refund.');
    expect(await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, unpaid.id))).toEqual([]);
  });

  it('puts goods the customer returned back on the shelf with a refund, never more than were bought', async () => {
    const { order } = await paidOnlineOrder(3);
    const [line] = (await adminOrder(order.id)).items;
    if (!line) throw new Error('the order has a line');
    const shelf = await stockOf();
    const withReturn = (quantity: number, amount = 10) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/refund/`,
        headers: clerk.auth,
        payload: { amount, reason: 'Returned unopened', restock: [{ item_id: line.id, quantity }] },
      });

    const back = await withReturn(2);
    expect(back.statusCode, back.body).toBe(200);
    expect((back.json() as AdminOrder).items[0]).toMatchObject({ id: line.id, restocked: 2 });
    expect(await stockOf()).toBe(shelf + 2);
    expect((back.json() as AdminOrder).timeline.at(-1)?.detail).toMatch(/; back on the shelf: 2 × ESP32/);

    // One unit is left to come back: two more are refused, and nothing is refunded with them.
    const tooMany = await withReturn(2);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({
      restock: [
        expect.stringMatching(
          /^At most 1 of ESP32.* can go back on the shelf: the order has 3 and 2 went back before\.$/,
        ),
      ],
    });
    expect((await adminOrder(order.id)).refunds).toHaveLength(1);
    expect(await stockOf()).toBe(shelf + 2);
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/refund/`,
      headers: clerk.auth,
      payload: { amount: 10, reason: 'Returned', restock: [{ item_id: 2_147_483_000, quantity: 1 }] },
    });
    expect(stranger.statusCode).toBe(400);

    // A cancelled order's goods went back when it was cancelled.
    const { order: cancelled } = await paidOnlineOrder(1);
    expect((await move(cancelled.id, { status: 'cancelled' })).statusCode).toBe(200);
    const [cancelledLine] = (await adminOrder(cancelled.id)).items;
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${cancelled.id}/refund/`,
      headers: clerk.auth,
      payload: { amount: 10, reason: 'Cancelled', restock: [{ item_id: cancelledLine?.id, quantity: 1 }] },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ restock: ['Cancelling this order already put its items back on the shelf.'] });
  });

  it('never refunds more than the total when refunds arrive together', async () => {
    const { order } = await paidOnlineOrder();
    const share = Math.round(order.total_amount * 60) / 100;
    const answers = await Promise.all([refund(order.id, share), refund(order.id, share), refund(order.id, share)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 400, 400]);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.refundedPaise).toBe(Math.round(share * 100));
    expect(await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });

  it('writes nothing when the gateway refuses the refund', async () => {
    const { order } = await paidOnlineOrder();
    const gateway = paymentProviderFor(TEST_CONFIG.payments);
    const refusing = {
      ...gateway,
      refund: async () => {
        throw new HttpError(502, { detail: 'Razorpay refused the refund, so nothing was refunded.' });
      },
    };
    await expect(
      refundOrder(
        { db: ctx.database.db, payments: refusing, shopUrl: 'http://shop.test' },
        { id: clerk.id, username: clerk.username },
        order.id,
        { amount: 10, reason: 'Test', restock: [] },
      ),
    ).rejects.toThrow(HttpError);
    const after = await adminOrder(order.id);
    expect(after).toMatchObject({ payment_status: 'completed', refunded_amount: 0, refunds: [] });
    expect(await auditOf(order.id)).toEqual([]);
  });
});

describe('refunds of cash on delivery by bank transfer', () => {
  /** A COD order delivered, so its cash is collected. */
  async function deliveredCodOrder() {
    const placed = await placeOrder('cod');
    for (const step of [
      { status: 'packed', note: '' },
      { status: 'shipped', carrier: 'Delhivery', tracking_number: 'DL-77812', note: '' },
      { status: 'delivered', note: '' },
    ] as const) {
      const moved = await move(placed.order.id, step);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return placed;
  }
  const inbox = async (shopper: Shopper) =>
    (
      (await ctx.app.inject({ method: 'GET', url: '/api/notifications/', headers: shopper.auth })).json() as {
        results: { title: string; message: string }[];
      }
    ).results;
  const refundMails = (email: string) =>
    ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, email), eq(outbox.kind, 'order_refunded')))
      .orderBy(outbox.id);

  it('records a transfer given back in part, credits it on the invoice and tells the customer where the money went', async () => {
    const { shopper, order } = await deliveredCodOrder();
    expect(await adminOrder(order.id)).toMatchObject({
      payment_status: 'completed',
      refundable_amount: order.total_amount,
    });

    const unreferenced = await refundByBank(order.id, 100);
    expect(unreferenced.statusCode).toBe(400);
    expect(unreferenced.json().bank_reference).toEqual([
      'Cash on delivery is refunded by bank transfer: enter the reference (UTR) of the transfer you made.',
    ]);
    expect((await refundByBank(order.id, 100, 'UTR-12')).json().bank_reference).toEqual([
      'Enter the bank transfer’s reference (UTR): 6 to 30 letters and digits.',
    ]);

    const res = await refundByBank(order.id, 100, ' sbin426012345678 ');
    const refunded = jsonOf<AdminOrder>(res);
    const left = Math.round((order.total_amount - 100) * 100) / 100;
    expect(refunded).toMatchObject({
      payment_status: 'partially_refunded',
      refunded_amount: 100,
      refundable_amount: left,
      refunds: [
        {
          amount: 100,
          reason: 'Returned: header pins bent',
          provider: 'bank_transfer',
          provider_refund_id: 'SBIN426012345678',
          actor: clerk.username,
        },
      ],
    });
    expect(refunded.timeline.at(-1)).toMatchObject({
      action: 'refunded',
      detail: `Refunded ${formatInr(100)} (by bank transfer, reference SBIN426012345678): Returned: header pins bent`,
    });
    expect((await shopper.order(order.id)).payment_status).toBe('partially_refunded');

    // The credit note lowers the invoice by the amount given back.
    const [note, ...more] = refunded.credit_notes;
    expect(more).toEqual([]);
    const download = await ctx.app.inject({ method: 'GET', url: note?.url ?? '', headers: clerk.auth });
    const { text } = await pdfText(download.rawPayload);
    for (const particular of [
      'CREDIT NOTE',
      note?.number ?? '',
      `Against invoice ${refunded.invoice?.number}`,
      'Total (INR) 100.00',
      'Rupees One Hundred Only',
      `Reason: a refund of INR 100.00 on the order (Returned: header pins bent); this note reduces invoice ${refunded.invoice?.number} by that amount.`,
    ]) {
      expect(text, particular).toContain(particular);
    }

    // The customer is told the money went to their bank account, not back through a payment method.
    expect((await inbox(shopper))[0]).toEqual(
      expect.objectContaining({
        title: 'Refund sent',
        message: `We have sent ${formatInr(100)} to your bank account for your order ${order.order_number} (bank transfer reference SBIN426012345678).`,
      }),
    );
    const [mail] = await refundMails(shopper.customer.email);
    expect(mail?.text).toContain(
      'We sent it to your bank account by bank transfer, reference (UTR) SBIN426012345678; quote it if you ask your bank about it.',
    );
    expect(mail?.text).not.toContain('Banks usually show');
    expect(mail?.text).toContain(`Our credit note ${note?.number}, which lowers your tax invoice by this amount`);
    expect(mail?.attachments).toEqual([{ kind: 'tax_document', id: Number(note?.url.split('/').at(-1)) }]);

    // One transfer is recorded once, and no refund passes what is left.
    const again = await refundByBank(order.id, 50, 'SBIN426012345678');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'A refund by the bank transfer SBIN426012345678 is already recorded: each transfer is recorded once.',
    );
    const over = await refundByBank(order.id, left + 0.01, 'SBIN426012349999');
    expect(over.statusCode).toBe(400);
    expect(over.json().amount).toEqual([`At most ${formatInr(left)} can still be refunded on this order.`]);
    expect(await adminOrder(order.id)).toMatchObject({ refunded_amount: 100, refunds: [{ amount: 100 }] });

    const rest = await refundByBank(order.id, left, '412345678901');
    const whole = jsonOf<AdminOrder>(rest);
    expect(whole).toMatchObject({
      payment_status: 'refunded',
      refunded_amount: order.total_amount,
      refundable_amount: 0,
    });
    expect(whole.refunds.map((given) => [given.provider, given.provider_refund_id])).toEqual([
      ['bank_transfer', 'SBIN426012345678'],
      ['bank_transfer', '412345678901'],
    ]);
    expect(whole.credit_notes).toHaveLength(2);
    expect(await refundMails(shopper.customer.email)).toHaveLength(2);
    expect((await auditOf(order.id)).filter((entry) => entry.action === 'order.refund').at(-1)).toMatchObject({
      actor: clerk.username,
      changes: {
        payment_status: { before: 'partially_refunded', after: 'refunded' },
        refunded_amount: { before: 100, after: order.total_amount },
      },
    });
    expect((await refundByBank(order.id, 1, 'SBIN426012340000')).json().detail).toBe(
      'This order has already been refunded in full.',
    );
  });

  it('takes no bank reference for an online order, and keeps out customers and staff without the orders area', async () => {
    const { order: online } = await paidOnlineOrder();
    const referenced = await refundByBank(online.id, 10, 'SBIN426012345678');
    expect(referenced.statusCode).toBe(400);
    expect(referenced.json()).toHaveProperty('bank_reference');

    const { shopper, order } = await deliveredCodOrder();
    const payload = { amount: 10, reason: 'Returned', bank_reference: 'SBIN426055555555' };
    const url = `/api/admin/orders/${order.id}/refund/`;
    const catalogue = await signUpStaff(ctx.app, ctx.database.db, ['catalogue']);
    for (const [headers, status] of [
      [shopper.auth, 403],
      [catalogue.auth, 403],
      [{}, 401],
    ] as const) {
      expect((await ctx.app.inject({ method: 'POST', url, headers, payload })).statusCode).toBe(status);
    }
    expect(await adminOrder(order.id)).toMatchObject({ payment_status: 'completed', refunded_amount: 0, refunds: [] });
  });
});

describe('GET /api/admin/orders/', () => {
  it('filters by status and payment, and searches by order number, customer, phone and pincode', async () => {
    const { shopper, order } = await placeOrder('cod');
    const byNumber = await list(`q=${order.order_number.toLowerCase()}`);
    expect(byNumber.results.map((o) => o.id)).toEqual([order.id]);
    expect(byNumber.results[0]).toMatchObject({
      order_number: order.order_number,
      pincode: '560001',
      total_items: 2,
      customer_email: shopper.customer.email,
      payment_expires_at: null,
    });
    expect((await list(`q=${encodeURIComponent(shopper.customer.email)}`)).results.map((o) => o.id)).toEqual([
      order.id,
    ]);
    expect((await list(`q=${shopper.customer.username}`)).count).toBeGreaterThanOrEqual(1);
    expect((await list('q=98450 12345')).count).toBeGreaterThanOrEqual(1);
    expect((await list('q=560001')).results.map((o) => o.id)).toContain(order.id);
    expect((await list('q=100%25')).count).toBe(0);

    const confirmed = await list('status=confirmed&page_size=100');
    expect(confirmed.results.every((o) => o.status === 'confirmed')).toBe(true);
    const refunded = await list('payment=refunded&page_size=100');
    expect(refunded.results.every((o) => o.payment_status === 'refunded')).toBe(true);

    const byTotal = (await list('ordering=-total_amount&page_size=100')).results.map((o) => o.total_amount);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
  });

  it('lists online orders awaiting payment, soonest to expire first', async () => {
    const { order: older } = await placeOrder('online');
    const { order: newer } = await placeOrder('online');
    const awaiting = await list('awaiting=payment&page_size=100');
    const ids = awaiting.results.map((o) => o.id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(awaiting.results.every((o) => o.payment_method === 'online' && o.payment_status === 'pending')).toBe(true);
    const expiry = awaiting.results.map((o) => o.payment_expires_at ?? '');
    expect(expiry).toEqual([...expiry].sort());
  });

  it('refuses bad filters with field messages and keeps out staff without the orders area', async () => {
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders/?status=lost&awaiting=stock',
      headers: clerk.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(expect.arrayContaining(['status', 'awaiting']));
    const catalogue = await signUpStaff(ctx.app, ctx.database.db, ['catalogue']);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/orders/', headers: catalogue.auth });
    expect(refused.statusCode).toBe(403);
  });
});
