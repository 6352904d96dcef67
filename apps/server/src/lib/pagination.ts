import type { Paginated } from '@makerbazaar/core';
import { desc, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import { notFound } from './errors.js';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export function pageOffset({ page, pageSize }: PageRequest): number {
  return (page - 1) * pageSize;
}

/** How many rows of `table` match `where`: a list's `count`, whichever page is shown. */
export async function countRows(db: Queryable, table: PgTable, where?: SQL): Promise<number> {
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return total?.n ?? 0;
}

/** One page of a query's rows; the query is made dynamic first (drizzle's `.$dynamic()`). */
export function onePage<Query extends PgSelect>(query: Query, page: PageRequest) {
  return query.limit(page.pageSize).offset(pageOffset(page));
}

/** A table whose rows are listed newest first: by when each was written, then by id. */
type WrittenTable = PgTable & { id: PgColumn; createdAt: PgColumn };

/** One page of the rows of `table` that match `where`, newest first, and how many match in all. */
export async function newestFirst<Table extends WrittenTable>(
  db: Queryable,
  table: Table,
  where: SQL | undefined,
  page: PageRequest,
): Promise<{ total: number; rows: Table['$inferSelect'][] }> {
  const total = await countRows(db, table, where);
  const newest = db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id));
  return { total, rows: (await onePage(newest.$dynamic(), page)) as Table['$inferSelect'][] };
}

function withPage(url: string, page: number): string {
  const [path, query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  if (page === 1) params.delete('page');
  else params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : `${path}`;
}

/**
 * Wraps one page of results as DRF does; `next`/`previous` keep the request's other parameters.
 * A page past the end is a 404 'Invalid page.', as in DRF.
 */
export function paginate<T>(url: string, request: PageRequest, count: number, results: T[]): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(count / request.pageSize));
  if (request.page > lastPage) throw notFound('Invalid page.');
  return {
    count,
    next: request.page < lastPage ? withPage(url, request.page + 1) : null,
    previous: request.page > 1 ? withPage(url, request.page - 1) : null,
    results,
  };
}
