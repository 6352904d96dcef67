// Quantity price breaks, end to end on the server: the cart prices each line at the break its
// quantity reaches, checkout charges that price and keeps it on the order line, coupons take their
// share off the broken prices, and the tax invoice prints the price charged.
import { type CartItem, type CouponQuote, couponCreateSchema, type Order } from '@makerbazaar/core';
import { describe, expect, it } from 'vitest';
import { testApp } from '../../testing/app-hooks.js';
import { makeProduct } from '../../testing/catalogue.js';
import { pdfText } from '../../testing/pdf.js';
import { newShopper } from '../../testing/shopping.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { createCoupon } from '../coupons/coupon-admin.service.js';
import { inr } from '../invoices/tax-document-pdf.js';
import { COMMAND_LINE_ACTOR } from '../staff/staff.service.js';

const ctx = testApp({ seed: false });

/** A ₹99 part: ₹90 each from 10, ₹80 each from 50. */
const withBreaks = (stock = 80) =>
  makeProduct(ctx.app, {
    pricePaise: 9_900,
    stock,
    price_breaks: [
      { min_quantity: 10, price: 90 },
      { min_quantity: 50, price: 80 },
    ],
  });

describe('price breaks', () => {
  it('are on the product answers in rupees, for the page and the cards', async () => {
    const part = await withBreaks();
    const shopper = await newShopper(ctx.app);
    const breaks = [
      { min_quantity: 10, price: 90 },
      { min_quantity: 50, price: 80 },
    ];
    expect((await shopper.product(part.slug)).price_breaks).toEqual(breaks);
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/products/?search=${part.name}` });
    expect(listed.json().results[0]).toMatchObject({ slug: part.slug, price_breaks: breaks });
  });

  it('price each cart line at the break its quantity reaches, and say what the next one saves', async () => {
    const part = await withBreaks();
    const shopper = await newShopper(ctx.app);
    const at = async (quantity: number) => {
      const cart = await shopper.cart();
      const line = cart.results[0] as CartItem;
      expect(line.quantity).toBe(quantity);
      return { line, total: cart.total_amount };
    };
    const added = (await shopper.addToCart(part.id, 9)).json() as CartItem;
    expect(added).toMatchObject({
      unit_price: 99,
      line_total: 891,
      next_price_break: { min_quantity: 10, price: 90, unit_saving: 9 },
    });
    // One more crosses the 10+ break: every unit of the line is cheaper, not only the tenth.
    await shopper.addToCart(part.id, 1);
    expect(await at(10)).toMatchObject({
      line: { unit_price: 90, line_total: 900, next_price_break: { min_quantity: 50, unit_saving: 10 } },
      total: 900,
    });
    const id = added.id;
    const typed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/cart/${id}/`,
      headers: shopper.auth,
      payload: { quantity: 50 },
    });
    expect(typed.json()).toMatchObject({ quantity: 50, unit_price: 80, line_total: 4000, next_price_break: null });
    // Back below a break, the line goes back to the price before it.
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/cart/${id}/`,
      headers: shopper.auth,
      payload: { quantity: 49 },
    });
    expect(await at(49)).toMatchObject({ line: { unit_price: 90, line_total: 4410 }, total: 4410 });
  });

  it('refuse a typed quantity above the stock with how many are left, on adding and on changing', async () => {
    const part = await withBreaks(7);
    const shopper = await newShopper(ctx.app);
    const tooMany = await shopper.addToCart(part.id, 25);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ detail: 'Only 7 left in stock.' });
    const line = (await shopper.addToCart(part.id, 2)).json() as CartItem;
    const raised = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/cart/${line.id}/`,
      headers: shopper.auth,
      payload: { quantity: 8 },
    });
    expect(raised.statusCode).toBe(400);
    expect(raised.json()).toEqual({ detail: 'Only 7 left in stock.' });
    expect((await shopper.cart()).results[0]?.quantity).toBe(2);
  });

  it('are charged at checkout, kept on the order line, and printed on the tax invoice', async () => {
    const part = await withBreaks();
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart(part.id, 25);
    // ₹99 each would be ₹2,475: the server refuses that total, since it charges ₹90 each.
    const stale = await shopper.checkout({ total_amount: 2475 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ total_amount: 2250 });
    const placed = await shopper.checkoutCart();
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as Order;
    expect(order.total_amount).toBe(2250);
    expect(order.items[0]).toMatchObject({ quantity: 25, price: 90 });
    const invoice = await ctx.app.inject({ method: 'GET', url: order.invoice?.url ?? '', headers: shopper.auth });
    const { text } = await pdfText(invoice.rawPayload);
    expect(text).toContain(inr(9_000));
    expect(text).not.toContain(inr(9_900));
  });

  it('take a coupon’s discount off the broken prices, in the quote and at checkout', async () => {
    const part = await withBreaks();
    const coupon = await createCoupon(
      ctx.database.db,
      COMMAND_LINE_ACTOR,
      couponCreateSchema.parse({
        code: 'BREAK10',
        title: 'Ten percent off',
        kind: 'percent',
        value: 10,
        starts_on: '2020-01-01',
        expires_on: '2099-12-31',
      }),
      TEST_CONFIG.publicUrl,
    );
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart(part.id, 20);
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupons/apply/',
      headers: shopper.auth,
      payload: { code: coupon.code, payment_method: 'online' },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    // 20 × ₹90 = ₹1,800, 10% off: ₹180 (not 10% of 20 × ₹99).
    expect(quote.json() as CouponQuote).toMatchObject({ discount_amount: 180, total_amount: 1620 });
    const placed = await shopper.checkout({ total_amount: 1620, payment_method: 'online', coupon_code: coupon.code });
    expect(placed.statusCode, placed.body).toBe(201);
    expect((placed.json() as Order).items[0]).toMatchObject({ quantity: 20, price: 90 });
  });
});
