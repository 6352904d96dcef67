import {
  type Category,
  type Paginated,
  type Product,
  type ProductDetail,
  type ProductListQuery,
  paiseToRupees,
} from '@makerbazaar/core';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { categories, productImages, products } from '../../db/schema/catalog.js';
import { notFound } from '../../lib/errors.js';
import { type PageRequest, pageOffset, paginate } from '../../lib/pagination.js';

/** The image shown when a product has none of its own. */
export const PLACEHOLDER_IMAGE = '/media/parts/breakout-board.svg';

const isNumericId = (value: string) => /^\d{1,9}$/.test(value);

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
  const match = isNumericId(idOrSlug)
    ? eq(categories.id, Number(idOrSlug))
    : eq(categories.slug, idOrSlug.toLowerCase());
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

type ProductRow = Pick<
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
> & { categoryId: number; categoryName: string; categorySlug: string };

type ImagesByProduct = Map<number, { image: string; alt: string }[]>;

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
    list.push({ image: row.url, alt: row.alt });
    byProduct.set(row.productId, list);
  }
  return byProduct;
}

function toProduct(row: ProductRow, images: ImagesByProduct): Product {
  const gallery = images.get(row.id) ?? [];
  const primary = gallery[0]?.image ?? PLACEHOLDER_IMAGE;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    category: { id: row.categoryId, name: row.categoryName, slug: row.categorySlug },
    price: paiseToRupees(row.pricePaise),
    original_price: row.originalPricePaise === null ? null : paiseToRupees(row.originalPricePaise),
    primary_image: primary,
    image: primary,
    images: gallery,
    rating: Math.round(row.rating * 10) / 10,
    num_reviews: row.numReviews,
    description: row.description,
    stock: row.stock,
    is_featured: row.isFeatured,
    created_at: row.createdAt.toISOString(),
  };
}

export type ProductFilters = Pick<
  ProductListQuery,
  'search' | 'category' | 'brand' | 'min_price' | 'max_price' | 'in_stock' | 'featured'
>;

/** The catalogue filters as one SQL condition; search and category pages reuse it. */
export function productFilterCondition(filters: ProductFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true), eq(categories.isActive, true)];
  for (const word of (filters.search ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(
      or(
        ilike(products.name, pattern),
        ilike(products.brand, pattern),
        ilike(categories.name, pattern),
        ilike(products.description, pattern),
      ),
    );
  }
  if (filters.category?.length) {
    conditions.push(
      inArray(
        categories.slug,
        filters.category.map((c) => c.toLowerCase()),
      ),
    );
  }
  if (filters.brand?.length) {
    conditions.push(
      inArray(
        sql`lower(${products.brand})`,
        filters.brand.map((b) => b.toLowerCase()),
      ),
    );
  }
  if (filters.min_price !== undefined) conditions.push(gte(products.pricePaise, Math.round(filters.min_price * 100)));
  if (filters.max_price !== undefined) conditions.push(lte(products.pricePaise, Math.round(filters.max_price * 100)));
  if (filters.in_stock === true) conditions.push(gt(products.stock, 0));
  if (filters.in_stock === false) conditions.push(eq(products.stock, 0));
  if (filters.featured !== undefined) conditions.push(eq(products.isFeatured, filters.featured));
  return and(...conditions) as SQL;
}

const ORDER_BY: Record<NonNullable<ProductListQuery['ordering']>, SQL[]> = {
  price: [asc(products.pricePaise)],
  '-price': [desc(products.pricePaise)],
  '-rating': [desc(products.rating), desc(products.numReviews)],
  '-created_at': [desc(products.createdAt)],
  name: [asc(products.name)],
  // Biggest saving first; products without an MRP above the price come last.
  '-discount': [
    sql`(${products.originalPricePaise} - ${products.pricePaise})::float / nullif(${products.originalPricePaise}, 0) desc nulls last`,
  ],
};
/** Without a choice: featured first, then the newest arrivals. */
const DEFAULT_ORDER = [desc(products.isFeatured), desc(products.createdAt)];

export async function listProducts(db: Queryable, query: ProductListQuery, url: string): Promise<Paginated<Product>> {
  const page: PageRequest = { page: query.page, pageSize: query.page_size };
  const where = productFilterCondition(query);
  const order = query.ordering ? ORDER_BY[query.ordering] : DEFAULT_ORDER;
  const rows = await db
    .select({ ...productColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where)
    .orderBy(...order, asc(products.id))
    .limit(page.pageSize)
    .offset(pageOffset(page));
  const total = rows[0]?.total ?? (page.page === 1 ? 0 : await countProducts(db, where));
  const images = await loadImages(
    db,
    rows.map((r) => r.id),
  );
  return paginate(
    url,
    page,
    total,
    rows.map((r) => toProduct(r, images)),
  );
}

async function countProducts(db: Queryable, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(where);
  return row?.n ?? 0;
}

export async function listProductsByCategory(
  db: Queryable,
  slug: string,
  page: PageRequest,
  url: string,
): Promise<Paginated<Product>> {
  const category = await getCategory(db, slug);
  return listProducts(db, { page: page.page, page_size: page.pageSize, category: [category.slug] }, url);
}

export async function getProduct(db: Queryable, idOrSlug: string): Promise<ProductDetail> {
  const match = isNumericId(idOrSlug)
    ? or(eq(products.id, Number(idOrSlug)), eq(products.slug, idOrSlug))
    : eq(products.slug, idOrSlug.toLowerCase());
  const [row] = await db
    .select({ ...productColumns, specifications: products.specifications, datasheetUrl: products.datasheetUrl })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(match, eq(products.isActive, true), eq(categories.isActive, true)))
    .limit(1);
  if (!row) throw notFound('Product not found.');
  const images = await loadImages(db, [row.id]);
  return {
    ...toProduct(row, images),
    specifications: row.specifications,
    datasheet_url: row.datasheetUrl,
  };
}

/** Active products by id, with their images, in two queries whatever their number. */
export async function getProductsByIds(db: Queryable, ids: number[]): Promise<Map<number, Product>> {
  const found = new Map<number, Product>();
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
  for (const row of rows) found.set(row.id, toProduct(row, images));
  return found;
}

/**
 * "Similar parts": the same category, the most specification rows in common first, then the
 * closest price.
 */
export async function similarProducts(db: Queryable, idOrSlug: string, limit = 4): Promise<Product[]> {
  const target = await getProduct(db, idOrSlug);
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(products.categoryId, target.category.id),
        sql`${products.id} <> ${target.id}`,
        eq(products.isActive, true),
        eq(categories.isActive, true),
      ),
    )
    .orderBy(
      desc(sql`(select count(*) from jsonb_array_elements(${products.specifications}) s
        where s in (select jsonb_array_elements(${JSON.stringify(target.specifications)}::jsonb)))`),
      asc(sql`abs(${products.pricePaise} - ${Math.round(target.price * 100)})`),
      asc(products.id),
    )
    .limit(limit);
  const found = await getProductsByIds(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((r) => {
    const product = found.get(r.id);
    return product ? [product] : [];
  });
}
