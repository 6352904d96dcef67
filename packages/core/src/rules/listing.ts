// The listing vocabulary without zod: the storefront's first script reads it (sort choices, price
// buckets), and the schemas in api/listing.ts would bring zod along.

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
/** Every value `?ordering=` takes: the orderings and their aliases. */
export const ORDERING_VALUES = [
  ...LISTING_ORDERINGS,
  ...(Object.keys(LISTING_ORDERING_ALIASES) as OrderingAlias[]),
] as const;

export function canonicalOrdering(value: (typeof ORDERING_VALUES)[number]): ListingOrdering {
  return Object.hasOwn(LISTING_ORDERING_ALIASES, value)
    ? LISTING_ORDERING_ALIASES[value as OrderingAlias]
    : (value as ListingOrdering);
}

/** An ordering or one of its aliases as the canonical ordering; anything else as undefined. */
export function normaliseOrdering(value: string | null | undefined): ListingOrdering | undefined {
  const known = ORDERING_VALUES.find((ordering) => ordering === value);
  return known === undefined ? undefined : canonicalOrdering(known);
}

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

/** The specification filters of a parsed listing query: name → accepted values. */
export function listingSpecFilters(query: Record<string, unknown>): [string, string[]][] {
  return Object.entries(query).flatMap(([key, value]): [string, string[]][] =>
    key.startsWith(SPEC_PARAM_PREFIX) && Array.isArray(value) && value.length > 0
      ? [[key.slice(SPEC_PARAM_PREFIX.length), value as string[]]]
      : [],
  );
}
