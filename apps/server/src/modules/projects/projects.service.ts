import { MAX_CART_LINE_QUANTITY, type Paginated, type ProjectCategoryId } from '@makerbazaar/core';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalog.js';
import { projectParts, projects } from '../../db/schema/projects.js';
import { stockLevels } from '../../db/schema/stock.js';
import { notFound } from '../../lib/errors.js';
import { byIdOrSlug } from '../../lib/id-or-slug.js';
import { countRows, onePage, type PageRequest, paginate } from '../../lib/pagination.js';
import { type CartContents, getCart, quantitiesInCart, raiseCartQuantities } from '../cart/cart.service.js';
import { chargedLine, getProductsByIds, type ProductRecord } from '../catalog/catalog.service.js';

const PROJECT_NOT_FOUND = 'Project not found.';

export type ProjectRow = typeof projects.$inferSelect;

/** `/api/projects/12/` or `/api/projects/esp32-weather-station/`, active projects only. */
function activeProject(idOrSlug: string): SQL | undefined {
  return and(eq(projects.isActive, true), byIdOrSlug(projects.id, projects.slug, idOrSlug));
}

export interface ProjectFilters {
  category?: ProjectCategoryId;
  featured?: boolean;
}

/** Featured projects first, then in the order staff chose. */
export async function listProjects(
  db: Queryable,
  filters: ProjectFilters,
  page: PageRequest,
  url: string,
): Promise<Paginated<ProjectRow>> {
  const where = and(
    eq(projects.isActive, true),
    filters.category === undefined ? undefined : eq(projects.category, filters.category),
    filters.featured === undefined ? undefined : eq(projects.isFeatured, filters.featured),
  );
  const { total, rows } = await pageOfProjects(db, where, page);
  return paginate(url, page, total, rows);
}

/** A page of the projects `where` picks, featured first, then in the order staff chose; and how many it picks. */
export async function pageOfProjects(
  db: Queryable,
  where: SQL | undefined,
  page: PageRequest,
): Promise<{ total: number; rows: ProjectRow[] }> {
  const total = await countRows(db, projects, where);
  const rows = await onePage(
    db
      .select()
      .from(projects)
      .where(where)
      .orderBy(desc(projects.isFeatured), asc(projects.sortOrder), asc(projects.id))
      .$dynamic(),
    page,
  );
  return { total: total, rows };
}

export interface ProjectPartLine {
  product: ProductRecord;
  quantity: number;
  linePaise: number;
}

export interface ProjectWithParts {
  project: ProjectRow;
  parts: ProjectPartLine[];
  partsTotalPaise: number;
}

/** The slugs of the published projects, for the sitemap. */
export async function publishedProjectSlugs(db: Queryable): Promise<string[]> {
  const rows = await db
    .select({ slug: projects.slug })
    .from(projects)
    .where(eq(projects.isActive, true))
    .orderBy(asc(projects.id));
  return rows.map((r) => r.slug);
}

/** A published project by id or slug, as a page's title and preview show it (without counting a view). */
export async function findPublishedProject(
  db: Queryable,
  idOrSlug: string,
): Promise<Pick<ProjectRow, 'slug' | 'title' | 'description' | 'featuredImage'> | undefined> {
  const [row] = await db
    .select({
      slug: projects.slug,
      title: projects.title,
      description: projects.description,
      featuredImage: projects.featuredImage,
    })
    .from(projects)
    .where(activeProject(idOrSlug))
    .limit(1);
  return row;
}

/**
 * One project with its parts at today's prices, counting the view. Parts no longer sold are left
 * out of the list and of the total.
 */
export async function viewProject(db: Queryable, idOrSlug: string): Promise<ProjectWithParts> {
  // Counting and reading in one statement: a view is never counted for a project that is not shown.
  const [row] = await db
    .update(projects)
    .set({ viewsCount: sql`${projects.viewsCount} + 1` })
    .where(activeProject(idOrSlug))
    .returning();
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  const lines = await db
    .select({ productId: projectParts.productId, quantity: projectParts.quantity })
    .from(projectParts)
    .where(eq(projectParts.projectId, row.id))
    .orderBy(asc(projectParts.position), asc(projectParts.id));
  const found = await getProductsByIds(
    db,
    lines.map((line) => line.productId),
  );
  const parts = lines.flatMap((line) => {
    const product = found.get(line.productId);
    return product
      ? [{ product, quantity: line.quantity, linePaise: chargedLine(product, line.quantity).linePaise }]
      : [];
  });
  return { project: row, parts, partsTotalPaise: parts.reduce((sum, part) => sum + part.linePaise, 0) };
}

export interface PartOutcome {
  productId: number;
  name: string;
  kind: 'added' | 'already_in_cart' | 'short' | 'out_of_stock';
  /** In the cart after the call. */
  quantity: number;
  /** Whether the call changed the cart line. */
  changed: boolean;
  stock: number;
}

/**
 * What one part does to the cart: never lowers a line, raises it to what the build needs, and
 * gives no more than the stock or than a cart line holds (a parts list asks for no more than that).
 */
function planPart(part: { needed: number; stock: number; sold: boolean }, inCart: number) {
  if (!part.sold || part.stock <= 0) return { kind: 'out_of_stock' as const, quantity: inCart };
  if (inCart >= part.needed) return { kind: 'already_in_cart' as const, quantity: inCart };
  const quantity = Math.max(inCart, Math.min(part.needed, part.stock, MAX_CART_LINE_QUANTITY));
  return { kind: part.stock < part.needed ? ('short' as const) : ('added' as const), quantity };
}

const partsCount = (n: number) => `${n} ${n === 1 ? 'part' : 'parts'}`;

/** One sentence for the toast, e.g. "Added 5 parts for X to your cart; out of stock: BME280 Sensor." */
function describeOutcome(title: string, outcomes: PartOutcome[]): string {
  const of = (kind: PartOutcome['kind']) => outcomes.filter((o) => o.kind === kind);
  const put = outcomes.filter((o) => o.changed).length;
  const already = of('already_in_cart').length;
  if (outcomes.length === 0) return `${title} has no parts to add.`;
  const clauses: string[] = [];
  if (put > 0) {
    clauses.push(`Added ${partsCount(put)} for ${title} to your cart`);
    if (already > 0) clauses.push(`${already} already there`);
  } else if (already === outcomes.length) {
    clauses.push(`All parts for ${title} are already in your cart`);
  } else {
    clauses.push(
      already > 0
        ? `Nothing new added for ${title}: ${already} already in your cart`
        : `No parts for ${title} could be added`,
    );
  }
  for (const short of of('short')) clauses.push(`only ${short.stock} of ${short.name} in stock`);
  const gone = of('out_of_stock');
  if (gone.length > 0) clauses.push(`out of stock: ${gone.map((o) => o.name).join(', ')}`);
  return `${clauses.join('; ')}.`;
}

export interface ProjectPartsAdded {
  /** One per part of the project, in the parts list's order. */
  outcomes: PartOutcome[];
  /** One sentence for the toast. */
  detail: string;
  cart: CartContents;
}

/**
 * Puts a project's parts in the customer's cart through the cart's service. A cart holds no stock
 * (checkout checks it again), so nothing is locked, and a line another request raised in the
 * meantime is never lowered.
 */
export async function addProjectPartsToCart(
  db: Queryable,
  userId: number,
  idOrSlug: string,
): Promise<ProjectPartsAdded> {
  const [project] = await db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(activeProject(idOrSlug));
  if (!project) throw notFound(PROJECT_NOT_FOUND);

  const parts = await db
    .select({
      productId: products.id,
      name: products.name,
      stock: sql<number>`coalesce(${stockLevels.quantity}, 0)`.mapWith(Number),
      sold: sql<boolean>`${products.isActive} and ${categories.isActive}`,
      needed: projectParts.quantity,
    })
    .from(projectParts)
    .innerJoin(products, eq(products.id, projectParts.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(stockLevels, eq(stockLevels.productId, products.id))
    .where(eq(projectParts.projectId, project.id))
    .orderBy(asc(projectParts.position), asc(products.id));
  return putPartsInCart(db, userId, project.title, parts);
}

/** A part a parts list needs: the product, whether it is still sold, its stock, and how many the build needs. */
export interface NeededPart {
  productId: number;
  name: string;
  sold: boolean;
  stock: number;
  needed: number;
}

/**
 * Puts a parts list in the customer's cart (a project's, or a customer's own BOM, named `title` in
 * the sentence): each part raised to what the build needs, within its stock and a cart line.
 */
export async function putPartsInCart(
  db: Queryable,
  userId: number,
  title: string,
  parts: NeededPart[],
): Promise<ProjectPartsAdded> {
  const inCart = await quantitiesInCart(
    db,
    userId,
    parts.map((part) => part.productId),
  );

  const outcomes: PartOutcome[] = parts.map((part) => {
    const current = inCart.get(part.productId) ?? 0;
    const plan = planPart(part, current);
    return { productId: part.productId, name: part.name, stock: part.stock, ...plan, changed: plan.quantity > current };
  });
  await raiseCartQuantities(
    db,
    userId,
    outcomes.filter((o) => o.changed),
  );
  return { outcomes, detail: describeOutcome(title, outcomes), cart: await getCart(db, userId) };
}
