import type { Category, Paginated, ProductListQuery, Specification } from '@makerbazaar/core';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { categories, productImages, products } from '../../db/schema/catalog.js';
import { notFound } from '../../lib/errors.js';
import { byIdOrSlug } from '../../lib/id-or-slug.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';
import { catalogueFilters, type ProductIndex, type ProductOrder } from './product-index.js';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  icon: categories.icon,
  is_active: categories.isActive,
  sort_order: categories.sortOrder,
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
  stock: products.stock,
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
  | 'stock'
  | 'isFeatured'
  | 'description'
  | 'rating'
  | 'numReviews'
  | 'createdAt'
> & { categoryId: number; categoryName: string; categorySlug: string; images: ProductImageRecord[] };

export interface ProductImageRecord {
  url: string;
  alt: string;
}

export interface ProductDetailRecord extends ProductRecord {
  specifications: Specification[];
  datasheetUrl: string | null;
}

/** The image shown when a product has none of its own. */
const PLACEHOLDER_IMAGE = '/media/parts/breakout-board.svg';

/** The picture a product is shown with: its first, else the placeholder (also when it was not found). */
export function primaryImage(product: Pick<ProductRecord, 'images'> | undefined): string {
  return product?.images[0]?.url ?? PLACEHOLDER_IMAGE;
}

type ImagesByProduct = Map<number, ProductImageRecord[]>;

/** One query for the images of a whole page of products (no N+1). */
async function loadImages(db: Queryable, productIds: number[]): Promise<ImagesByProduct> {
  const byProduct: ImagesByProduct = new Map();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select({ productId: productImages.productId, url: productImages.url, alt: productImages.alt })
    .from(productImages)
    .where(inArray(productImages.productId, productIds))
    .orderBy(asc(productImages.productId), asc(productImages.position), asc(productImages.id));
  for (const row of rows) {
    const list = byProduct.get(row.productId) ?? [];
    list.push({ url: row.url, alt: row.alt });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

/** The catalogue's orderings as the product index names them; without one, featured then newest. */
const ORDER: Record<NonNullable<ProductListQuery['ordering']>, ProductOrder> = {
  price: 'price',
  '-price': '-price',
  '-rating': '-rating',
  '-created_at': 'newest',
  name: 'name',
  '-discount': '-discount',
};

export async function listProducts(
  db: Queryable,
  index: ProductIndex,
  query: ProductListQuery,
  url: string,
): Promise<Paginated<ProductRecord>> {
  const page: PageRequest = { page: query.page, pageSize: query.page_size };
  const { ids, total } = index.select(
    { ...catalogueFilters(query), literal: query.search },
    query.ordering ? ORDER[query.ordering] : 'relevance',
    pageOffset(page),
    page.pageSize,
  );
  return paginate(url, page, total, await productsInOrder(db, ids));
}

export async function listProductsByCategory(
  db: Queryable,
  index: ProductIndex,
  slug: string,
  page: PageRequest,
  url: string,
): Promise<Paginated<ProductRecord>> {
  const category = await getCategory(db, slug);
  return listProducts(db, index, { page: page.page, page_size: page.pageSize, category: [category.slug] }, url);
}

export async function getProduct(db: Queryable, idOrSlug: string): Promise<ProductDetailRecord> {
  const match = byIdOrSlug(products.id, products.slug, idOrSlug);
  const [row] = await db
    .select({ ...productColumns, specifications: products.specifications, datasheetUrl: products.datasheetUrl })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(match, eq(products.isActive, true), eq(categories.isActive, true)))
    .limit(1);
  if (!row) throw notFound('Product not found.');
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
    .where(and(inArray(products.id, ids), eq(products.isActive, true), eq(categories.isActive, true)));
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
