// A tax invoice is issued when an order is confirmed (placed with cash on delivery, or paid online),
// numbered in one consecutive series per financial year, and downloaded as a PDF that carries
// every particular of CGST Rule 46 and is the same file every time.
import type { Order, ShippingAddress } from '@makerbazaar/core';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/commerce.js';
import { taxDocuments } from '../../db/schema/invoices.js';
import { outbox } from '../../db/schema/outbox.js';
import { pdfText } from '../../testing/pdf.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf } from '../../testing/stock.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';
import { deliverPendingEmails, type Mailer } from '../email/outbox.worker.js';
import { taxDocumentAttachment } from './invoice-attachments.js';
import { issueInvoice } from './invoices.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const slug of [SOLAR, PROBE]) await setStockOf(ctx.database.db, slug, 500);
  ctx.app.catalogCache.invalidate();
});
afterAll(() => ctx.close());

const SOLAR = '6v-2w-mini-solar-panel'; // ₹229, 5%, HSN 854143
const PROBE = 'ds18b20-waterproof-temperature-sensor-probe'; // ₹129, 18%, HSN 9025

const address = (state: ShippingAddress['state'], city: string, pincode: string): ShippingAddress => ({
  name: 'Asha Rao',
  phone: '9845012345',
  line1: '12 MG Road',
  line2: 'Near the metro',
  city,
  state,
  pincode,
});

async function placed(slugs: string[], body: Record<string, unknown>) {
  const shopper = await newShopper(ctx.app);
  for (const slug of slugs) await shopper.addToCart((await shopper.product(slug)).id);
  const res = await shopper.checkout(body);
  expect(res.statusCode, res.body).toBe(201);
  return { shopper, order: res.json() as Order };
}

const download = (url: string, headers: { authorization: string }) => ctx.app.inject({ method: 'GET', url, headers });

describe('the tax invoice', () => {
  it('is issued with a COD order and carries every Rule 46 particular, in the same bytes each time', async () => {
    const { shopper, order } = await placed([SOLAR, PROBE], {
      total_amount: 229 + 129 + 50,
      address: address('Karnataka', 'Mysuru', '570001'),
      gstin: '29ABCDE1234F1ZW',
      business_name: 'Asha Labs Private Limited',
    });
    expect(order.invoice).toEqual({
      number: expect.stringMatching(/^MB\/\d\d-\d\d\/\d{6}$/),
      issued_at: expect.any(String),
      url: `/api/orders/${order.id}/invoice.pdf`,
    });
    expect(order.invoice?.number.length).toBeLessThanOrEqual(16);
    expect(order.credit_note).toBeNull();
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/orders/', headers: shopper.auth });
    expect((listed.json() as { results: Order[] }).results[0]?.invoice).toEqual(order.invoice);

    const res = await download(order.invoice?.url ?? '', shopper.auth);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="MB-\d\d-\d\d-\d{6}\.pdf"$/);
    const { pages, text } = await pdfText(res.rawPayload);
    expect(pages).toBe(1);
    for (const particular of [
      'TAX INVOICE',
      // The supplier: name, address, GSTIN.
      'MakerBazaar Retail Private Limited',
      '2nd Floor, 14 Church Street',
      'Bengaluru, Karnataka 560001',
      'GSTIN: 29AAKCM4821Q1ZQ',
      // Number and date.
      order.invoice?.number ?? '',
      // The recipient: name, address, GSTIN, state.
      'Asha Labs Private Limited',
      '12 MG Road',
      'Mysuru, Karnataka 570001',
      '29ABCDE1234F1ZW',
      // Place of supply with its state code.
      'Karnataka (code 29)',
      // Each line: description, HSN, quantity and unit, taxable value, rate and amount per head.
      'DS18B20 Waterproof Temperature Sensor Probe',
      '9025',
      '854143',
      '1 NOS',
      '109.32',
      '9%',
      '9.84',
      '218.10',
      '2.5%',
      '5.45',
      'Cash on delivery charge',
      'CGST',
      'SGST',
      // The total in figures and in words, reverse charge, the signatory.
      '408.00',
      'Rupees Four Hundred Eight Only',
      'Whether tax is payable on reverse charge: No',
      'Authorised Signatory',
    ]) {
      expect(text, particular).toContain(particular);
    }
    expect(text).not.toContain('IGST');
    const again = await download(order.invoice?.url ?? '', shopper.auth);
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('prints IGST for another state and marks a consumer unregistered', async () => {
    const { shopper, order } = await placed([PROBE], {
      total_amount: 129 + 50,
      address: address('Maharashtra', 'Pune', '411001'),
    });
    const { text } = await pdfText((await download(order.invoice?.url ?? '', shopper.auth)).rawPayload);
    for (const particular of ['Asha Rao', 'Unregistered (consumer)', 'Maharashtra (code 27)', 'IGST', '18%']) {
      expect(text, particular).toContain(particular);
    }
    expect(text).not.toContain('CGST');
  });

  it('waits for an online payment, and is only for the order’s owner and staff with the orders area', async () => {
    const { shopper, order } = await placed([PROBE], {
      total_amount: 129,
      payment_method: 'online',
      address: address('Kerala', 'Kochi', '682001'),
    });
    expect(order.invoice).toBeNull();
    const early = await download(`/api/orders/${order.id}/invoice.pdf`, shopper.auth);
    expect(early.statusCode).toBe(404);
    expect(early.json()).toEqual({
      detail: 'This order has no tax invoice yet: it is issued when the order is confirmed.',
    });

    const signed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/test/',
      headers: shopper.auth,
      payload: { provider_order_id: order.payment?.provider_order_id, outcome: 'pay' },
    });
    const verified = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/verify/',
      headers: shopper.auth,
      payload: { order_id: order.id, ...(signed.json() as object) },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const paid = await shopper.order(order.id);
    expect(paid.invoice?.url).toBe(`/api/orders/${order.id}/invoice.pdf`);
    expect((await download(paid.invoice?.url ?? '', shopper.auth)).statusCode).toBe(200);

    const stranger = await newShopper(ctx.app);
    const theirs = await download(`/api/orders/${order.id}/invoice.pdf`, stranger.auth);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ detail: 'Order not found.' });
    const clerk = await signUpStaff(ctx.app, ctx.database.db, ['orders']);
    const backOffice = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}/`,
      headers: clerk.auth,
    });
    expect(backOffice.json()).toMatchObject({
      invoice: { number: paid.invoice?.number, url: `/api/admin/orders/${order.id}/invoice.pdf` },
      credit_note: null,
    });
    const staffCopy = await download(`/api/admin/orders/${order.id}/invoice.pdf`, clerk.auth);
    expect(staffCopy.statusCode).toBe(200);
    const cataloguer = await signUpStaff(ctx.app, ctx.database.db, ['catalogue']);
    expect((await download(`/api/admin/orders/${order.id}/invoice.pdf`, cataloguer.auth)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}/invoice.pdf` })).statusCode).toBe(401);
  });
});

describe('invoice numbers', () => {
  it('are consecutive with no gaps or repeats when many orders are confirmed at once', async () => {
    const shoppers = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const shopper = await newShopper(ctx.app);
        await shopper.addToCart((await shopper.product(PROBE)).id);
        return shopper;
      }),
    );
    const before = await ctx.database.db.select({ serial: taxDocuments.serial }).from(taxDocuments);
    const results = await Promise.all(
      shoppers.map((shopper) =>
        shopper.checkout({ total_amount: 129 + 50, address: address('Goa', 'Panaji', '403001') }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(shoppers.map(() => 201));
    const serials = results.map((r) => Number((r.json() as Order).invoice?.number.split('/')[2])).sort((a, b) => a - b);
    const first = Math.max(0, ...before.map((row) => row.serial)) + 1;
    expect(serials).toEqual(Array.from({ length: 8 }, (_, i) => first + i));
  });

  it('start again at 1 on 1 April, India time', async () => {
    const unpaid = await Promise.all(
      [0, 1, 2].map(async () => {
        const { order } = await placed([PROBE], {
          total_amount: 129,
          payment_method: 'online',
          address: address('Karnataka', 'Bengaluru', '560001'),
        });
        const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
        if (!row) throw new Error('order not stored');
        return row;
      }),
    );
    const issue = (index: number, at: string) =>
      ctx.database.db.transaction(
        async (tx) => (await issueInvoice(tx, unpaid[index] as typeof orders.$inferSelect, new Date(at)))?.number,
      );
    expect(await issue(0, '2027-03-31T23:59:00+05:30')).toMatch(/^MB\/26-27\/\d{6}$/);
    expect(await issue(1, '2027-04-01T00:00:00+05:30')).toBe('MB/27-28/000001');
    expect(await issue(2, '2027-04-01T09:00:00+05:30')).toBe('MB/27-28/000002');
    // Asked again, an order keeps the invoice it has.
    expect(await issue(1, '2027-04-02T09:00:00+05:30')).toBe('MB/27-28/000001');
  });
});

describe('the credit note', () => {
  it('reverses an invoiced order cancelled by the customer or the shop, from its own series', async () => {
    const { shopper, order } = await placed([PROBE], {
      total_amount: 129 + 50,
      address: address('Karnataka', 'Bengaluru', '560001'),
    });
    expect((await download(`/api/orders/${order.id}/credit-note.pdf`, shopper.auth)).json()).toEqual({
      detail: 'This order has no credit note: one is issued when an invoiced order is cancelled.',
    });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel/`,
      headers: shopper.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const note = (cancelled.json() as Order).credit_note;
    expect(note).toEqual({
      number: expect.stringMatching(/^CN\/\d\d-\d\d\/\d{6}$/),
      issued_at: expect.any(String),
      url: `/api/orders/${order.id}/credit-note.pdf`,
    });
    const { text } = await pdfText((await download(note?.url ?? '', shopper.auth)).rawPayload);
    for (const particular of [
      'CREDIT NOTE',
      note?.number ?? '',
      `Against invoice ${order.invoice?.number}`,
      'GSTIN: 29AAKCM4821Q1ZQ',
      'Karnataka (code 29)',
      '9025',
      'Total (INR) 179.00',
      'Rupees One Hundred Seventy-Nine Only',
      'Authorised Signatory',
    ]) {
      expect(text, particular).toContain(particular);
    }

    // Cancelled by the shop: the next credit note of the series.
    const other = await placed([PROBE], { total_amount: 179, address: address('Karnataka', 'Bengaluru', '560001') });
    const owner = await signUpStaff(ctx.app, ctx.database.db, ['orders']);
    const byShop = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${other.order.id}/transition/`,
      headers: owner.auth,
      payload: { status: 'cancelled', note: 'Out of stock at the warehouse' },
    });
    expect(byShop.statusCode, byShop.body).toBe(200);
    const second = (await other.shopper.order(other.order.id)).credit_note?.number ?? '';
    expect(Number(second.split('/')[2])).toBe(Number(note?.number.split('/')[2]) + 1);
    expect((await download(`/api/admin/orders/${other.order.id}/credit-note.pdf`, owner.auth)).statusCode).toBe(200);
  });

  it('is not issued for an online order cancelled before it was paid', async () => {
    const { shopper, order } = await placed([PROBE], {
      total_amount: 129,
      payment_method: 'online',
      address: address('Karnataka', 'Bengaluru', '560001'),
    });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel/`,
      headers: shopper.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ invoice: null, credit_note: null });
  });
});

describe('the order confirmation e-mail', () => {
  it('carries the tax invoice as a PDF attachment, made when the e-mail is sent', async () => {
    const { shopper, order } = await placed([PROBE], {
      total_amount: 179,
      address: address('Karnataka', 'Bengaluru', '560001'),
    });
    const [email] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, shopper.customer.email), eq(outbox.kind, 'order_confirmation')));
    const [invoice] = await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    expect(email?.attachments).toEqual([{ kind: 'tax_document', id: invoice?.id }]);
    expect(email?.text).toContain(`Your tax invoice ${order.invoice?.number} is attached as a PDF.`);

    // Everything else waiting is sent first, so only this e-mail is looked at below.
    const sent: Parameters<Mailer['send']>[0][] = [];
    const mailer: Mailer = { send: async (message) => void sent.push(message) };
    const log = { warn: () => {}, error: () => {} } as never;
    while (
      (await deliverPendingEmails(
        ctx.database.db,
        mailer,
        'shop@example.in',
        log,
        taxDocumentAttachment(ctx.database.db),
      )) > 0
    );
    const confirmation = sent.find((m) => m.to === shopper.customer.email && m.attachments.length > 0);
    expect(confirmation?.attachments).toMatchObject([
      { filename: `${order.invoice?.number.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf' },
    ]);
    const attached = confirmation?.attachments[0]?.content ?? Buffer.alloc(0);
    const downloaded = await download(order.invoice?.url ?? '', shopper.auth);
    expect(attached.equals(downloaded.rawPayload)).toBe(true);
    const unsent = await ctx.database.db.select().from(outbox).where(isNull(outbox.sentAt));
    expect(unsent).toEqual([]);
  });
});
