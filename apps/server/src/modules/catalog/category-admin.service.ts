import type { AdminCategory, CategoryCreateValues, CategoryUpdateValues } from '@makerbazaar/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { categories } from '../../db/schema/catalog.js';
import { recordUpdate } from '../../lib/audit-entries.js';
import { fieldErrors, notFound } from '../../lib/errors.js';
import { answeringUniqueViolation } from '../../lib/unique-violations.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';
import { categoryFields } from './catalog.service.js';

const SLUG_TAKEN = 'Another category already has this slug: choose a different one.';
const CATEGORY_NOT_FOUND = 'Category not found.';

const adminCategoryColumns = {
  ...categoryFields,
  // Spelled out: drizzle would render the columns unqualified inside the correlated subquery.
  products_count: sql<number>`(select count(*)::int from "products" p where p."category_id" = "categories"."id")`,
};

/** The fields an audit entry keeps of a category. */
function audited(category: AdminCategory) {
  const { products_count: _count, id: _id, ...fields } = category;
  return fields;
}

/** Every category, hidden ones too, in the order the shop shows them. */
export async function listAdminCategories(db: Queryable): Promise<AdminCategory[]> {
  return db
    .select(adminCategoryColumns)
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name), asc(categories.id));
}

async function categoryById(db: Queryable, id: number): Promise<AdminCategory> {
  const [found] = await db.select(adminCategoryColumns).from(categories).where(eq(categories.id, id));
  if (!found) throw notFound(CATEGORY_NOT_FOUND);
  return found;
}

/** A slug another category holds is a field error, also when a concurrent write took it first. */
function refusingTakenSlug<T>(work: () => Promise<T>): Promise<T> {
  return answeringUniqueViolation(() => fieldErrors({ slug: [SLUG_TAKEN] }), work);
}

async function checkSlugFree(db: Queryable, slug: string, exceptId?: number): Promise<void> {
  const [holder] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
  if (holder && holder.id !== exceptId) throw fieldErrors({ slug: [SLUG_TAKEN] });
}

/** A new category goes last in the order. */
export async function createCategory(
  db: Database,
  actor: AuditActor,
  input: CategoryCreateValues,
): Promise<AdminCategory> {
  return refusingTakenSlug(() =>
    db.transaction(async (tx) => {
      await checkSlugFree(tx, input.slug);
      const [row] = await tx
        .insert(categories)
        .values({
          name: input.name,
          slug: input.slug,
          description: input.description,
          icon: input.icon,
          isActive: input.is_active,
          sortOrder: sql`(select coalesce(max(${categories.sortOrder}), 0) + 1 from ${categories})`,
        })
        .returning({ id: categories.id });
      if (!row) throw new Error('the category was not written');
      const created = await categoryById(tx, row.id);
      await recordAudit(tx, actor, {
        action: 'category.create',
        entity: 'category',
        entityId: created.id,
        after: audited(created),
      });
      return created;
    }),
  );
}

/** Changes the fields given; `is_active: false` hides the category and its products from the shop. */
export async function updateCategory(
  db: Database,
  actor: AuditActor,
  id: number,
  input: CategoryUpdateValues,
): Promise<AdminCategory> {
  return refusingTakenSlug(() =>
    db.transaction(async (tx) => {
      const before = await categoryById(tx, id);
      if (input.slug !== undefined) await checkSlugFree(tx, input.slug, id);
      await tx
        .update(categories)
        .set({
          name: input.name,
          slug: input.slug,
          description: input.description,
          icon: input.icon,
          isActive: input.is_active,
        })
        .where(eq(categories.id, id));
      const after = await categoryById(tx, id);
      await recordUpdate(tx, actor, 'category', id, audited(before), audited(after));
      return after;
    }),
  );
}

/** Numbers the categories 1, 2, 3… in the order of `ids`, which must name every category once. */
export async function reorderCategories(db: Database, actor: AuditActor, ids: number[]): Promise<AdminCategory[]> {
  return db.transaction(async (tx) => {
    const held = await listAdminCategories(tx);
    const heldIds = held.map((category) => category.id);
    if (ids.length !== heldIds.length || !heldIds.every((id) => ids.includes(id))) {
      throw fieldErrors({
        ids: ['Give every category exactly once: the categories may have changed, reload the page.'],
      });
    }
    const cases = sql.join(
      ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
      sql` `,
    );
    // A category created meanwhile keeps its place at the end.
    await tx
      .update(categories)
      .set({ sortOrder: sql`case ${categories.id} ${cases} else ${categories.sortOrder} end` });
    await recordAudit(tx, actor, {
      action: 'category.reorder',
      entity: 'category',
      entityId: 'all',
      before: { order: heldIds },
      after: { order: ids },
    });
    return listAdminCategories(tx);
  });
}
