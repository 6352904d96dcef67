import { z } from 'zod';
import { REVIEW_ORDERINGS } from '../rules/review-orderings.js';
import { imageVariantSchema } from './admin-images.js';
import { REQUIRED } from './auth.js';
import { idParam, idSchema, multilineText, paginatedSchema, paginationQuerySchema, text } from './common.js';

export const REVIEW_TITLE_MAX = 120;
export const REVIEW_COMMENT_MAX = 2_000;
export const NOT_A_VERIFIED_BUYER = 'You can review a product once an order with it has been delivered to you.';
export const ALREADY_REVIEWED = 'You have already reviewed this product. Edit your review instead.';

const rating = z
  .number({ message: 'Choose a rating from 1 to 5 stars.' })
  .int('Choose a rating from 1 to 5 stars.')
  .min(1, 'Choose a rating from 1 to 5 stars.')
  .max(5, 'Choose a rating from 1 to 5 stars.');

/** What a customer writes: plain text, shown escaped. */
export const reviewInputSchema = z.object({
  rating,
  title: text({ message: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(REVIEW_TITLE_MAX, `Keep the title under ${REVIEW_TITLE_MAX} characters.`),
  comment: multilineText({ message: REQUIRED })
    .trim()
    .min(1, REQUIRED)
    .max(REVIEW_COMMENT_MAX, `Keep the review under ${REVIEW_COMMENT_MAX.toLocaleString('en-IN')} characters.`),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;

export const createReviewSchema = reviewInputSchema.extend({ product_id: idSchema });
export type CreateReviewInput = z.input<typeof createReviewSchema>;

export const reviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  rating: z.number().int(),
  title: z.string(),
  comment: z.string(),
  /** The reviewer as shown: first name and the initial of the last. */
  author: z.string(),
  helpful_count: z.number().int(),
  /** Every review here comes from a delivered order. */
  verified_purchase: z.literal(true),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
  /** How many reviews gave each number of stars, "5" down to "1". */
  distribution: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int()),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const productReviewsQuerySchema = paginationQuerySchema.extend({
  ordering: z.enum(REVIEW_ORDERINGS).catch('helpful'),
  rating: z.coerce.number().int().min(1).max(5).optional().catch(undefined),
});
export type ProductReviewsQuery = z.input<typeof productReviewsQuerySchema>;

export const productReviewsSchema = paginatedSchema(reviewSchema).extend({ summary: reviewSummarySchema });
export type ProductReviews = z.infer<typeof productReviewsSchema>;

const reviewedProductSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  primary_image: z.string(),
  primary_image_variants: z.array(imageVariantSchema),
});
export type ReviewedProduct = z.infer<typeof reviewedProductSchema>;

/** The signed-in customer's side: whether they may write a review of a product, and theirs if written. */
export const reviewEligibilitySchema = z.object({
  product: reviewedProductSchema,
  can_review: z.boolean(),
  review: reviewSchema.nullable(),
});
export type ReviewEligibility = z.infer<typeof reviewEligibilitySchema>;

export const myReviewsSchema = z.object({
  reviews: z.array(reviewSchema.extend({ product: reviewedProductSchema })),
  /** Delivered products still waiting for the customer's review. */
  awaiting: z.array(reviewedProductSchema),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

export const reviewParamsSchema = z.object({ id: idParam });
export const helpfulVoteSchema = z.object({ helpful_count: z.number().int() });
