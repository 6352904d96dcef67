import type { CartItem, Paginated, Product, ProductDetail } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { cartItems } from '../../db/schema/commerce.js';
import { testApp } from '../../testing/app-hooks.js';
import { makeProduct, type ProductToMake } from '../../testing/catalogue.js';
import { newShopper } from '../../testing/shopping.js';
import { setStockOf } from '../../testing/stock.js';

const ctx = testApp({ seed: false });

async function setStock(slug: string, stock: number) {
  await setStockOf(ctx.database.db, slug, stock);
}

/** A product of this test's own, as the storefront reads it. */
async function newProduct(shopper: { product(slug: string): Promise<ProductDetail> }, making: ProductToMake = {}) {
  return shopper.product((await makeProduct(ctx.app, making)).slug);
}

describe('cart', () => {
  it('needs a signed-in customer', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/cart/' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/cart/', payload: { product_id: 1 } })).statusCode).toBe(
      401,
    );
  });

  it('adds products, raises the quantity of one already there, and totals in rupees', async () => {
    const shopper = await newShopper(ctx.app);
    const uno = await newProduct(shopper, { pricePaise: 73_550, originalPricePaise: 89_900 });
    const first = await shopper.addToCart(uno.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      quantity: 1,
      product: { id: uno.id, selling_price: uno.price, mrp: uno.original_price },
    });
    const again = await shopper.addToCart(uno.id, 2);
    expect(again.statusCode).toBe(200);
    expect((again.json() as CartItem).quantity).toBe(3);
    const cart = await shopper.cart();
    expect(cart).toMatchObject({ count: 1, total_items: 3, total_amount: Math.round(uno.price * 3 * 100) / 100 });
  });

  it('totals many lines of paise prices exactly, with no floating-point drift', async () => {
    const lines = [
      { pricePaise: 1999, quantity: 3, lineTotal: 59.97 },
      { pricePaise: 10, quantity: 3, lineTotal: 0.3 },
      { pricePaise: 20, quantity: 1, lineTotal: 0.2 },
      { pricePaise: 1, quantity: 7, lineTotal: 0.07 },
      { pricePaise: 33_333, quantity: 3, lineTotal: 999.99 },
      { pricePaise: 70, quantity: 3, lineTotal: 2.1 },
    ];
    const shopper = await newShopper(ctx.app);
    for (const line of lines) {
      const product = await makeProduct(ctx.app, { pricePaise: line.pricePaise, stock: 50 });
      expect((await shopper.addToCart(product.id, line.quantity)).statusCode).toBe(201);
    }
    const cart = await shopper.cart();
    expect(cart.results.map((item) => item.line_total)).toEqual(lines.map((line) => line.lineTotal));
    expect(cart.results[0]?.product).toMatchObject({ price: 19.99, selling_price: 19.99 });
    expect(cart.total_items).toBe(20);
    // 59.97 + 0.3 + 0.2 + 0.07 + 999.99 + 2.1 added as rupee floats gives 1062.6299999999999.
    expect(cart.total_amount).toBe(1062.63);
  });

  it('answers each line with the product as the storefront reads it', async () => {
    const shopper = await newShopper(ctx.app);
    const uno = await newProduct(shopper, { originalPricePaise: 79_900 });
    const item = (await shopper.addToCart(uno.id)).json() as CartItem;
    expect(Object.keys(item).sort()).toEqual([
      'id',
      'line_total',
      'next_price_break',
      'product',
      'quantity',
      'unit_price',
    ]);
    expect(item.product).toEqual({
      id: uno.id,
      slug: uno.slug,
      name: uno.name,
      brand: uno.brand,
      category: uno.category,
      price: uno.price,
      original_price: uno.original_price,
      price_breaks: uno.price_breaks,
      selling_price: uno.price,
      mrp: uno.original_price,
      primary_image: uno.primary_image,
      primary_image_variants: uno.primary_image_variants,
      images: uno.images,
      rating: uno.rating,
      num_reviews: uno.num_reviews,
      description: uno.description,
      stock: uno.stock,
    });
    await ctx.app.inject({ method: 'POST', url: '/api/cart/clear/', headers: shopper.auth });
  });

  it('never lets a line exceed the stock, and names an out-of-stock product', async () => {
    const shopper = await newShopper(ctx.app);
    const nano = await newProduct(shopper, { stock: 2 });
    expect((await shopper.addToCart(nano.id, 2)).statusCode).toBe(201);
    const tooMany = await shopper.addToCart(nano.id, 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ detail: 'Only 2 left in stock.' });
    await setStock(nano.slug, 0);
    const gone = await shopper.addToCart(nano.id);
    expect(gone.json()).toEqual({ detail: `${nano.name} is out of stock!` });
  });

  describe('holds at most 99 of one product in a line', () => {
    let wiresSlug = '';
    beforeAll(async () => {
      wiresSlug = (await makeProduct(ctx.app, { pricePaise: 14_900, stock: 5000 })).slug;
    });
    const full = (name: string, count: number) =>
      `A cart holds at most 99 of one product, and yours has ${count} of ${name}. For more, ask us for a bulk quote.`;

    it('however often a product is added, saying how many more fit', async () => {
      const shopper = await newShopper(ctx.app);
      const wires = await shopper.product(wiresSlug);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i += 1) statuses.push((await shopper.addToCart(wires.id, 99)).statusCode);
      expect(statuses).toEqual([201, ...Array(29).fill(400)]);
      const refused = await shopper.addToCart(wires.id, 1);
      expect(refused.json()).toEqual({ detail: full(wires.name, 99) });
      expect((await shopper.cart()).total_items).toBe(99);

      const other = await newShopper(ctx.app);
      await other.addToCart(wires.id, 60);
      const over = await other.addToCart(wires.id, 40);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({
        detail: `A cart holds at most 99 of one product: you can add 39 more of ${wires.name}.`,
      });
      expect((await other.addToCart(wires.id, 39)).statusCode).toBe(200);
    });

    it('when adds arrive at once', async () => {
      const shopper = await newShopper(ctx.app);
      const wires = await shopper.product(wiresSlug);
      const answers = await Promise.all(Array.from({ length: 10 }, () => shopper.addToCart(wires.id, 20)));
      expect(answers.filter((answer) => answer.statusCode < 300)).toHaveLength(4);
      expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(6);
      expect((await shopper.cart()).total_items).toBe(80);
    });

    it('when a line is changed', async () => {
      const shopper = await newShopper(ctx.app);
      const line = (await shopper.addToCart((await shopper.product(wiresSlug)).id, 5)).json() as CartItem;
      const patch = (quantity: number) =>
        ctx.app.inject({ method: 'PATCH', url: `/api/cart/${line.id}/`, headers: shopper.auth, payload: { quantity } });
      expect((await patch(99)).statusCode).toBe(200);
      const over = await patch(100);
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ quantity: ['Ensure this value is at most 99.'] });
    });

    it('at checkout, for a line saved over it before', async () => {
      const shopper = await newShopper(ctx.app);
      const wires = await shopper.product(wiresSlug);
      const line = (await shopper.addToCart(wires.id, 1)).json() as CartItem;
      await ctx.database.db.update(cartItems).set({ quantity: 2970 }).where(eq(cartItems.id, line.id));
      const refused = await shopper.checkoutCart();
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: full(wires.name, 2970) });
      expect((await shopper.cart()).total_items).toBe(2970);

      const lowered = await ctx.app.inject({
        method: 'PATCH',
        url: `/api/cart/${line.id}/`,
        headers: shopper.auth,
        payload: { quantity: 99 },
      });
      expect(lowered.statusCode).toBe(200);
      expect((await shopper.checkoutCart()).statusCode).toBe(201);
    });
  });

  it('answers 404 for an unknown product and 400 for a bad quantity', async () => {
    const shopper = await newShopper(ctx.app);
    expect((await shopper.addToCart(999_999)).statusCode).toBe(404);
    expect((await shopper.addToCart(1, 0)).statusCode).toBe(400);
    expect((await shopper.addToCart(1, 1.5)).statusCode).toBe(400);
  });

  it('updates and removes lines, and keeps each cart to its owner', async () => {
    const owner = await newShopper(ctx.app);
    const stranger = await newShopper(ctx.app);
    const pi = await newProduct(owner, { stock: 40 });
    const line = (await owner.addToCart(pi.id)).json() as CartItem;

    const patch = (who: typeof owner, quantity: number) =>
      ctx.app.inject({ method: 'PATCH', url: `/api/cart/${line.id}/`, headers: who.auth, payload: { quantity } });
    expect((await patch(stranger, 2)).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/cart/${line.id}/`, headers: stranger.auth })).statusCode,
    ).toBe(404);

    const updated = await patch(owner, 4);
    expect(updated.statusCode).toBe(200);
    expect((updated.json() as CartItem).quantity).toBe(4);
    expect((await patch(owner, pi.stock + 1)).statusCode).toBe(400);
    expect((await patch(owner, 0)).statusCode).toBe(204);
    expect((await owner.cart()).count).toBe(0);

    const again = (await owner.addToCart(pi.id)).json() as CartItem;
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/cart/${again.id}/`, headers: owner.auth })).statusCode,
    ).toBe(204);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/cart/${again.id}/`, headers: owner.auth })).statusCode,
    ).toBe(404);
  });

  it('clears the cart', async () => {
    const shopper = await newShopper(ctx.app);
    await shopper.addToCart((await makeProduct(ctx.app)).id);
    await shopper.addToCart((await makeProduct(ctx.app)).id);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/cart/clear/', headers: shopper.auth });
    expect(res.statusCode).toBe(204);
    expect((await shopper.cart()).results).toEqual([]);
  });
});

describe('wishlist', () => {
  it('saves a product once, lists it, and removes it', async () => {
    const shopper = await newShopper(ctx.app);
    const uno = await makeProduct(ctx.app);
    const add = () =>
      ctx.app.inject({ method: 'POST', url: '/api/wishlist/', headers: shopper.auth, payload: { product_id: uno.id } });
    expect((await add()).statusCode).toBe(201);
    expect((await add()).statusCode).toBe(200);
    const list = (
      await ctx.app.inject({ method: 'GET', url: '/api/wishlist/', headers: shopper.auth })
    ).json() as Paginated<Product>;
    expect(list.results.map((p) => p.id)).toEqual([uno.id]);
    const remove = () => ctx.app.inject({ method: 'DELETE', url: `/api/wishlist/${uno.id}/`, headers: shopper.auth });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
  });

  it('answers 404 for an unknown product and 401 without a session', async () => {
    const shopper = await newShopper(ctx.app);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/wishlist/',
      headers: shopper.auth,
      payload: { product_id: 999_999 },
    });
    expect(res.statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wishlist/' })).statusCode).toBe(401);
  });
});
