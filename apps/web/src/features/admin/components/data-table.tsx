import type { Paginated } from '@makerbazaar/core';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

/** A server's sort order as one query value: `name` ascending, `-name` descending. */
export function toSorting(ordering: string | undefined): SortingState {
  if (!ordering) return [];
  return [{ id: ordering.replace(/^-/, ''), desc: ordering.startsWith('-') }];
}

export function toOrdering(sorting: SortingState): string | undefined {
  const [first] = sorting;
  return first ? `${first.desc ? '-' : ''}${first.id}` : undefined;
}

export interface DataTableProps<Row> {
  columns: ColumnDef<Row, unknown>[];
  /** One page of the list as the server answered it; undefined while the first page loads. */
  data: Pick<Paginated<Row>, 'count' | 'results'> | undefined;
  /** Without these, the whole list is one page, as for a list the server gives whole. */
  page?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** The server's sort order (`-created_at`); columns sort only when their id is a server field. */
  ordering?: string;
  onOrderingChange?: (ordering: string | undefined) => void;
  /**
   * Whether a third click on a sorted column leaves the rows unsorted. Not for a list the server
   * always sorts (a default order): there the click would show the same order again.
   */
  clearableSorting?: boolean;
  getRowId: (row: Row) => string;
  /** With these, the first column is a checkbox and the chosen rows' ids are kept here. */
  selection?: RowSelectionState;
  onSelectionChange?: (selection: RowSelectionState) => void;
  /**
   * Draws each row's `<tr>` with the table's `className` and cells, for rows that do more than show
   * (a sortable list's rows are dragged). A plain `<tr>` unless given.
   */
  rowFrame?: ComponentType<RowFrameProps<Row>>;
  empty: ReactNode;
  /** Why the list could not be loaded, shown instead of rows. */
  error?: ReactNode;
  caption: string;
}

/** What a DataTable hands the component that draws a row's `<tr>`. */
export interface RowFrameProps<Row> {
  row: Row;
  className: string;
  children: ReactNode;
}

function PlainRow<Row>({ className, children }: RowFrameProps<Row>) {
  return <tr className={className}>{children}</tr>;
}

/**
 * The back office's one table: server-side pages and sorting (TanStack Table in manual mode), an
 * optional selection for bulk actions, and a stable height while a page loads.
 */
export function DataTable<Row>({
  columns,
  data,
  page,
  pageSize,
  onPageChange,
  ordering,
  onOrderingChange,
  clearableSorting = true,
  getRowId,
  selection,
  onSelectionChange,
  rowFrame: RowFrame = PlainRow,
  empty,
  error,
  caption,
}: DataTableProps<Row>) {
  const selectable = selection !== undefined && onSelectionChange !== undefined;
  const table = useReactTable({
    data: data?.results ?? [],
    columns: selectable ? [selectColumn<Row>(), ...columns] : columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: clearableSorting,
    state: { sorting: toSorting(ordering), rowSelection: selection ?? {} },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(toSorting(ordering)) : updater;
      onOrderingChange?.(toOrdering(next));
    },
    enableRowSelection: selectable,
    onRowSelectionChange: (updater) => {
      if (!onSelectionChange) return;
      onSelectionChange(typeof updater === 'function' ? updater(selection ?? {}) : updater);
    },
  });
  const count = data?.count ?? 0;
  const paged = page !== undefined && pageSize !== undefined && onPageChange !== undefined;

  return (
    <div className="rounded-lg border bg-card">
      <div className="relative overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b bg-muted/40 text-left text-xs uppercase tracking-wide text-muted-foreground">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sortable = header.column.getCanSort() && onOrderingChange !== undefined;
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="px-3 py-2.5 font-medium whitespace-nowrap"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.isPlaceholder ? null : sortable ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 uppercase hover:text-foreground"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {flexRender(header.column.columnDef.header, header.getContext())}
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-3.5" aria-hidden />
                          ) : (
                            <ArrowUpDown className="size-3.5 opacity-50" aria-hidden />
                          )}
                        </button>
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {error ? (
              <tr>
                <td colSpan={table.getAllColumns().length} className="px-3 py-10 text-center text-destructive">
                  {error}
                </td>
              </tr>
            ) : data === undefined ? (
              Array.from({ length: Math.min(pageSize ?? 8, 8) }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={index} className="border-b last:border-0">
                  <td colSpan={table.getAllColumns().length} className="px-3 py-3">
                    <Skeleton className="h-5 w-full" />
                  </td>
                </tr>
              ))
            ) : table.getRowModel().rows.length === 0 ? (
              <tr>
                <td colSpan={table.getAllColumns().length} className="px-3 py-10 text-center text-muted-foreground">
                  {empty}
                </td>
              </tr>
            ) : (
              table.getRowModel().rows.map((row) => (
                <RowFrame
                  key={row.id}
                  row={row.original}
                  className={cn('border-b last:border-0 hover:bg-muted/30', row.getIsSelected() && 'bg-primary/5')}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id} className="px-3 py-2.5 align-middle">
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </RowFrame>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t px-3 py-2.5 text-sm text-muted-foreground">
        {paged ? (
          <Pages count={count} page={page} pageSize={pageSize} onPageChange={onPageChange} />
        ) : (
          <span aria-live="polite">{count === 0 ? 'No results' : `${formatNumber(count)} in all`}</span>
        )}
      </div>
    </div>
  );
}

/** Where this page stands in the list, and the way to the pages before and after it. */
function Pages({
  count,
  page,
  pageSize,
  onPageChange,
}: {
  count: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(count, page * pageSize);
  return (
    <>
      <span aria-live="polite">
        {count === 0 ? 'No results' : `${formatNumber(first)}–${formatNumber(last)} of ${formatNumber(count)}`}
      </span>
      <div className="flex items-center gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page - 1)}
          disabled={page <= 1}
          aria-label="Previous page"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </Button>
        <span>
          Page {formatNumber(page)} of {formatNumber(pages)}
        </span>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onPageChange(page + 1)}
          disabled={page >= pages}
          aria-label="Next page"
        >
          <ChevronRight className="size-4" aria-hidden />
        </Button>
      </div>
    </>
  );
}

function selectColumn<Row>(): ColumnDef<Row, unknown> {
  return {
    id: 'select',
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all on this page"
        checked={table.getIsAllPageRowsSelected() ? true : table.getIsSomePageRowsSelected() ? 'indeterminate' : false}
        onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label="Select row"
        checked={row.getIsSelected()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
    ),
  };
}
