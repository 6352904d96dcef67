import type { ReactNode } from 'react';
import { RetryButton } from '@/components/ui/retry-button';
import { ApiError } from '@/lib/api-client';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable, type DataTableProps } from '../components/data-table';
import type { useListParams } from '../components/list-params';
import type { DetailQuery } from './detail-page';

/** What a list screen needs of its query: TanStack Query's result fits. */
export type ListQuery<Page> = DetailQuery<Page>;

/**
 * Why a list is not shown, with Retry: the server's own words for a request it refused (a filter
 * it cannot apply), otherwise `failed` ("The orders could not be loaded.").
 */
export function ListError({ query, failed }: { query: ListQuery<unknown>; failed: string }) {
  const refused = query.error instanceof ApiError && query.error.status === 400 && query.error.serverMessage;
  return (
    <div className="flex flex-col items-center gap-3">
      {refused || failed}
      <RetryButton variant="outline" size="sm" busy={query.isFetching} onRetry={query.refetch} />
    </div>
  );
}

/**
 * A back-office list screen: its title and actions, a toolbar of filters, and the DataTable of the
 * query's page, whose page number and sort order live in the address bar (`useListParams`).
 */
/** Rows a page of a back-office list holds unless the screen says otherwise. */
export const LIST_PAGE_SIZE = 25;

export function ListPage<Row extends { id: number | string }>({
  title,
  description,
  actions,
  toolbar,
  query,
  failed,
  list,
  ordering,
  pageSize = LIST_PAGE_SIZE,
  getRowId = (row) => String(row.id),
  ...table
}: Omit<
  DataTableProps<Row>,
  'data' | 'error' | 'page' | 'onPageChange' | 'ordering' | 'onOrderingChange' | 'pageSize' | 'getRowId'
> & {
  pageSize?: number;
  /** The row's id by default. */
  getRowId?: (row: Row) => string;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  toolbar?: ReactNode;
  query: ListQuery<DataTableProps<Row>['data']>;
  /** "The orders could not be loaded." */
  failed: string;
  list: Pick<ReturnType<typeof useListParams>, 'page' | 'setParams'>;
  /** The sort order asked for and the server's own, which the address leaves out. */
  ordering?: { current: string | undefined; default: string | undefined };
}) {
  const { page, setParams } = list;
  return (
    <>
      <AdminPageHeader title={title} description={description} actions={actions} />
      {toolbar}
      <DataTable
        {...table}
        pageSize={pageSize}
        getRowId={getRowId}
        data={query.data}
        page={page}
        onPageChange={(next) => setParams({ page: next })}
        ordering={ordering ? (ordering.current ?? ordering.default) : undefined}
        onOrderingChange={
          ordering ? (next) => setParams({ ordering: next === ordering.default ? undefined : next }) : undefined
        }
        clearableSorting={ordering?.default === undefined}
        error={query.error ? <ListError query={query} failed={failed} /> : undefined}
      />
    </>
  );
}
