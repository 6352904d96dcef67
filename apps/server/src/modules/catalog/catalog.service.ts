import {
  type ByCategoryQuery,
  type Category,
  DEFAULT_LISTING_ORDERING,
  type ImageVariant,
  type ListingFacets,
  type Paginated,
  PLACEHOLDER_PICTURE_URL,
  type ProductListQuery,
  type Specification,
  unitPriceAt,
} from '@makerbazaar/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { categories, productImages, products } from '../../db/schema/catalog.js';
import { stockLevels } from '../../db/schema/stock.js';
import { notFound } from '../../lib/errors.js';
import { byIdOrSlug } from '../../lib/id-or-slug.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import { drawingCopies } from '../../media/part-images.js';
import { noteStockShown } from '../stock/shown-stock.js';
import { toListingFacets } from './listing-facets.js';
import { catalogueFilters, type ProductFilters, type ProductIndex } from './product-index.js';

/** A category's own fields as the API names them; the shop and the back office count its products differently. */
export const categoryFields = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  icon: categories.icon,
  is_active: categories.isActive,
  sort_order: categories.sortOrder,
};

const categoryColumns = {
  ...categoryFields,
  // Spelled out: drizzle would render the columns unqualified inside the correlated subquery.
  products_count: sql<number>`(select count(*)::int from "products" p where p."category_id" = "categories"."id" and p."is_active")`,
};

/** Categories a visitor sees, with how many active products each holds, by sort_order then name. */
export async function listCategories(db: Queryable): Promise<Category[]> {
  return db
    .select(categoryColumns)
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

export async function getCategory(db: Queryable, idOrSlug: string): Promise<Category> {
  const match = byIdOrSlug(categories.id, categories.slug, idOrSlug);
  const [found] = await db
    .select(categoryColumns)
    .from(categories)
    .where(and(eq(categories.isActive, true), match))
    .limit(1);
  if (!found) throw notFound('Category not found.');
  return found;
}

const productColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  brand: products.brand,
  pricePaise: products.pricePaise,
  originalPricePaise: products.originalPricePaise,
  priceBreaks: products.priceBreaks,
  // Read with the product, so a page shows the stock as committed when it was built.
  stock: sql<number>`coalesce(${stockLevels.quantity}, 0)`.mapWith(Number),
  stockRevision: sql<number>`coalesce(${stockLevels.revision}, 0)`.mapWith(Number),
  isFeatured: products.isFeatured,
  description: products.description,
  rating: products.rating,
  numReviews: products.numReviews,
  createdAt: products.createdAt,
  categoryId: categories.id,
  categoryName: categories.name,
  categorySlug: categories.slug,
};

/** A product as the catalogue keeps it: money in paise, its category, and its gallery in order. */
export type ProductRecord = Pick<
  typeof products.$inferSelect,
  | 'id'
  | 'slug'
  | 'name'
  | 'brand'
  | 'pricePaise'
  | 'originalPricePaise'
  | 'priceBreaks'
  | 'isFeatured'
  | 'description'
  | 'rating'
  | 'numReviews'
  | 'createdAt'
> & {
  categoryId: number;
  categoryName: string;
  categorySlug: string;
  images: ProductImageRecord[];
  /** On the shelf now, and the revision of the stock row that says so (modules/stock). */
  stock: number;
  stockRevision: number;
};

export interface ProductImageRecord {
  /** The largest copy: the product page shows it. */
  url: string;
  alt: string;
  /** An uploaded picture's resized copies, or a sample drawing's raster copies, smallest first; none for a picture given by URL. */
  variants: ImageVariant[];
}

export interface ProductDetailRecord extends ProductRecord {
  specifications: Specification[];
  datasheetUrl: string | null;
  uses: string[];
}

/** What one cart or order line of a product costs: the unit price at the break its quantity reaches. */
export interface ChargedLine {
  unitPaise: number;
  linePaise: number;
}

/**
 * The one place the server prices a quantity of a product (cart, coupon quotes, checkout, order
 * lines): every multiplication of a price by a quantity goes through here.
 */
export function chargedLine(product: Pick<ProductRecord, 'pricePaise' | 'priceBreaks'>, quantity: number): ChargedLine {
  const unitPaise = unitPriceAt(product.pricePaise, product.priceBreaks, quantity);
  return { unitPaise, linePaise: unitPaise * quantity };
}

/** Product cards are at most about 320 CSS pixels wide: this copy stays sharp on a 2x screen. */
const CARD_IMAGE_WIDTH = 640;

/** The copy of a picture a card shows: the first at least CARD_IMAGE_WIDTH wide, else the largest. */
function cardCopy(image: ProductImageRecord): string {
  return image.variants.find((variant) => variant.width >= CARD_IMAGE_WIDTH)?.url ?? image.url;
}

/**
 * The picture a product is shown with on cards, carts and orders: its first, in a card-sized copy
 * when it was uploaded, else the placeholder (also when it was not found).
 */
export function primaryImage(product: Pick<ProductRecord, 'images'> | undefined): string {
  const first = product?.images[0];
  return first ? cardCopy(first) : PLACEHOLDER_PICTURE_URL;
}

/** Every resized copy of the picture primaryImage shows, so a page can pick the one its layout needs. */
export function primaryImageVariants(product: Pick<ProductRecord, 'images'> | undefined): ImageVariant[] {
  return product?.images[0]?.variants ?? [];
}

type ImagesByProduct = Map<number, ProductImageRecord[]>;

/** One query for the images of a whole page of products (no N+1). */
async function loadImages(db: Queryable, productIds: number[]): Promise<ImagesByProduct> {
  const byProduct: ImagesByProduct = new Map();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({
      productId: productImages.productId,
      url: productImages.url,
      alt: productImages.alt,
      variants: productImages.variants,
    })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    const variants = row.variants.length > 0 ? row.variants : drawingCopies(row.url);
    list.push({ url: row.url, alt: row.alt, variants });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** A page of a listing, with the facet counts of the whole listing when they were asked for. */
export interface ProductListingPage extends Paginated<ProductRecord> {
  facets?: ListingFacets;
}

type ListingPageRequest = Pick<ProductListQuery, 'page' | 'page_size' | 'ordering' | 'facets'>;

async function listFiltered(
  db: Queryable,
  index: ProductIndex,
  filters: ProductFilters,
  query: ListingPageRequest,
  url: string,
): Promise<ProductListingPage> {
  const page: PageRequest = { page: query.page, pageSize: query.page_size };
  const ordering = query.ordering ?? DEFAULT_LISTING_ORDERING;
  if (!query.facets) {
    const { ids, total } = index.select(filters, ordering, pageOffset(page), page.pageSize);
    return paginate(url, page, total, await productsInOrder(db, ids));
  }
  const selection = index.selectWithFacets(filters, ordering, pageOffset(page), page.pageSize);
  return {
    ...paginate(url, page, selection.total, await productsInOrder(db, selection.ids)),
    facets: toListingFacets(selection.facets),
  };
}

export async function listProducts(
  db: Queryable,
  index: ProductIndex,
  query: ProductListQuery,
  url: string,
): Promise<ProductListingPage> {
  return listFiltered(db, index, { ...catalogueFilters(query), literal: query.search }, query, url);
}

/** One category's listing by slug; an unknown or hidden category is a 404, not an empty list. */
export async function listProductsByCategory(
  db: Queryable,
  index: ProductIndex,
  query: ByCategoryQuery,
  url: string,
): Promise<ProductListingPage> {
  const category = await getCategory(db, query.category);
  return listFiltered(db, index, catalogueFilters({ ...query, category: [category.slug] }), query, url);
}

/** The slug and last change of every product the shop shows, for the sitemap. */
export async function shownProductSlugs(db: Queryable): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.isActive, true), eq(categories.isActive, true)))
    .orderBy(asc(products.id));
}

export async function getProduct(db: Queryable, idOrSlug: string): Promise<ProductDetailRecord> {
  const match = byIdOrSlug(products.id, products.slug, idOrSlug);
  const [row] = await db
    .select({
      ...productColumns,
      specifications: products.specifications,
      datasheetUrl: products.datasheetUrl,
      uses: products.uses,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stockLevels, eq(stockLevels.productId, products.id))
    .where(and(match, eq(products.isActive, true), eq(categories.isActive, true)))
    .limit(1);
  if (!row) throw notFound('Product not found.');
  noteStockShown([row]);
  const images = await loadImages(db, [row.id]);
  return { ...row, images: images.get(row.id) ?? [] };
}

/** Active products by id, with their images, in two queries whatever their number. */
export async function getProductsByIds(db: Queryable, ids: number[]): Promise<Map<number, ProductRecord>> {
  const found = new Map<number, ProductRecord>();
  if (ids.length === 0) return found;
  const rows = await db
    .select(productColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stockLevels, eq(stockLevels.productId, products.id))
    .where(and(inArray(products.id, ids), eq(products.isActive, true), eq(categories.isActive, true)));
  noteStockShown(rows);
  const images = await loadImages(
    db,
    rows.map((r) => r.id),
  );
  for (const row of rows) found.set(row.id, { ...row, images: images.get(row.id) ?? [] });
  return found;
}

/** Active products by id, in the order of the ids. */
export async function productsInOrder(db: Queryable, ids: number[]): Promise<ProductRecord[]> {
  const found = await getProductsByIds(db, ids);
  return ids.flatMap((id) => found.get(id) ?? []);
}

/**
 * "Similar parts": the same category, the most specification rows in common first, then the
 * closest price.
 */
export async function similarProducts(db: Queryable, idOrSlug: string, limit = 4): Promise<ProductRecord[]> {
  const target = await getProduct(db, idOrSlug);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.categoryId, target.categoryId),
        sql`${products.id} <> ${target.id}`,
        eq(products.isActive, true),
        eq(categories.isActive, true),
      ),
    )
    .orderBy(
      desc(sql`(select count(*) from jsonb_array_elements(${products.specifications}) s
        where s in (select jsonb_array_elements(${JSON.stringify(target.specifications)}::jsonb)))`),
      asc(sql`abs(${products.pricePaise} - ${target.pricePaise})`),
      asc(products.id),
    )
    .limit(limit);
  return productsInOrder(
    db,
    rows.map((r) => r.id),
  );
}
