/**
 * How a product's reviews can be ordered. Apart from the review schemas (api/reviews.ts), so a page
 * listing reviews does not load zod for a list of two words.
 */
export const REVIEW_ORDERINGS = ['helpful', 'newest'] as const;
export type ReviewOrdering = (typeof REVIEW_ORDERINGS)[number];
export const REVIEW_ORDERING_LABELS: Record<ReviewOrdering, string> = {
  helpful: 'Most helpful',
  newest: 'Newest',
};
