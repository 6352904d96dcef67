import { z } from 'zod';
import { productSchema } from './catalog.js';
import { paginatedSchema, text } from './common.js';
import { listingFacetsSchema, listingQuerySchema } from './listing.js';

/** The longest query the search reads. */
export const MAX_SEARCH_QUERY = 200;

export const searchQuerySchema = listingQuerySchema({
  q: text().trim().max(MAX_SEARCH_QUERY, 'Ensure this field has no more than 200 characters.').optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;
export type SearchParams = z.input<typeof searchQuerySchema>;

/** A search answer always carries its facets. */
export const searchResultSchema = paginatedSchema(productSchema).extend({
  query: z.string(),
  /**
   * The whole query with its misspelled words read as catalogue words, corrected together, e.g.
   * "sevro moter" → "servo motor"; null when no word was. For a query with words in Devanagari,
   * Telugu or Tamil script, always the English it was read as ("तापमान सेंसर" → "temperature sensor").
   */
  corrected_query: z.string().nullable(),
  /**
   * Set when no product matches every word of the (corrected) query and the results match fewer:
   * the words every result does match, e.g. "servo motor 180" for "servo moter 180 degree". Only a
   * query with no word the catalogue knows comes back empty.
   */
  relaxed_query: z.string().nullable(),
  facets: listingFacetsSchema,
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const suggestQuerySchema = z.object({
  q: text()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(100, 'Ensure this field has no more than 100 characters.'),
});

export const suggestionsSchema = z.object({
  products: z.array(
    productSchema.pick({
      id: true,
      slug: true,
      name: true,
      brand: true,
      price: true,
      primary_image: true,
      primary_image_variants: true,
    }),
  ),
  categories: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
