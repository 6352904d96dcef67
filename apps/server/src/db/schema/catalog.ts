import type { ImageVariant, PriceBreak } from '@makerbazaar/core';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, requiredRef, timestamps } from './columns.js';

export const categories = pgTable(
  'categories',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon'),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_sort_idx').on(t.sortOrder, t.name)],
);

export interface SpecificationRow {
  name: string;
  value: string;
}

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    categoryId: requiredRef('category_id', () => categories.id, 'restrict'),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    description: text('description').notNull().default(''),
    specifications: jsonb('specifications').$type<SpecificationRow[]>().notNull().default([]),
    datasheetUrl: text('datasheet_url'),
    /** What makers use the part for ("obstacle avoidance robot"): searched, and shown on its page. */
    uses: text('uses').array().notNull().default([]),
    /** Cheaper unit prices from some quantities on, in paise, by rising quantity (rules/price-breaks). */
    priceBreaks: jsonb('price_breaks').$type<PriceBreak[]>().notNull().default([]),
    /** Printed on tax invoices: the HSN code, and the GST percent the price includes. */
    hsnCode: text('hsn_code').notNull(),
    gstRate: integer('gst_rate').notNull().default(18),
    /** Kept by the reviews module: the average rating and the number of reviews. */
    rating: real('rating').notNull().default(0),
    numReviews: integer('num_reviews').notNull().default(0),
    ...timestamps(),
    /** The catalogue version of the last write to this row, stamped by a trigger (see catalogVersion). */
    changedInVersion: bigint('changed_in_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('products_slug_key').on(t.slug),
    index('products_category_idx').on(t.categoryId),
    index('products_brand_idx').on(sql`lower(${t.brand})`),
    index('products_price_idx').on(t.pricePaise),
    index('products_rating_idx').on(t.rating),
    index('products_created_idx').on(t.createdAt),
    index('products_featured_idx').on(t.isFeatured),
    index('products_name_idx').on(t.name),
    index('products_changed_in_version_idx').on(t.changedInVersion),
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_gst_rate_range', sql`${t.gstRate} >= 0 and ${t.gstRate} <= 100`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: requiredRef('product_id', () => products.id, 'cascade'),
    url: text('url').notNull(),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull().default(0),
    /**
     * For an uploaded image, its resized WebP copies (smallest first); `url` is the largest. Empty
     * for an image given by URL, such as the sample catalogue's drawings.
     */
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
  },
  (t) => [index('product_images_product_idx').on(t.productId, t.position)],
);

/** One row, bumped by triggers on every catalogue write, so every server process can drop stale caches. */
/**
 * One row. `version` moves with every catalogue write (caches compare it); product writes also stamp
 * the row they change with it (products.changed_in_version). `structure_version` moves when
 * categories change or products are deleted, which the product index rebuilds for.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  structureVersion: bigint('structure_version', { mode: 'number' }).notNull().default(0),
});
