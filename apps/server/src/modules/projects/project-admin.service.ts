import type { AdminContentListQuery, Paginated, ProjectCreateValues, ProjectUpdateValues } from '@makerbazaar/core';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { categories, products } from '../../db/schema/catalog.js';
import { projectParts, projects } from '../../db/schema/projects.js';
import { adminContentSelection } from '../../lib/admin-content-list.js';
import { recordContentChange, recordCreation } from '../../lib/audit-entries.js';
import { fieldErrors, notFound } from '../../lib/errors.js';
import { paginate } from '../../lib/pagination.js';
import { answeringSlugConflicts } from '../../lib/unique-violations.js';
import type { AuditActor, AuditedFields } from '../audit/audit.service.js';
import { type ProjectRow, pageOfProjects } from './projects.service.js';

const PROJECT_NOT_FOUND = 'Project not found.';

/** A line of the parts list as staff see it: the product as it is today, sold or hidden. */
export interface AdminPartLine {
  productId: number;
  name: string;
  slug: string;
  pricePaise: number;
  /** The product and its category are shown on the storefront. */
  sold: boolean;
  quantity: number;
}

export interface AdminProjectRecord {
  project: ProjectRow;
  parts: AdminPartLine[];
}

export type ProjectSummaryRow = ProjectRow & { partsCount: number };

/** Every project, published or not, by words in the title or slug, in the storefront's order. */
export async function listAdminProjects(
  db: Queryable,
  query: AdminContentListQuery,
  url: string,
): Promise<Paginated<ProjectSummaryRow>> {
  const { where, page } = adminContentSelection(projects, query);
  const { total, rows } = await pageOfProjects(db, where, page);
  const counts = rows.length
    ? await db
        .select({ projectId: projectParts.projectId, n: count() })
        .from(projectParts)
        .where(
          inArray(
            projectParts.projectId,
            rows.map((row) => row.id),
          ),
        )
        .groupBy(projectParts.projectId)
    : [];
  const partsOf = new Map(counts.map((c) => [c.projectId, c.n]));
  return paginate(
    url,
    page,
    total,
    rows.map((row) => ({ ...row, partsCount: partsOf.get(row.id) ?? 0 })),
  );
}

async function partLines(db: Queryable, projectId: number): Promise<AdminPartLine[]> {
  return db
    .select({
      productId: products.id,
      name: products.name,
      slug: products.slug,
      pricePaise: products.pricePaise,
      sold: sql<boolean>`${products.isActive} and ${categories.isActive}`,
      quantity: projectParts.quantity,
    })
    .from(projectParts)
    .innerJoin(products, eq(products.id, projectParts.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(projectParts.projectId, projectId))
    .orderBy(asc(projectParts.position), asc(projectParts.id));
}

export async function getAdminProject(db: Queryable, id: number): Promise<AdminProjectRecord> {
  const [project] = await db.select().from(projects).where(eq(projects.id, id));
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return { project, parts: await partLines(db, id) };
}

type PartInput = ProjectCreateValues['parts'];

/** A parts list names catalogue products, hidden ones included: a hidden part is left out on the storefront. */
async function checkPartsExist(tx: Queryable, parts: PartInput): Promise<void> {
  if (parts.length === 0) return;
  const ids = parts.map((part) => part.product_id);
  const found = new Set(
    (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map((row) => row.id),
  );
  const missing = ids.filter((id) => !found.has(id));
  if (missing.length > 0) {
    throw fieldErrors({
      parts: [
        `${missing.length === 1 ? 'No product has the id' : 'No products have the ids'} ${missing.join(', ')}: pick parts from the catalogue.`,
      ],
    });
  }
}

async function writeParts(tx: Queryable, projectId: number, parts: PartInput): Promise<void> {
  await tx.delete(projectParts).where(eq(projectParts.projectId, projectId));
  if (parts.length === 0) return;
  await tx
    .insert(projectParts)
    .values(
      parts.map((part, position) => ({ projectId, productId: part.product_id, quantity: part.quantity, position })),
    );
}

/** What the audit log keeps of a project: what staff edit, named as the admin API names it. */
function audited({ project, parts }: AdminProjectRecord): AuditedFields {
  return {
    slug: project.slug,
    title: project.title,
    description: project.description,
    featured_image: project.featuredImage,
    tags: project.tags,
    estimated_time: project.estimatedTime,
    difficulty_level: project.difficultyLevel,
    category: project.category,
    steps: project.steps,
    is_featured: project.isFeatured,
    is_published: project.isActive,
    sort_order: project.sortOrder,
    parts: parts.map((part) => ({ product_id: part.productId, quantity: part.quantity })),
  };
}

function columnsOf(content: ProjectUpdateValues): Partial<typeof projects.$inferInsert> {
  return {
    slug: content.slug,
    title: content.title,
    description: content.description,
    featuredImage: content.featured_image,
    tags: content.tags,
    estimatedTime: content.estimated_time,
    difficultyLevel: content.difficulty_level,
    category: content.category,
    steps: content.steps,
    isFeatured: content.is_featured,
    isActive: content.is_published,
    sortOrder: content.sort_order,
  };
}

export async function createProject(
  db: Database,
  actor: AuditActor,
  content: ProjectCreateValues,
): Promise<AdminProjectRecord> {
  return answeringSlugConflicts('project', content.slug, () =>
    db.transaction(async (tx) => {
      await checkPartsExist(tx, content.parts);
      const [row] = await tx
        .insert(projects)
        .values(columnsOf(content) as typeof projects.$inferInsert)
        .returning();
      if (!row) throw new Error('the project was not written');
      await writeParts(tx, row.id, content.parts);
      const created = await getAdminProject(tx, row.id);
      await recordCreation(tx, actor, 'project', row.id, audited(created));
      return created;
    }),
  );
}

/** Changes the fields given; a `parts` list replaces the whole parts list. */
export async function updateProject(
  db: Database,
  actor: AuditActor,
  id: number,
  changes: ProjectUpdateValues,
): Promise<AdminProjectRecord> {
  return answeringSlugConflicts('project', changes.slug, () =>
    db.transaction(async (tx) => {
      const [locked] = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, id)).for('update');
      if (!locked) throw notFound(PROJECT_NOT_FOUND);
      const before = await getAdminProject(tx, id);
      const { parts, ...fields } = changes;
      if (Object.keys(fields).length > 0) await tx.update(projects).set(columnsOf(fields)).where(eq(projects.id, id));
      if (parts) {
        await checkPartsExist(tx, parts);
        await writeParts(tx, id, parts);
      }
      const after = await getAdminProject(tx, id);
      await recordContentChange(tx, actor, 'project', id, audited(before), audited(after));
      return after;
    }),
  );
}
