import type { AdminContentListQuery } from '@makerbazaar/core';
import { and, eq, ilike, or } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containing } from './like-pattern.js';

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
