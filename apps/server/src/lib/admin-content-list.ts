import type { AdminContentListQuery } from '@makerbazaar/core';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { type AuditActor, type AuditedFields, recordAudit } from '../modules/audit/audit.service.js';
import { containing } from './like-pattern.js';

// What the back office's content services (courses, projects, the FAQ) share.

/**
 * What a back-office content list (courses, projects) asks of its table: words in the title or slug,
 * and published or not; and the page it wants.
 */
export function adminContentSelection(
  table: { title: PgColumn; slug: PgColumn; isActive: PgColumn },
  query: AdminContentListQuery,
) {
  const pattern = query.q ? containing(query.q) : undefined;
  return {
    where: and(
      pattern ? or(ilike(table.title, pattern), ilike(table.slug, pattern)) : undefined,
      query.published === undefined ? undefined : eq(table.isActive, query.published),
    ),
    page: { page: query.page, pageSize: query.page_size },
  };
}

/**
 * Records a change of a content entry in the audit log: `<entity>.publish` or `<entity>.unpublish`
 * when only `is_published` changed, `<entity>.update` otherwise.
 */
export async function recordContentChange(
  tx: Queryable,
  actor: AuditActor,
  entity: 'course' | 'project' | 'faq',
  entityId: number,
  before: AuditedFields,
  after: AuditedFields,
): Promise<void> {
  // Values are compared by what they hold: lists and translations are objects.
  const changed = Object.keys(after).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  const published = after.is_published ? 'publish' : 'unpublish';
  const action = changed.length === 1 && changed[0] === 'is_published' ? published : 'update';
  await recordAudit(tx, actor, { action: `${entity}.${action}`, entity, entityId, before, after });
}
