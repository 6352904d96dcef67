import { z } from 'zod';
import { canonicalOrdering, ORDERING_VALUES } from '../rules/listing.js';
import { booleanParam, paginationQuerySchema, repeatableParam, rupeesParam, text } from './common.js';

/** `?ordering=`: a listing ordering or an alias, read as the canonical ordering. */
export const orderingParam = z
  .enum(ORDERING_VALUES, { message: 'Choose a valid ordering.' })
  .transform(canonicalOrdering);

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
