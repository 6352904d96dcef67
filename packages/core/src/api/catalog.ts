import { z } from 'zod';
import {
  booleanParam,
  idOrSlugParam,
  paginatedSchema,
  paginationQuerySchema,
  repeatableParam,
  rupeesParam,
} from './common.js';

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

export const productImageSchema = z.object({ image: z.string(), alt: z.string() });

export const productSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  category: categoryRefSchema,
  /** Rupees. */
  price: z.number(),
  original_price: z.number().nullable(),
  primary_image: z.string(),
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
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const productListSchema = paginatedSchema(productSchema);

export const similarProductsSchema = z.object({ results: z.array(productSchema) });
export type SimilarProducts = z.infer<typeof similarProductsSchema>;
export type ProductList = z.infer<typeof productListSchema>;

export const PRODUCT_ORDERINGS = ['price', '-price', '-rating', '-created_at', 'name', '-discount'] as const;
export type ProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

export const productFilterQuerySchema = z.object({
  /** Words that must all appear in the name, brand, category or description. */
  search: z.string().trim().max(200, 'Ensure this field has no more than 200 characters.').optional(),
  category: repeatableParam.optional(),
  brand: repeatableParam.optional(),
  min_price: rupeesParam.optional(),
  max_price: rupeesParam.optional(),
  in_stock: booleanParam.optional(),
  featured: booleanParam.optional(),
});

export type ProductFilterQuery = z.infer<typeof productFilterQuerySchema>;

export const productListQuerySchema = paginationQuerySchema
  .extend(productFilterQuerySchema.shape)
  .extend({ ordering: z.enum(PRODUCT_ORDERINGS).optional() })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'Minimum price cannot be more than the maximum price.',
    path: ['min_price'],
  });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
/** What a client puts in the query string: the raw, untransformed form. */
export type ProductListParams = z.input<typeof productListQuerySchema>;

export const byCategoryQuerySchema = paginationQuerySchema.extend({
  category: z.string().trim().min(1, 'This field is required.').max(100),
});

export const idOrSlugParamsSchema = z.object({ id: idOrSlugParam });
