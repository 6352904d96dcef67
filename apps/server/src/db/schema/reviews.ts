import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog.js';
import { createdAt, id, requiredRef, timestamps } from './columns.js';
import { users } from './users.js';

/** Verified reviews: one per customer and product, written after an order with it was delivered. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    comment: text('comment').notNull(),
    /** Kept with the votes in one transaction, so the "most helpful" order reads one column. */
    helpfulCount: integer('helpful_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('reviews_product_user_key').on(t.productId, t.userId),
    index('reviews_product_helpful_idx').on(t.productId, t.helpfulCount, t.createdAt),
    index('reviews_user_idx').on(t.userId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** Who found a review helpful: once each. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: requiredRef('review_id', () => reviews.id, 'cascade'),
    userId: requiredRef('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);
