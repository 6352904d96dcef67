// A tax invoice is issued when an order is confirmed (placed with cash on delivery, or paid online),
// numbered in one consecutive series per financial year, and downloaded as a PDF that carries
// every particular of CGST Rule 46 and is the same file every time.
import { type Order, type ShippingAddress, uncreditedLines } from '@makerbazaar/core';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/commerce.js';
import { taxDocuments } from '../../db/schema/invoices.js';
import { outbox } from '../../db/schema/outbox.js';
import { testApp } from '../../testing/app-hooks.js';
import { pdfText } from '../../testing/pdf.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf } from '../../testing/stock.js';
import { deliverPendingEmails, type Mailer } from '../email/outbox.worker.js';
import { taxDocumentAttachment } from './invoice-attachments.js';
import { issueInvoice } from './invoices.service.js';

const ctx = testApp();
beforeAll(async () => {
  for (const slug of [SOLAR, PROBE]) await setStockOf(ctx.database.db, slug, 500);
  ctx.app.catalogCache.invalidate();
});

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

type SentEmail = Parameters<Mailer['send']>[0];

/** Sends every e-mail waiting, its attachments made as the worker makes them, and answers what was sent. */
async function sendPendingEmails(): Promise<SentEmail[]> {
  const sent: SentEmail[] = [];
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
  return sent;
}

const cancellationEmailTo = (sent: SentEmail[], address: string) =>
  sent.find((email) => email.to === address && email.subject.startsWith('Cancelled: order'));

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
    expect(order.credit_notes).toEqual([]);
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

    await shopper.payOnline(order);
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
      credit_notes: [],
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
    expect((await download(`/api/orders/${order.id}/credit-notes/999999`, shopper.auth)).json()).toEqual({
      detail: 'This order has no such credit note.',
    });
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/cancel/`,
      headers: shopper.auth,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [note, ...more] = (cancelled.json() as Order).credit_notes;
    expect(more).toEqual([]);
    expect(note).toEqual({
      number: expect.stringMatching(/^CN\/\d\d-\d\d\/\d{6}$/),
      issued_at: expect.any(String),
      url: expect.stringMatching(new RegExp(`^/api/orders/${order.id}/credit-notes/\\d+$`)),
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
      `Reason: the order was cancelled; this note reverses invoice ${order.invoice?.number} in full.`,
      'Authorised Signatory',
    ]) {
      expect(text, particular).toContain(particular);
    }
    // Another customer cannot reach it, nor can it be reached through another order.
    const stranger = await newShopper(ctx.app);
    expect((await download(note?.url ?? '', stranger.auth)).json()).toEqual({ detail: 'Order not found.' });

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
    const [second] = (await other.shopper.order(other.order.id)).credit_notes;
    expect(Number(second?.number.split('/')[2])).toBe(Number(note?.number.split('/')[2]) + 1);
    const noteId = note?.url.split('/').at(-1);
    expect((await download(`/api/orders/${other.order.id}/credit-notes/${noteId}`, other.shopper.auth)).json()).toEqual(
      { detail: 'This order has no such credit note.' },
    );
    const [staffLink] = (byShop.json() as { credit_notes: { url: string }[] }).credit_notes;
    expect(staffLink?.url).toMatch(new RegExp(`^/api/admin/orders/${other.order.id}/credit-notes/\\d+$`));
    expect((await download(staffLink?.url ?? '', owner.auth)).statusCode).toBe(200);

    // Each cancellation e-mail carries its note, as the customer downloads it.
    const sent = await sendPendingEmails();
    for (const [{ customer, auth }, issued] of [
      [shopper, note],
      [other.shopper, second],
    ] as const) {
      const email = cancellationEmailTo(sent, customer.email);
      expect(email?.text).toContain(`Our credit note ${issued?.number}, which cancels your tax invoice, is attached`);
      expect(email?.attachments).toMatchObject([
        { filename: `${issued?.number.replaceAll('/', '-')}.pdf`, contentType: 'application/pdf' },
      ]);
      const attached = email?.attachments[0]?.content ?? Buffer.alloc(0);
      expect((await pdfText(attached)).text).toMatch(new RegExp(`^CREDIT NOTE .*${issued?.number}`));
      expect(attached.equals((await download(issued?.url ?? '', auth)).rawPayload)).toBe(true);
    }
  });

  it('is not issued for an online order cancelled before it was paid, and its cancellation e-mail attaches nothing', async () => {
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
    expect(cancelled.json()).toMatchObject({ invoice: null, credit_notes: [] });
    const email = cancellationEmailTo(await sendPendingEmails(), shopper.customer.email);
    expect(email?.text).toContain(`Your order ${order.order_number} is cancelled as you asked.`);
    expect(email?.text).not.toContain('credit note');
    expect(email?.attachments).toEqual([]);
  });
});

describe('the credit notes of refunds', () => {
  it('credits each refund, then what is left when the order is cancelled, and the notes reverse the invoice exactly', async () => {
    const { shopper, order } = await placed([SOLAR, PROBE], {
      total_amount: 229 + 129,
      payment_method: 'online',
      address: address('Maharashtra', 'Pune', '411001'),
    });
    await shopper.payOnline(order);
    const owner = await signUpStaff(ctx.app, ctx.database.db, ['orders']);
    const staffAction = (url: string, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/${url}/`, headers: owner.auth, payload });

    const partly = await staffAction('refund', { amount: 100, reason: 'Probe arrived with a cut cable' });
    expect(partly.statusCode, partly.body).toBe(200);
    const [first] = (await shopper.order(order.id)).credit_notes;
    const invoiceNumber = (await shopper.order(order.id)).invoice?.number;
    const { text } = await pdfText((await download(first?.url ?? '', shopper.auth)).rawPayload);
    for (const particular of [
      'CREDIT NOTE',
      `Against invoice ${invoiceNumber}`,
      'Maharashtra (code 27)',
      'IGST',
      'Total (INR) 100.00',
      'Rupees One Hundred Only',
      `Reason: a refund of INR 100.00 on the order (Probe arrived with a cut cable); this note reduces invoice ${invoiceNumber} by that amount.`,
    ]) {
      expect(text, particular).toContain(particular);
    }
    const [refundMail] = await ctx.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, shopper.customer.email), eq(outbox.kind, 'order_refunded')));
    expect(refundMail?.attachments).toEqual([{ kind: 'tax_document', id: Number(first?.url.split('/').at(-1)) }]);
    expect(refundMail?.text).toContain(
      `Our credit note ${first?.number}, which lowers your tax invoice by this amount`,
    );

    const cancelled = await staffAction('transition', { status: 'cancelled', note: 'Customer asked to cancel' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notes = (cancelled.json() as { credit_notes: { url: string; number: string }[] }).credit_notes;
    expect(notes).toHaveLength(2);
    const rest = await pdfText((await download(notes[1]?.url ?? '', owner.auth)).rawPayload);
    expect(rest.text).toContain('Total (INR) 258.00');
    expect(rest.text).toContain(`this note reverses what earlier credit notes left of invoice ${invoiceNumber}.`);

    // The money goes back after the cancellation: nothing is left on the invoice to credit.
    expect((await staffAction('refund', { amount: 258, reason: 'Order cancelled' })).statusCode).toBe(200);
    expect((await shopper.order(order.id)).credit_notes).toHaveLength(2);

    const documents = await ctx.database.db.select().from(taxDocuments).where(eq(taxDocuments.orderId, order.id));
    const invoice = documents.find((d) => d.kind === 'invoice');
    const left = uncreditedLines(
      invoice?.content.lines ?? [],
      documents.filter((d) => d.kind === 'credit_note').map((d) => d.content.lines),
    );
    expect(left.map((line) => [line.taxablePaise, line.cgstPaise, line.sgstPaise, line.igstPaise])).toEqual([
      [0, 0, 0, 0],
      [0, 0, 0, 0],
    ]);
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

    const sent = await sendPendingEmails();
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
