import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A column of a SimpleTable: its heading and the heading's padding and alignment. */
export interface TableColumn {
  label: ReactNode;
  className?: string;
}

/**
 * A small table a screen shows whole (an order's items, an import's report): a caption for screen
 * readers, the column headings, and the rows the screen draws. Lists with pages use DataTable.
 */
export function SimpleTable({
  caption,
  columns,
  headClassName = 'border-b bg-muted/40',
  children,
}: {
  caption: string;
  columns: TableColumn[];
  /** The heading row's look: a tinted band by default. */
  headClassName?: string;
  children: ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className={cn('text-left text-xs uppercase tracking-wide text-muted-foreground', headClassName)}>
        <tr>
          {columns.map((column, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for the table's life
            <th key={index} scope="col" className={cn('font-medium', column.className)}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
