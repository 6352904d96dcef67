export type RatingTone = 'good' | 'fair' | 'poor';

/** Rating badges are green at 4 and above, yellow at 3 and above, otherwise red. */
export function ratingTone(rating: number): RatingTone {
  if (rating >= 4) return 'good';
  if (rating >= 3) return 'fair';
  return 'poor';
}
