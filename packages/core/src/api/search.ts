import { z } from 'zod';
import { productFilterQuerySchema, productSchema } from './catalog.js';
import { paginatedSchema, paginationQuerySchema, repeatableParam } from './common.js';

export const SEARCH_ORDERINGS = ['relevance', 'price', '-price', '-rating', 'newest'] as const;
export type SearchOrdering = (typeof SEARCH_ORDERINGS)[number];

export const PRICE_BUCKETS = [
  { key: '0-500', label: 'Under ₹500', min: 0, max: 500 },
  { key: '500-1000', label: '₹500 – ₹1,000', min: 500, max: 1000 },
  { key: '1000-5000', label: '₹1,000 – ₹5,000', min: 1000, max: 5000 },
  { key: '5000+', label: '₹5,000 and above', min: 5000, max: null },
] as const;
export type PriceBucketKey = (typeof PRICE_BUCKETS)[number]['key'];

/** Query-string prefix of specification filters: `spec.Operating Voltage=5V` (repeatable). */
export const SPEC_PARAM_PREFIX = 'spec.';

export const searchQuerySchema = paginationQuerySchema
  .extend(productFilterQuerySchema.omit({ search: true }).shape)
  .extend({
    q: z.string().trim().max(200, 'Ensure this field has no more than 200 characters.').optional(),
    min_rating: z
      .string()
      .regex(/^[0-5](\.\d)?$/, 'Enter a rating from 0 to 5.')
      .transform(Number)
      .optional(),
    ordering: z.enum(SEARCH_ORDERINGS).optional(),
  })
  // Specification filters arrive under any `spec.<key>` name.
  .catchall(repeatableParam)
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'Minimum price cannot be more than the maximum price.',
    path: ['min_price'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchParams = z.input<typeof searchQuerySchema>;

const facetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCount>;

export const searchResultSchema = paginatedSchema(productSchema).extend({
  query: z.string(),
  /** Set when a misspelled word was read as another, e.g. "sensr" → "sensor". */
  corrected_query: z.string().nullable(),
  facets: z.object({
    categories: z.array(facetCount),
    brands: z.array(facetCount),
    price_buckets: z.array(facetCount),
    specifications: z.array(z.object({ name: z.string(), values: z.array(facetCount) })),
  }),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(100, 'Ensure this field has no more than 100 characters.'),
});

export const suggestionsSchema = z.object({
  products: z.array(
    productSchema.pick({ id: true, slug: true, name: true, brand: true, price: true, primary_image: true }),
  ),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;

export function specParamName(key: string): string {
  return `${SPEC_PARAM_PREFIX}${key}`;
}

/**
 * A price bucket as list filters. Buckets include their lower bound and exclude their upper one
 * (₹500 is in "₹500 – ₹1,000", not "Under ₹500"), as the facet counts do.
 */
export function priceBucketBounds(key: string): { min_price?: string; max_price?: string } {
  const bucket = PRICE_BUCKETS.find((b) => b.key === key);
  if (!bucket) return {};
  return {
    min_price: bucket.min > 0 ? String(bucket.min) : undefined,
    max_price: bucket.max === null ? undefined : (bucket.max - 0.01).toFixed(2),
  };
}
