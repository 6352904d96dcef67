import {
  type AdminFaqEntry,
  everyTranslation,
  type FaqCategory,
  type FaqCreateValues,
  type FaqEntry,
  type FaqUpdateValues,
  inLanguage,
  type Language,
  mergeTranslations,
} from '@makerbazaar/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { faqEntries } from '../../db/schema/content.js';
import { recordContentChange, recordCreation } from '../../lib/audit-entries.js';
import { fieldErrors, notFound } from '../../lib/errors.js';
import { answeringSlugConflicts } from '../../lib/unique-violations.js';
import { type AuditActor, recordAudit } from '../audit/audit.service.js';

const FAQ_NOT_FOUND = 'FAQ entry not found.';

type FaqRow = typeof faqEntries.$inferSelect;

/** The help page's order: the order staff set, then the oldest first. */
const helpPageOrder = [asc(faqEntries.sortOrder), asc(faqEntries.id)];

/** The published questions of the help page, as the storefront shows them in `language` (English where staff gave no translation). */
export async function listPublishedFaq(db: Queryable, language: Language): Promise<FaqEntry[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.isPublished, true))
    .orderBy(...helpPageOrder);
  return rows.map((row) => ({
    id: row.slug,
    category: row.category as FaqCategory,
    ...inLanguage({ question: row.question, answer: row.answer }, row.translations, language),
  }));
}

function toAdminFaqEntry(row: FaqRow): AdminFaqEntry {
  return {
    id: row.id,
    slug: row.slug,
    category: row.category as FaqCategory,
    question: row.question,
    answer: row.answer,
    is_published: row.isPublished,
    sort_order: row.sortOrder,
    updated_at: row.updatedAt.toISOString(),
    translations: everyTranslation(row.translations, { question: '', answer: '' }),
  };
}

/** What the audit log keeps of an entry: its editable fields. */
function audited({ id: _id, updated_at: _updated, ...fields }: AdminFaqEntry) {
  return fields;
}

/** Every entry, published or not, in the help page's order. */
export async function listAdminFaq(db: Queryable): Promise<AdminFaqEntry[]> {
  return (
    await db
      .select()
      .from(faqEntries)
      .orderBy(...helpPageOrder)
  ).map(toAdminFaqEntry);
}

async function lockedEntry(tx: Queryable, id: number): Promise<AdminFaqEntry> {
  const [row] = await tx.select().from(faqEntries).where(eq(faqEntries.id, id)).for('update');
  if (!row) throw notFound(FAQ_NOT_FOUND);
  return toAdminFaqEntry(row);
}

/** Adds an entry at the end of the help page. */
export async function createFaqEntry(db: Database, actor: AuditActor, values: FaqCreateValues): Promise<AdminFaqEntry> {
  return answeringSlugConflicts('FAQ entry', values.slug, () =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(faqEntries)
        .values({
          slug: values.slug,
          category: values.category,
          question: values.question,
          answer: values.answer,
          translations: mergeTranslations({}, values.translations),
          isPublished: values.is_published,
          sortOrder: sql`(select coalesce(max(${faqEntries.sortOrder}), 0) + 1 from ${faqEntries})`,
        })
        .returning();
      if (!row) throw new Error('the FAQ entry was not written');
      const created = toAdminFaqEntry(row);
      await recordCreation(tx, actor, 'faq', created.id, audited(created));
      return created;
    }),
  );
}

export async function updateFaqEntry(
  db: Database,
  actor: AuditActor,
  id: number,
  patch: FaqUpdateValues,
): Promise<AdminFaqEntry> {
  return answeringSlugConflicts('FAQ entry', patch.slug, () =>
    db.transaction(async (tx) => {
      const before = await lockedEntry(tx, id);
      const [row] = await tx
        .update(faqEntries)
        .set({
          slug: patch.slug,
          category: patch.category,
          question: patch.question,
          answer: patch.answer,
          translations: mergeTranslations(before.translations, patch.translations),
          isPublished: patch.is_published,
          updatedAt: new Date(),
        })
        .where(eq(faqEntries.id, id))
        .returning();
      if (!row) throw notFound(FAQ_NOT_FOUND);
      const after = toAdminFaqEntry(row);
      await recordContentChange(tx, actor, 'faq', id, audited(before), audited(after));
      return after;
    }),
  );
}

export async function deleteFaqEntry(db: Database, actor: AuditActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedEntry(tx, id);
    await tx.delete(faqEntries).where(eq(faqEntries.id, id));
    await recordAudit(tx, actor, { action: 'faq.delete', entity: 'faq', entityId: id, before: audited(before) });
  });
}

/** Numbers the entries 1, 2, 3… in the order of `ids`, which must name every entry once. */
export async function reorderFaq(db: Database, actor: AuditActor, ids: number[]): Promise<AdminFaqEntry[]> {
  return db.transaction(async (tx) => {
    const held = await tx
      .select({ id: faqEntries.id })
      .from(faqEntries)
      .orderBy(...helpPageOrder)
      .for('update');
    const heldIds = held.map((row) => row.id);
    if (ids.length !== heldIds.length || !heldIds.every((id) => ids.includes(id))) {
      throw fieldErrors({
        ids: ['Give every FAQ entry exactly once: the entries may have changed, reload the page.'],
      });
    }
    const cases = sql.join(
      ids.map((id, i) => sql`when ${id}::int then ${i + 1}::int`),
      sql` `,
    );
    await tx
      .update(faqEntries)
      .set({ sortOrder: sql`case ${faqEntries.id} ${cases} else ${faqEntries.sortOrder} end` });
    await recordAudit(tx, actor, {
      action: 'faq.reorder',
      entity: 'faq',
      entityId: 'all',
      before: { order: heldIds },
      after: { order: ids },
    });
    return listAdminFaq(tx);
  });
}
