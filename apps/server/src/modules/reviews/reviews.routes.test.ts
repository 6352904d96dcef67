import type { MyReviews, Order, ProductDetail, ProductReviews, Review, ReviewEligibility } from '@makerbazaar/core';
import { ALREADY_REVIEWED, NOT_A_VERIFIED_BUYER } from '@makerbazaar/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson } from '../../testing/http.js';
import { newShopper } from '../../testing/shopping.js';
import { signUpStaff } from '../../testing/staff.js';
import { setStockOf } from '../../testing/stock.js';
import { createTestApp, type TestContext } from '../../testing/test-app.js';

let ctx: TestContext;
let staff: { authorization: string };
beforeAll(async () => {
  ctx = await createTestApp();
  staff = (await signUpStaff(ctx.app, ctx.database.db, ['orders'])).auth;
  await setStockOf(ctx.database.db, 'arduino-uno-r3', 500);
  await setStockOf(ctx.database.db, 'arduino-nano-every', 500);
});
afterAll(() => ctx.close());

type Shopper = Awaited<ReturnType<typeof newShopper>>;

/** A customer with a cash-on-delivery order of `slugs`, taken to the door by staff when `deliver` is set. */
async function buyer(slugs: string[], deliver = true): Promise<Shopper & { orderId: number }> {
  const shopper = await newShopper(ctx.app);
  for (const slug of slugs) await shopper.addToCart((await shopper.product(slug)).id);
  const placed = await shopper.checkoutCart('cod');
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as Order;
  if (deliver) {
    for (const move of [
      { status: 'packed' },
      { status: 'shipped', carrier: 'Delhivery', tracking_number: 'DL-1' },
      { status: 'delivered' },
    ]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${order.id}/transition/`,
        headers: staff,
        payload: move,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }
  return { ...shopper, orderId: order.id };
}

function write(shopper: Shopper, productId: number, rating: number, title = 'Works first time') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/reviews/',
    headers: shopper.auth,
    payload: { product_id: productId, rating, title, comment: 'Flashed blink in a minute.\nSolid headers.' },
  });
}

const product = (slug: string) => getJson<ProductDetail>(ctx.app, `/api/products/${slug}/`);

describe('reviews', () => {
  it('lets only a customer with a delivered order review, once, and keeps the product rating in step', async () => {
    const uno = await product('arduino-uno-r3');
    const waiting = await buyer(['arduino-uno-r3'], false);
    const refused = await write(waiting, uno.id, 5);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: NOT_A_VERIFIED_BUYER });

    const first = await buyer(['arduino-uno-r3']);
    const eligible = await getJson<ReviewEligibility>(
      ctx.app,
      '/api/reviews/eligibility/arduino-uno-r3/',
      200,
      first.auth,
    );
    expect(eligible).toMatchObject({ can_review: true, review: null, product: { slug: 'arduino-uno-r3' } });
    const created = await write(first, uno.id, 5);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ rating: 5, author: 'Asha R.', verified_purchase: true, helpful_count: 0 });
    expect(await product('arduino-uno-r3')).toMatchObject({ rating: 5, num_reviews: 1 });

    const again = await write(first, uno.id, 4);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: ALREADY_REVIEWED });

    const second = await buyer(['arduino-uno-r3']);
    const secondReview = (await write(second, uno.id, 2, 'Arrived with a bent pin')).json() as Review;
    expect(await product('arduino-uno-r3')).toMatchObject({ rating: 3.5, num_reviews: 2 });

    // The author edits and deletes; the rating follows each time.
    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/reviews/${secondReview.id}/`,
      headers: second.auth,
      payload: { rating: 3, title: 'Bent pin, easily fixed', comment: 'Straightened it with pliers.' },
    });
    expect(edited.json()).toMatchObject({ rating: 3, title: 'Bent pin, easily fixed' });
    expect(await product('arduino-uno-r3')).toMatchObject({ rating: 4, num_reviews: 2 });
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/reviews/${secondReview.id}/`, headers: second.auth }))
        .statusCode,
    ).toBe(204);
    expect(await product('arduino-uno-r3')).toMatchObject({ rating: 5, num_reviews: 1 });
  });

  it('lists reviews with a summary, most helpful or newest first, filtered by stars; helpful counts once', async () => {
    const nano = await product('arduino-nano-every');
    const authors = [
      await buyer(['arduino-nano-every']),
      await buyer(['arduino-nano-every']),
      await buyer(['arduino-nano-every']),
    ];
    const [a, b, c] = await Promise.all(
      authors.map(
        async (author, i) => (await write(author, nano.id, [5, 4, 5][i] ?? 5, `Review ${i + 1}`)).json() as Review,
      ),
    );
    const voter = await newShopper(ctx.app);
    const vote = (who: Shopper, id: number) =>
      ctx.app.inject({ method: 'POST', url: `/api/reviews/${id}/helpful/`, headers: who.auth });
    expect((await vote(voter, b?.id ?? 0)).json()).toEqual({ helpful_count: 1 });
    const twice = await vote(voter, b?.id ?? 0);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: 'You have already marked this review as helpful.' });
    expect((await vote(authors[0] as Shopper, a?.id ?? 0)).statusCode).toBe(409);
    expect((await vote(voter, 2_147_483_647)).statusCode).toBe(404);

    const helpful = await getJson<ProductReviews>(ctx.app, '/api/products/arduino-nano-every/reviews/');
    expect(helpful.summary).toEqual({
      average: 4.7,
      count: 3,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 2 },
    });
    expect(helpful.results[0]?.id).toBe(b?.id);
    const newest = await getJson<ProductReviews>(ctx.app, '/api/products/arduino-nano-every/reviews/?ordering=newest');
    // Written at once, so their times (each transaction's start) need not follow their ids.
    expect(new Set(newest.results.map((r) => r.id))).toEqual(new Set([a?.id, b?.id, c?.id]));
    const times = newest.results.map((r) => r.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const fives = await getJson<ProductReviews>(ctx.app, '/api/products/arduino-nano-every/reviews/?rating=5');
    expect(fives.count).toBe(2);
    expect(fives.results.every((r) => r.rating === 5)).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/products/no-such-board/reviews/' })).statusCode).toBe(404);
  });

  it("refuses bad text, and answers 404 for another customer's review", async () => {
    const uno = await product('arduino-uno-r3');
    const author = await buyer(['arduino-uno-r3']);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/reviews/',
      headers: author.auth,
      payload: { product_id: uno.id, rating: 6, title: 'x'.repeat(121), comment: 'bell\u0007' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['comment', 'rating', 'title']);

    const mine = (await write(author, uno.id, 4, '<script>alert(1)</script>')).json() as Review;
    expect(mine.title).toBe('<script>alert(1)</script>');
    const stranger = await newShopper(ctx.app);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/reviews/${mine.id}/`,
        headers: stranger.auth,
        ...(method === 'PUT' ? { payload: { rating: 1, title: 'Mine now', comment: 'No.' } } : {}),
      });
      expect(res.statusCode, method).toBe(404);
    }
    expect((await getJson<MyReviews>(ctx.app, '/api/reviews/mine/', 200, author.auth)).reviews[0]?.title).toBe(
      '<script>alert(1)</script>',
    );
  });

  it("lists the customer's reviews and the delivered products still waiting for one", async () => {
    const shopper = await buyer(['arduino-uno-r3', 'arduino-nano-every']);
    const uno = await product('arduino-uno-r3');
    await write(shopper, uno.id, 4);
    const mine = await getJson<MyReviews>(ctx.app, '/api/reviews/mine/', 200, shopper.auth);
    expect(mine.reviews.map((r) => r.product.slug)).toEqual(['arduino-uno-r3']);
    expect(mine.awaiting.map((p) => p.slug)).toEqual(['arduino-nano-every']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/reviews/mine/' })).statusCode).toBe(401);
  });
});
