import type { CartItem, Paginated, Product } from '@makerbazaar/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/catalog.js';
import { newShopper } from '../../testing/shopping.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function setStock(slug: string, stock: number) {
  await ctx.database.db.update(products).set({ stock }).where(eq(products.slug, slug));
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
    const uno = await shopper.product('arduino-uno-r3');
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

  it('never lets a line exceed the stock, and names an out-of-stock product', async () => {
    await setStock('arduino-nano-every', 2);
    const shopper = await newShopper(ctx.app);
    const nano = await shopper.product('arduino-nano-every');
    expect((await shopper.addToCart(nano.id, 2)).statusCode).toBe(201);
    const tooMany = await shopper.addToCart(nano.id, 1);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ detail: 'Only 2 left in stock.' });
    await setStock('arduino-nano-every', 0);
    const gone = await shopper.addToCart(nano.id);
    expect(gone.json()).toEqual({ detail: `${nano.name} is out of stock!` });
    await setStock('arduino-nano-every', 40);
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
    const pi = await owner.product('raspberry-pi-4-model-b-4gb');
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
    await shopper.addToCart((await shopper.product('arduino-uno-r3')).id);
    await shopper.addToCart((await shopper.product('esp32-development-kit')).id);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/cart/clear/', headers: shopper.auth });
    expect(res.statusCode).toBe(204);
    expect((await shopper.cart()).results).toEqual([]);
  });
});

describe('wishlist', () => {
  it('saves a product once, lists it, and removes it', async () => {
    const shopper = await newShopper(ctx.app);
    const uno = await shopper.product('arduino-uno-r3');
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
