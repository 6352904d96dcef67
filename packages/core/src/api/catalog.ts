import { z } from 'zod';
import { imageVariantSchema } from './admin-images.js';
import { idOrSlugParam, paginatedSchema, text } from './common.js';
import { listingFacetsSchema, listingQuerySchema } from './listing.js';

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  icon: z.string().nullable(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
  products_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListSchema = paginatedSchema(categorySchema);

export const categoryRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type CategoryRef = z.infer<typeof categoryRefSchema>;

/**
 * A picture in a product's gallery: `image` is its largest copy, `variants` its resized WebP copies
 * (smallest first) for a `srcset`; none for a drawing given by URL.
 */
export const productImageSchema = z.object({
  image: z.string(),
  alt: z.string(),
  variants: z.array(imageVariantSchema),
});

/** From `min_quantity` units in one cart line on, each costs `price` rupees (rules/price-breaks). */
export const priceBreakSchema = z.object({ min_quantity: z.number().int(), price: z.number() });

export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  category: categoryRefSchema,
  /** Rupees. */
  price: z.number(),
  original_price: z.number().nullable(),
  /** Cheaper unit prices from some quantities on, by rising quantity; none for most products. */
  price_breaks: z.array(priceBreakSchema),
  primary_image: z.string(),
  /** The resized copies of the first picture, for a `srcset` wherever the product is shown small. */
  primary_image_variants: z.array(imageVariantSchema),
  image: z.string(),
  images: z.array(productImageSchema),
  rating: z.number(),
  num_reviews: z.number().int(),
  description: z.string(),
  stock: z.number().int(),
  is_featured: z.boolean(),
  created_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const specificationSchema = z.object({ name: z.string(), value: z.string() });
export type Specification = z.infer<typeof specificationSchema>;

export const productDetailSchema = productSchema.extend({
  specifications: z.array(specificationSchema),
  datasheet_url: z.string().nullable(),
  /** What makers use it for ("obstacle avoidance robot"), in the words they search with. */
  uses: z.array(z.string()),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListSchema = paginatedSchema(productSchema);

export const similarProductsSchema = z.object({ results: z.array(productSchema) });
export type SimilarProducts = z.infer<typeof similarProductsSchema>;
export type ProductList = z.infer<typeof productListSchema>;

/** A listing answer: `facets` only when asked for with `facets=true`. */
export const productListingSchema = productListSchema.extend({ facets: listingFacetsSchema.optional() });
export type ProductListing = z.infer<typeof productListingSchema>;

export const productListQuerySchema = listingQuerySchema({
  /** Words that must all appear in the name, brand, category or description. */
  search: text().trim().max(200, 'Ensure this field has no more than 200 characters.').optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** One category's products, with every listing filter and ordering besides. */
export const byCategoryQuerySchema = listingQuerySchema({
  category: text().trim().min(1, 'This field is required.').max(100),
});
export type ByCategoryQuery = z.infer<typeof byCategoryQuerySchema>;

export const idOrSlugParamsSchema = z.object({ id: idOrSlugParam });

/** The answer for a product the shop does not show (unknown, hidden, or in a hidden category). */
export const PRODUCT_NOT_FOUND = 'Product not found.';
