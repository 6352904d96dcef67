import {
  type AdminProductFilters,
  type AdminProductListQuery,
  formatPaise,
  LOW_STOCK_THRESHOLD,
  type Paginated,
  PRODUCT_MRP_BELOW_PRICE,
  type PriceBreak,
  type ProductBulkInput,
  type ProductChoices,
  type ProductPatch,
  type ProductValues,
  priceBreakProblems,
  rupeesToPaise,
  type Specification,
} from '@makerbazaar/core';
import { and, asc, desc, eq, gt, ilike, inArray, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalog.js';
import { stockLevels } from '../../db/schema/stock.js';
import { withRetriedTransaction } from '../../db/transaction.js';
import { conflict, fieldErrors, notFound } from '../../lib/errors.js';
import { containing } from '../../lib/like-pattern.js';
import { onePage, paginate } from '../../lib/pagination.js';
import { answeringUniqueViolation } from '../../lib/unique-violations.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { notifyPriceDrop } from '../notifications/notifications.service.js';

/** The fields a staff member edits, in paise: what an audit entry and a CSV import compare. */
export interface ProductContent {
  slug: string;
  name: string;
  brand: string;
  categoryId: number;
  pricePaise: number;
  originalPricePaise: number | null;
  description: string;
  specifications: Specification[];
  isFeatured: boolean;
  isActive: boolean;
  datasheetUrl: string | null;
  /** What makers use it for: short phrases, searched with a weight below the name's. */
  uses: string[];
  /** Cheaper unit prices from some quantities on, in paise, by rising quantity. */
  priceBreaks: PriceBreak[];
  hsnCode: string;
  gstRate: number;
}

/** A product as the back office keeps it: money in paise, its category, its stock and first picture. */
export interface AdminProductRecord extends ProductContent {
  id: number;
  categoryName: string;
  categorySlug: string;
  stock: number;
  image: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const stockQuantity = sql<number>`coalesce(${stockLevels.quantity}, 0)`.mapWith(Number);

const recordColumns = {
  id: products.id,
  slug: products.slug,
  name: products.name,
  brand: products.brand,
  categoryId: products.categoryId,
  categoryName: categories.name,
  categorySlug: categories.slug,
  pricePaise: products.pricePaise,
  originalPricePaise: products.originalPricePaise,
  description: products.description,
  specifications: products.specifications,
  isFeatured: products.isFeatured,
  isActive: products.isActive,
  datasheetUrl: products.datasheetUrl,
  uses: products.uses,
  priceBreaks: products.priceBreaks,
  hsnCode: products.hsnCode,
  gstRate: products.gstRate,
  stock: stockQuantity,
  // Spelled out: drizzle would render the columns unqualified inside the correlated subquery.
  image: sql<string | null>`(select pi."url" from "product_images" pi where pi."product_id" = "products"."id"
    order by pi."position", pi."id" limit 1)`,
  createdAt: products.createdAt,
  updatedAt: products.updatedAt,
};

function filterConditions(filters: AdminProductFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  for (const word of filters.q?.split(/\s+/).filter(Boolean) ?? []) {
    const pattern = containing(word);
    conditions.push(or(ilike(products.name, pattern), ilike(products.slug, pattern), ilike(products.brand, pattern)));
  }
  if (filters.category !== undefined) conditions.push(eq(products.categoryId, filters.category));
  if (filters.brand !== undefined) conditions.push(sql`lower(${products.brand}) = ${filters.brand.toLowerCase()}`);
  if (filters.active !== undefined) conditions.push(eq(products.isActive, filters.active === 'true'));
  if (filters.stock === 'out') conditions.push(lte(stockQuantity, 0));
  if (filters.stock === 'low') conditions.push(and(gt(stockQuantity, 0), lte(stockQuantity, LOW_STOCK_THRESHOLD)));
  if (filters.stock === 'in') conditions.push(gt(stockQuantity, LOW_STOCK_THRESHOLD));
  return and(...conditions);
}

function orderBy(ordering: AdminProductFilters['ordering']): SQL[] {
  const direction = ordering.startsWith('-') ? desc : asc;
  const column = {
    name: products.name,
    price: products.pricePaise,
    stock: stockQuantity,
    created_at: products.createdAt,
  }[ordering.replace(/^-/, '') as 'name' | 'price' | 'stock' | 'created_at'];
  // The id breaks ties, so pages never repeat or skip a product.
  return [direction(column), direction(products.id)];
}

function selectRecords(db: Queryable) {
  return db
    .select(recordColumns)
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stockLevels, eq(stockLevels.productId, products.id));
}

/** One page of products, hidden ones too, by the list's filters and ordering. */
export async function listAdminProducts(
  db: Queryable,
  query: AdminProductListQuery,
  url: string,
): Promise<Paginated<AdminProductRecord>> {
  const where = filterConditions(query);
  const page = { page: query.page, pageSize: query.page_size };
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .leftJoin(stockLevels, eq(stockLevels.productId, products.id))
    .where(where);
  const rows = await onePage(
    selectRecords(db)
      .where(where)
      .orderBy(...orderBy(query.ordering))
      .$dynamic(),
    page,
  );
  return paginate(url, page, total?.n ?? 0, rows);
}

/** Every product the filters pick, in their order: what a CSV export writes. */
export async function allAdminProducts(db: Queryable, filters: AdminProductFilters): Promise<AdminProductRecord[]> {
  return selectRecords(db)
    .where(filterConditions(filters))
    .orderBy(...orderBy(filters.ordering));
}

export async function getAdminProduct(db: Queryable, id: number): Promise<AdminProductRecord> {
  const [row] = await selectRecords(db).where(eq(products.id, id));
  if (!row) throw notFound('Product not found.');
  return row;
}

/** Products by slug, with every field an import compares. */
export async function productsBySlug(db: Queryable, slugs: string[]): Promise<Map<string, AdminProductRecord>> {
  const found = new Map<string, AdminProductRecord>();
  // In slices: a statement takes at most 65,535 parameters.
  for (let i = 0; i < slugs.length; i += 5_000) {
    const rows = await selectRecords(db).where(inArray(products.slug, slugs.slice(i, i + 5_000)));
    for (const row of rows) found.set(row.slug, row);
  }
  return found;
}

/** Every category, hidden ones too, by menu order, and the brands in use: what the editor chooses from. */
export async function productChoices(db: Queryable): Promise<ProductChoices> {
  const categoryRows = await db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, is_active: categories.isActive })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  const brandRows = await db.selectDistinct({ brand: products.brand }).from(products).orderBy(asc(products.brand));
  return { categories: categoryRows, brands: brandRows.map((row) => row.brand) };
}

export interface CategoryChoice {
  id: number;
  slug: string;
  name: string;
}

export async function allCategories(db: Queryable): Promise<CategoryChoice[]> {
  return db.select({ id: categories.id, slug: categories.slug, name: categories.name }).from(categories);
}

export function contentOf(record: AdminProductRecord): ProductContent {
  return {
    slug: record.slug,
    name: record.name,
    brand: record.brand,
    categoryId: record.categoryId,
    pricePaise: record.pricePaise,
    originalPricePaise: record.originalPricePaise,
    description: record.description,
    specifications: record.specifications,
    isFeatured: record.isFeatured,
    isActive: record.isActive,
    datasheetUrl: record.datasheetUrl,
    uses: record.uses,
    priceBreaks: record.priceBreaks,
    hsnCode: record.hsnCode,
    gstRate: record.gstRate,
  };
}

export function contentFromValues(values: ProductValues): ProductContent {
  return {
    slug: values.slug,
    name: values.name,
    brand: values.brand,
    categoryId: values.category,
    pricePaise: rupeesToPaise(values.price),
    originalPricePaise: values.original_price === null ? null : rupeesToPaise(values.original_price),
    description: values.description,
    specifications: values.specifications,
    isFeatured: values.is_featured,
    isActive: values.is_active,
    datasheetUrl: values.datasheet_url,
    uses: values.uses,
    priceBreaks: breaksInPaise(values.price_breaks),
    hsnCode: values.hsn_code,
    gstRate: values.gst_rate,
  };
}

/** Breaks as the API gives them (rupees), as the shop keeps them (paise). */
function breaksInPaise(breaks: readonly PriceBreak[]): PriceBreak[] {
  return breaks.map((step) => ({ min_quantity: step.min_quantity, price: rupeesToPaise(step.price) }));
}

/**
 * Why a product's merged fields are refused (the MRP and the breaks against the price), by field;
 * none when they are right. A PATCH of the price alone can push its breaks out of order.
 */
export function mergedContentProblems(content: ProductContent): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (content.originalPricePaise !== null && content.originalPricePaise < content.pricePaise) {
    problems.original_price = [PRODUCT_MRP_BELOW_PRICE];
  }
  const breaks = priceBreakProblems(content.pricePaise, content.priceBreaks);
  if (breaks.length > 0) problems.price_breaks = breaks.map(([, message]) => message);
  return problems;
}

/** The fields a PATCH sends, in the service's units; those it leaves out stay absent. */
function contentFromPatch(patch: ProductPatch): Partial<ProductContent> {
  const content: Partial<ProductContent> = {
    slug: patch.slug,
    name: patch.name,
    brand: patch.brand,
    categoryId: patch.category,
    pricePaise: patch.price === undefined ? undefined : rupeesToPaise(patch.price),
    originalPricePaise:
      patch.original_price === undefined || patch.original_price === null
        ? patch.original_price
        : rupeesToPaise(patch.original_price),
    description: patch.description,
    specifications: patch.specifications,
    isFeatured: patch.is_featured,
    isActive: patch.is_active,
    datasheetUrl: patch.datasheet_url,
    uses: patch.uses,
    priceBreaks: patch.price_breaks === undefined ? undefined : breaksInPaise(patch.price_breaks),
    hsnCode: patch.hsn_code,
    gstRate: patch.gst_rate,
  };
  return Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined));
}

/** What the audit log keeps of a product: its editable fields under their column names, money in paise. */
export function auditedContent(content: Partial<ProductContent>): Record<string, unknown> {
  const names: Record<keyof ProductContent, string> = {
    slug: 'slug',
    name: 'name',
    brand: 'brand',
    categoryId: 'category_id',
    pricePaise: 'price_paise',
    originalPricePaise: 'original_price_paise',
    description: 'description',
    specifications: 'specifications',
    isFeatured: 'is_featured',
    isActive: 'is_active',
    datasheetUrl: 'datasheet_url',
    uses: 'uses',
    priceBreaks: 'price_breaks',
    hsnCode: 'hsn_code',
    gstRate: 'gst_rate',
  };
  return Object.fromEntries(Object.entries(content).map(([key, value]) => [names[key as keyof ProductContent], value]));
}

async function checkCategory(tx: Queryable, categoryId: number): Promise<void> {
  const [found] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!found) throw fieldErrors({ category: ['Choose an existing category.'] });
}

async function checkSlugFree(tx: Queryable, slug: string, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ name: products.name })
    .from(products)
    .where(and(eq(products.slug, slug), exceptId === undefined ? undefined : ne(products.id, exceptId)));
  if (taken) throw slugTaken(slug, taken.name);
}

const slugTaken = (slug: string, holder?: string) =>
  conflict(
    holder
      ? `The slug “${slug}” is already used by “${holder}”. Choose another one.`
      : `The slug “${slug}” is already used by another product. Choose another one.`,
  );

/** Two writers may pass the slug check at once; the unique index settles it, and the loser hears why. */
function answeringSlugConflicts<T>(slug: string | undefined, work: () => Promise<T>): Promise<T> {
  return answeringUniqueViolation(() => (slug === undefined ? undefined : slugTaken(slug)), work);
}

/** Adds products (already checked) and their audit entries; a new product starts with no stock. */
export async function insertProducts(
  tx: Queryable,
  actor: AuditActor,
  action: string,
  contents: ProductContent[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < contents.length; i += 500) {
    const rows = await tx
      .insert(products)
      .values(contents.slice(i, i + 500))
      .returning({ id: products.id });
    ids.push(...rows.map((row) => row.id));
  }
  for (const [i, id] of ids.entries()) {
    await recordAudit(tx, actor, { action, entity: 'product', entityId: id, after: auditedContent(contents[i] ?? {}) });
  }
  return ids;
}

/**
 * Changes one product's fields (already checked) and records what changed. A lower price on a
 * product on sale is news for those who wishlisted it, told in the same transaction.
 */
export async function applyProductChanges(
  tx: Queryable,
  actor: AuditActor,
  action: string,
  before: AdminProductRecord,
  changes: Partial<ProductContent>,
  shopUrl: string,
): Promise<void> {
  await tx
    .update(products)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(products.id, before.id));
  const was = contentOf(before);
  const changed = Object.keys(changes) as (keyof ProductContent)[];
  await recordAudit(tx, actor, {
    action,
    entity: 'product',
    entityId: before.id,
    before: auditedContent(Object.fromEntries(changed.map((key) => [key, was[key]]))),
    after: auditedContent(changes),
  });
  const price = changes.pricePaise ?? before.pricePaise;
  if (price < before.pricePaise && (changes.isActive ?? before.isActive)) {
    await notifyPriceDrop(
      tx,
      { id: before.id, name: changes.name ?? before.name, slug: changes.slug ?? before.slug },
      { was: formatPaise(before.pricePaise), now: formatPaise(price) },
      shopUrl,
    );
  }
}

export async function createProduct(
  db: Database,
  actor: AuditActor,
  values: ProductValues,
): Promise<AdminProductRecord> {
  const content = contentFromValues(values);
  return answeringSlugConflicts(content.slug, () =>
    withRetriedTransaction(db, async (tx) => {
      await checkCategory(tx, content.categoryId);
      await checkSlugFree(tx, content.slug);
      const [id] = await insertProducts(tx, actor, 'product.create', [content]);
      return getAdminProduct(tx, id ?? 0);
    }),
  );
}

/** The fields of a PATCH that differ from the product as it is. */
function differences(before: ProductContent, patch: Partial<ProductContent>): Partial<ProductContent> {
  return Object.fromEntries(
    Object.entries(patch).filter(
      ([key, value]) =>
        value !== undefined && JSON.stringify(before[key as keyof ProductContent]) !== JSON.stringify(value),
    ),
  );
}

export async function updateProduct(
  db: Database,
  actor: AuditActor,
  id: number,
  patch: ProductPatch,
  shopUrl: string,
): Promise<AdminProductRecord> {
  return answeringSlugConflicts(patch.slug, () =>
    withRetriedTransaction(db, async (tx) => {
      // Locked, so two editors saving at once apply one after the other and each records what it changed.
      await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
      const before = await getAdminProduct(tx, id);
      const was = contentOf(before);
      const merged = { ...was, ...contentFromPatch(patch) };
      const problems = mergedContentProblems(merged);
      if (Object.keys(problems).length > 0) throw fieldErrors(problems);
      const changes = differences(was, merged);
      if (Object.keys(changes).length === 0) return before;
      if (changes.categoryId !== undefined) await checkCategory(tx, changes.categoryId);
      if (changes.slug !== undefined) await checkSlugFree(tx, changes.slug, id);
      await applyProductChanges(tx, actor, 'product.update', before, changes, shopUrl);
      return getAdminProduct(tx, id);
    }),
  );
}

const BULK_AUDIT_ACTIONS = {
  activate: 'product.bulk_activate',
  deactivate: 'product.bulk_deactivate',
  set_category: 'product.bulk_category',
} as const;

/** One change to many products, all or none; products already so are left alone. Answers how many changed. */
export async function bulkUpdateProducts(
  db: Database,
  actor: AuditActor,
  input: ProductBulkInput,
  shopUrl: string,
): Promise<number> {
  const ids = [...new Set(input.ids)];
  return withRetriedTransaction(db, async (tx) => {
    const locked = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(asc(products.id))
      .for('update');
    if (locked.length !== ids.length) {
      const missing = ids.filter((id) => !locked.some((row) => row.id === id));
      throw notFound(`No product has the id ${missing.join(', ')}; reload the list and try again.`);
    }
    let change: Partial<ProductContent>;
    if (input.action === 'set_category') {
      const categoryId = input.category ?? 0;
      await checkCategory(tx, categoryId);
      change = { categoryId };
    } else {
      change = { isActive: input.action === 'activate' };
    }
    const records = await selectRecords(tx).where(inArray(products.id, ids));
    let updated = 0;
    for (const record of records) {
      const changes = differences(contentOf(record), change);
      if (Object.keys(changes).length === 0) continue;
      await applyProductChanges(tx, actor, BULK_AUDIT_ACTIONS[input.action], record, changes, shopUrl);
      updated += 1;
    }
    return updated;
  });
}
