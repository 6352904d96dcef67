import {
  ALREADY_REVIEWED,
  type CreateReviewInput,
  createReviewSchema,
  type MyReviews,
  NOT_A_VERIFIED_BUYER,
  type ProductReviews,
  type Review,
  type ReviewEligibility,
  type ReviewedProduct,
  type ReviewInput,
  reviewInputSchema,
} from '@makerbazaar/core';
import { and, asc, count, desc, eq, notExists, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client.js';
import { products } from '../../db/schema/catalog.js';
import { orderItems, orders } from '../../db/schema/commerce.js';
import { reviews, reviewVotes } from '../../db/schema/reviews.js';
import { users } from '../../db/schema/users.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, HttpError, notFound } from '../../lib/errors.js';
import { byIdOrSlug } from '../../lib/id-or-slug.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import { getProductsByIds, primaryImage, primaryImageVariants } from '../catalog/catalog.service.js';

export const REVIEW_NOT_FOUND = 'Review not found.';
const PRODUCT_NOT_FOUND = 'Product not found.';

const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  rating: reviews.rating,
  title: reviews.title,
  comment: reviews.comment,
  helpfulCount: reviews.helpfulCount,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
  firstName: users.firstName,
  lastName: users.lastName,
  username: users.username,
};
type ReviewRow = { [K in keyof typeof reviewColumns]: (typeof reviewColumns)[K]['_']['data'] };

/** "Meera I.": enough to be a person, not enough to find one. */
function authorOf(row: Pick<ReviewRow, 'firstName' | 'lastName' | 'username'>): string {
  const first = row.firstName.trim();
  if (!first) return row.username;
  const initial = row.lastName.trim().charAt(0);
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    product_id: row.productId,
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    author: authorOf(row),
    helpful_count: row.helpfulCount,
    verified_purchase: true,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

const selectReviews = (db: Queryable) =>
  db.select(reviewColumns).from(reviews).innerJoin(users, eq(users.id, reviews.userId));

async function productByIdOrSlug(db: Queryable, idOrSlug: string) {
  const [product] = await db
    .select({ id: products.id, slug: products.slug, name: products.name })
    .from(products)
    .where(and(byIdOrSlug(products.id, products.slug, idOrSlug), eq(products.isActive, true)));
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/** The product's reviews, most helpful or newest first, optionally of one star count, with the summary. */
export async function listProductReviews(
  db: Queryable,
  idOrSlug: string,
  query: PageRequest & { ordering: 'helpful' | 'newest'; rating?: number | undefined },
  url: string,
): Promise<ProductReviews> {
  const product = await productByIdOrSlug(db, idOrSlug);
  const ofProduct = eq(reviews.productId, product.id);
  const where = query.rating ? and(ofProduct, eq(reviews.rating, query.rating)) : ofProduct;
  const ordering =
    query.ordering === 'newest'
      ? [desc(reviews.createdAt), desc(reviews.id)]
      : [desc(reviews.helpfulCount), desc(reviews.createdAt), desc(reviews.id)];
  const [rows, counts] = await Promise.all([
    selectReviews(db)
      .where(where)
      .orderBy(...ordering)
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select({ rating: reviews.rating, n: count() }).from(reviews).where(ofProduct).groupBy(reviews.rating),
  ]);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of counts) {
    distribution[String(rating) as keyof typeof distribution] = n;
    total += n;
    sum += rating * n;
  }
  const matching = query.rating ? distribution[String(query.rating) as keyof typeof distribution] : total;
  return {
    ...paginate(url, query, matching, rows.map(toReview)),
    summary: { average: total ? Math.round((sum / total) * 10) / 10 : 0, count: total, distribution },
  };
}

/** Whether the customer has a delivered order containing the product. */
async function isVerifiedBuyer(db: Queryable, userId: number, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.userId, userId), eq(orders.status, 'delivered'), eq(orderItems.productId, productId)));
  return (row?.n ?? 0) > 0;
}

/** The product's rating and count, recomputed from its reviews in the transaction that changed them. */
async function refreshProductRating(tx: Transaction, productId: number): Promise<void> {
  await tx
    .update(products)
    .set({
      rating: sql`coalesce((select round(avg(${reviews.rating})::numeric, 1) from ${reviews} where ${reviews.productId} = ${productId}), 0)`,
      numReviews: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${productId})::int`,
    })
    .where(eq(products.id, productId));
}

async function reviewById(db: Queryable, id: number): Promise<Review> {
  const [row] = await selectReviews(db).where(eq(reviews.id, id));
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return toReview(row);
}

/** One verified review per customer and product; the product's rating follows in the same transaction. */
export function createReview(db: Database, userId: number, input: CreateReviewInput): Promise<Review> {
  const valid = createReviewSchema.parse(input);
  return withRetriedTransaction(db, async (tx) => {
    // The product row is locked so concurrent reviews of it recompute its rating one after another.
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, valid.product_id), eq(products.isActive, true)))
      .for('update');
    if (!product) throw notFound(PRODUCT_NOT_FOUND);
    if (!(await isVerifiedBuyer(tx, userId, product.id))) throw new HttpError(403, { detail: NOT_A_VERIFIED_BUYER });
    const [created] = await tx
      .insert(reviews)
      .values({ productId: product.id, userId, rating: valid.rating, title: valid.title, comment: valid.comment })
      .onConflictDoNothing()
      .returning({ id: reviews.id });
    if (!created) throw conflict(ALREADY_REVIEWED);
    await refreshProductRating(tx, product.id);
    return reviewById(tx, created.id);
  });
}

async function lockOwnReview(tx: Transaction, userId: number, id: number) {
  const [own] = await tx
    .select({ id: reviews.id, productId: reviews.productId })
    .from(reviews)
    .where(and(eq(reviews.id, id), eq(reviews.userId, userId)));
  if (!own) throw notFound(REVIEW_NOT_FOUND);
  await tx.select({ id: products.id }).from(products).where(eq(products.id, own.productId)).for('update');
  return own;
}

export function updateReview(db: Database, userId: number, id: number, input: ReviewInput): Promise<Review> {
  const valid = reviewInputSchema.parse(input);
  return withRetriedTransaction(db, async (tx) => {
    const own = await lockOwnReview(tx, userId, id);
    await tx
      .update(reviews)
      .set({ rating: valid.rating, title: valid.title, comment: valid.comment, updatedAt: new Date() })
      .where(eq(reviews.id, id));
    await refreshProductRating(tx, own.productId);
    return reviewById(tx, id);
  });
}

export function deleteReview(db: Database, userId: number, id: number): Promise<void> {
  return withRetriedTransaction(db, async (tx) => {
    const own = await lockOwnReview(tx, userId, id);
    await tx.delete(reviews).where(eq(reviews.id, id));
    await refreshProductRating(tx, own.productId);
  });
}

/** Another customer finds a review helpful, once; the author cannot vote for their own. */
export function markHelpful(db: Database, userId: number, id: number): Promise<number> {
  return withRetriedTransaction(db, async (tx) => {
    const [review] = await tx.select({ userId: reviews.userId }).from(reviews).where(eq(reviews.id, id)).for('update');
    if (!review) throw notFound(REVIEW_NOT_FOUND);
    if (review.userId === userId) throw conflict('You cannot mark your own review as helpful.');
    const [vote] = await tx.insert(reviewVotes).values({ reviewId: id, userId }).onConflictDoNothing().returning();
    if (!vote) throw conflict('You have already marked this review as helpful.');
    const [updated] = await tx
      .update(reviews)
      .set({ helpfulCount: sql`${reviews.helpfulCount} + 1` })
      .where(eq(reviews.id, id))
      .returning({ helpfulCount: reviews.helpfulCount });
    return updated?.helpfulCount ?? 0;
  });
}

async function reviewedProducts(db: Queryable, ids: number[]): Promise<Map<number, ReviewedProduct>> {
  const found = await getProductsByIds(db, ids);
  return new Map(
    [...found.values()].map((p) => [
      p.id,
      {
        id: p.id,
        slug: p.slug,
        name: p.name,
        primary_image: primaryImage(p),
        primary_image_variants: primaryImageVariants(p),
      },
    ]),
  );
}

/** The signed-in customer and one product: may they review it, and what did they write. */
export async function reviewEligibility(db: Queryable, userId: number, idOrSlug: string): Promise<ReviewEligibility> {
  const product = await productByIdOrSlug(db, idOrSlug);
  const [row] = await selectReviews(db).where(and(eq(reviews.productId, product.id), eq(reviews.userId, userId)));
  const shown = (await reviewedProducts(db, [product.id])).get(product.id);
  if (!shown) throw notFound(PRODUCT_NOT_FOUND);
  return {
    product: shown,
    can_review: !row && (await isVerifiedBuyer(db, userId, product.id)),
    review: row ? toReview(row) : null,
  };
}

/** The customer's reviews, newest first, and the delivered products they have not reviewed yet. */
export async function myReviews(db: Queryable, userId: number): Promise<MyReviews> {
  const rows = await selectReviews(db).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt));
  const awaiting = await db
    .selectDistinct({ productId: orderItems.productId })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'delivered'),
        notExists(
          db
            .select({ id: reviews.id })
            .from(reviews)
            .where(and(eq(reviews.userId, userId), eq(reviews.productId, orderItems.productId))),
        ),
      ),
    )
    .orderBy(asc(orderItems.productId));
  const awaitingIds = awaiting.flatMap((a) => (a.productId === null ? [] : [a.productId]));
  const shown = await reviewedProducts(db, [...rows.map((r) => r.productId), ...awaitingIds]);
  return {
    reviews: rows.flatMap((row) => {
      const product = shown.get(row.productId);
      return product ? [{ ...toReview(row), product }] : [];
    }),
    awaiting: awaitingIds.flatMap((id) => shown.get(id) ?? []),
  };
}
