import { z } from 'zod';
import { booleanParam, paginationQuerySchema, repeatableParam, rupeesParam, text } from './common.js';

/**
 * How every product listing can be ordered: `/api/products/`, a category's products and
 * `/api/search/`. `relevance` is the default everywhere; with no search words every product scores
 * the same, so it lists featured products first, then the newest.
 */
export const LISTING_ORDERINGS = ['relevance', 'price', '-price', '-rating', 'newest', 'name', '-discount'] as const;
export type ListingOrdering = (typeof LISTING_ORDERINGS)[number];
export const DEFAULT_LISTING_ORDERING: ListingOrdering = 'relevance';

/**
 * Older names still accepted for an ordering: the original API's Django field (`-created_at`) and
 * the storefront's first shortcut links (`/?sort=deals`).
 */
export const LISTING_ORDERING_ALIASES = {
  '-created_at': 'newest',
  featured: 'relevance',
  deals: '-discount',
  'top-rated': '-rating',
  'price-asc': 'price',
  'price-desc': '-price',
} as const satisfies Record<string, ListingOrdering>;

type OrderingAlias = keyof typeof LISTING_ORDERING_ALIASES;
const ORDERING_VALUES = [...LISTING_ORDERINGS, ...(Object.keys(LISTING_ORDERING_ALIASES) as OrderingAlias[])] as const;

function canonicalOrdering(value: (typeof ORDERING_VALUES)[number]): ListingOrdering {
  return Object.hasOwn(LISTING_ORDERING_ALIASES, value)
    ? LISTING_ORDERING_ALIASES[value as OrderingAlias]
    : (value as ListingOrdering);
}

/** An ordering or one of its aliases as the canonical ordering; anything else as undefined. */
export function normaliseOrdering(value: string | null | undefined): ListingOrdering | undefined {
  const known = ORDERING_VALUES.find((ordering) => ordering === value);
  return known === undefined ? undefined : canonicalOrdering(known);
}

/** `?ordering=`: a listing ordering or an alias, read as the canonical ordering. */
export const orderingParam = z
  .enum(ORDERING_VALUES, { message: 'Choose a valid ordering.' })
  .transform(canonicalOrdering);

/** Query-string prefix of specification filters: `spec.Operating Voltage=5V` (repeatable). */
export const SPEC_PARAM_PREFIX = 'spec.';

export function specParamName(key: string): string {
  return `${SPEC_PARAM_PREFIX}${key}`;
}

export const PRICE_BUCKETS = [
  { key: '0-500', label: 'Under ₹500', min: 0, max: 500 },
  { key: '500-1000', label: '₹500 – ₹1,000', min: 500, max: 1000 },
  { key: '1000-5000', label: '₹1,000 – ₹5,000', min: 1000, max: 5000 },
  { key: '5000+', label: '₹5,000 and above', min: 5000, max: null },
] as const;
export type PriceBucketKey = (typeof PRICE_BUCKETS)[number]['key'];

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

/**
 * The filters every product listing takes; `spec.<name>` filters come among the other parameters
 * (see listingQuerySchema).
 */
export const listingFilterSchema = z.object({
  /** Category slugs; a product in any of them. */
  category: repeatableParam.optional(),
  /** Brands, in any letter case; a product of any of them. */
  brand: repeatableParam.optional(),
  min_price: rupeesParam.optional(),
  max_price: rupeesParam.optional(),
  in_stock: booleanParam.optional(),
  featured: booleanParam.optional(),
  min_rating: text()
    .regex(/^[0-5](\.\d)?$/, 'Enter a rating from 0 to 5.')
    .transform(Number)
    .optional(),
});

/**
 * Any other parameter: a `spec.<name>` filter's values, else ignored. Blank values are dropped
 * rather than refused, so a stray `utm_source=` never turns a listing into an error.
 */
const otherParam = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : [value]).map((v) => v.trim()).filter(Boolean))
  .pipe(z.array(text().max(100, 'Ensure this value has no more than 100 characters.')).max(30));

const priceRangeInOrder = (q: { min_price?: number; max_price?: number }) =>
  q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price;

/** Parsed listing filters, within any parsed listing query; `spec.*` values are among the other keys. */
export type ListingFilters = z.infer<typeof listingFilterSchema> & { [key: string]: unknown };

/**
 * The query of a product listing: pages, the listing filters, an ordering, `facets=true` for facet
 * counts, and what one endpoint adds (`q` for search).
 */
export function listingQuerySchema<Extra extends z.ZodRawShape>(extra: Extra) {
  return paginationQuerySchema
    .extend(listingFilterSchema.shape)
    .extend({ ordering: orderingParam.optional(), facets: booleanParam.optional() })
    .extend(extra)
    .catchall(otherParam)
    .refine(priceRangeInOrder, {
      message: 'Minimum price cannot be more than the maximum price.',
      path: ['min_price'],
    });
}

/** The specification filters of a parsed listing query: name → accepted values. */
export function listingSpecFilters(query: Record<string, unknown>): [string, string[]][] {
  return Object.entries(query).flatMap(([key, value]): [string, string[]][] =>
    key.startsWith(SPEC_PARAM_PREFIX) && Array.isArray(value) && value.length > 0
      ? [[key.slice(SPEC_PARAM_PREFIX.length), value as string[]]]
      : [],
  );
}

const facetCount = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof facetCount>;

/** What choosing each option would leave: every facet counts under every filter but its own. */
export const listingFacetsSchema = z.object({
  categories: z.array(facetCount),
  brands: z.array(facetCount),
  price_buckets: z.array(facetCount),
  specifications: z.array(z.object({ name: z.string(), values: z.array(facetCount) })),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;
