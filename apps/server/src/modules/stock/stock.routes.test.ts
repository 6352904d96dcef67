// Stock apart from content (docs/decisions/008-stock-levels.md): what the catalogue shows after
// checkouts and cancellations, in the process that made them and in another one, and what they
// no longer touch (the catalogue version, other products' cached answers, other products' locks).
import type { Order, ProductDetail, ProductListing } from '@makerbazaar/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { testApp } from '../../testing/app-hooks.js';
import { makeProduct } from '../../testing/catalogue.js';
import { productBySlug } from '../../testing/customers.js';
import { getJson, jsonOf } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { TEST_CONFIG } from '../../testing/test-app.js';
import { getProduct } from '../catalog/catalog.service.js';
import { readCatalogVersion } from '../catalog/product-index.js';
import { changeStock, SYSTEM_ACTOR } from './stock.service.js';

const ctx = testApp({ seed: false });

const db = () => ctx.database.db;

/** A new customer with `quantity` of the product in the cart; `checkout` pays cash on delivery. */
async function customerWith(slug: string, quantity: number) {
  const shopper = await newShopper(ctx.app);
  const product = await productBySlug(db(), slug);
  expect((await shopper.addToCart(product.id, quantity)).statusCode).toBe(201);
  return {
    async checkout() {
      const placed = await shopper.checkoutCart();
      const order = jsonOf<Order>(placed, 201);
      return {
        cancel: () => ctx.app.inject({ method: 'POST', url: `/api/orders/${order.id}/cancel/`, headers: shopper.auth }),
      };
    },
  };
}

const buy = async (slug: string, quantity: number) => (await customerWith(slug, quantity)).checkout();

/**
 * Stops the cache's clock: it then never reads the catalogue version or the stock feed, so what it
 * shows after a write in this process comes from being told of the write, not from polling.
 */
function stopCacheClock() {
  return vi.spyOn(Date, 'now').mockReturnValue(Date.now());
}
afterEach(() => {
  vi.restoreAllMocks();
});

describe('stock after a checkout', () => {
  it('shows the stock 2 fewer on the very next product read in the same process, with a new ETag', async () => {
    const uno = await makeProduct(ctx.app, { stock: 400 });
    const customer = await customerWith(uno.slug, 2);
    ctx.app.catalogCache.invalidate();
    const before = await ctx.app.inject({ method: 'GET', url: `/api/products/${uno.slug}/` });
    expect((before.json() as ProductDetail).stock).toBe(400);

    stopCacheClock();
    await customer.checkout();
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/products/${uno.slug}/`,
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.statusCode).toBe(200);
    expect((after.json() as ProductDetail).stock).toBe(398);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('is seen by another process on the same database within a second, in its in_stock filter too', async () => {
    const other = await buildApp({ config: TEST_CONFIG, db: db() });
    await other.ready();
    try {
      const esp32 = await makeProduct(ctx.app, { stock: 3 });
      const customer = await customerWith(esp32.slug, 3);
      other.catalogCache.invalidate();
      ctx.app.catalogCache.invalidate();
      const detail = await getJson<ProductDetail>(other, `/api/products/${esp32.slug}/`);
      expect(detail.stock).toBe(3);
      const inStock = async () =>
        (
          await getJson<ProductListing>(
            other,
            `/api/products/?category=${detail.category.slug}&in_stock=true&page_size=100`,
          )
        ).results.map((p) => p.id);
      expect(await inStock()).toContain(esp32.id);

      await customer.checkout();
      await new Promise((r) => setTimeout(r, 1_100));
      expect((await getJson<ProductDetail>(other, `/api/products/${esp32.slug}/`)).stock).toBe(0);
      expect(await inStock()).not.toContain(esp32.id);
    } finally {
      await other.close();
    }
  });

  it('leaves the catalogue version alone, through checkout and cancellation', async () => {
    const uno = await makeProduct(ctx.app, { stock: 400 });
    const before = await readCatalogVersion(db());
    const order = await buy(uno.slug, 1);
    expect((await order.cancel()).statusCode).toBe(200);
    expect(await readCatalogVersion(db())).toEqual(before);
  });

  it("keeps other products' cached answers, and rebuilds the one whose stock changed", async () => {
    const uno = await makeProduct(ctx.app, { stock: 400 });
    const esp32 = await makeProduct(ctx.app, { stock: 50 });
    const esp32Buyer = await customerWith(esp32.slug, 1);
    const unoBuyer = await customerWith(uno.slug, 1);
    ctx.app.catalogCache.invalidate();
    let builds = 0;
    const unoAnswer = () =>
      ctx.app.catalogCache.get('/test/uno', async () => {
        builds += 1;
        return JSON.stringify((await getProduct(db(), uno.slug)).stock);
      });
    expect((await unoAnswer()).body).toBe('400');
    stopCacheClock();

    await esp32Buyer.checkout();
    expect((await unoAnswer()).body).toBe('400');
    expect(builds).toBe(1);

    await unoBuyer.checkout();
    expect((await unoAnswer()).body).toBe('399');
    expect(builds).toBe(2);
  });
});

describe('the in_stock filter and its facets', () => {
  it('follow a product selling out and coming back, at once in the same process', async () => {
    const nano = await makeProduct(ctx.app, { stock: 2 });
    const { category, brand } = await getJson<ProductDetail>(ctx.app, `/api/products/${nano.slug}/`);
    const listing = (inStock: boolean) =>
      getJson<ProductListing>(
        ctx.app,
        `/api/products/?category=${category.slug}&in_stock=${inStock}&facets=true&page_size=100`,
      );
    const ids = (list: ProductListing) => list.results.map((p) => p.id);
    const brandCount = (list: ProductListing) => list.facets?.brands.find((b) => b.value === brand)?.count ?? 0;

    const customer = await customerWith(nano.slug, 2);
    const before = await listing(true);
    expect(ids(before)).toContain(nano.id);
    expect(ids(await listing(false))).not.toContain(nano.id);

    stopCacheClock();
    const order = await customer.checkout();
    const soldOut = await listing(true);
    expect(ids(soldOut)).not.toContain(nano.id);
    expect(brandCount(soldOut)).toBe(brandCount(before) - 1);
    expect(ids(await listing(false))).toContain(nano.id);

    expect((await order.cancel()).statusCode).toBe(200);
    const back = await listing(true);
    expect(ids(back)).toContain(nano.id);
    expect(brandCount(back)).toBe(brandCount(before));
  });
});

describe('locks', () => {
  // PGlite runs one transaction at a time, so only PostgreSQL shows whether checkouts wait for each other.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "does not make a checkout wait for another product's uncommitted stock change",
    async () => {
      const uno = await makeProduct(ctx.app, { stock: 400 });
      const esp32 = await makeProduct(ctx.app, { stock: 50 });
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = db()
        .transaction(async (tx) => {
          await changeStock(tx, [{ productId: esp32.id, delta: -1 }], { reason: 'correction', actor: SYSTEM_ACTOR });
          locked();
          await held;
          tx.rollback();
        })
        .catch(() => undefined);
      await isLocked;
      try {
        const outcome = await Promise.race([
          buy(uno.slug, 1).then(() => 'placed'),
          new Promise((r) => setTimeout(() => r('waited'), 5_000)),
        ]);
        expect(outcome).toBe('placed');
      } finally {
        release();
        await holder;
      }
    },
  );
});
