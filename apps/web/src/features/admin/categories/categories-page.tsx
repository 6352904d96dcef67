import { arrayMove } from '@dnd-kit/sortable';
import type { AdminCategory } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { ExternalLink, FolderPlus, Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable, type RowFrameProps } from '../components/data-table';
import { SortableList, SortableTableRow, SortHandle } from '../components/sortable-list';
import { ListError } from '../kit/list-page';
import { RowSwitch } from '../kit/switch-field';
import { useEditDialog } from '../kit/use-edit-dialog';
import { useAdminCategories, useReorderCategories, useUpdateCategory } from './api/categories';
import { CategoryDialog } from './category-dialog';

function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** A category where the list shows it: its place in the shop's menus, counted from 1. */
type PlacedCategory = AdminCategory & { position: number };

function categoryColumns(edit: (category: AdminCategory) => void): ColumnDef<PlacedCategory, unknown>[] {
  return [
    {
      id: 'move',
      header: () => <span className="sr-only">Move</span>,
      cell: () => <SortHandle />,
    },
    {
      id: 'position',
      header: '#',
      cell: ({ row }) => <span className="text-muted-foreground tabular-nums">{row.original.position}</span>,
    },
    {
      id: 'name',
      header: 'Category',
      cell: ({ row: { original: category } }) => (
        <div className="flex min-w-0 items-center gap-3">
          <span aria-hidden="true" className="w-7 shrink-0 text-center text-xl">
            {category.icon ?? '📦'}
          </span>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className={cn('font-medium', !category.is_active && 'text-muted-foreground')}>{category.name}</span>
              {category.is_active ? null : <Badge variant="outline">Hidden</Badge>}
            </div>
            <div className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              <span className="[overflow-wrap:anywhere]">/{category.slug}</span>
              <span>
                {formatNumber(category.products_count)} {category.products_count === 1 ? 'product' : 'products'}
              </span>
            </div>
          </div>
        </div>
      ),
    },
    {
      id: 'shown',
      header: 'In the shop',
      cell: ({ row }) => <ShownSwitch category={row.original} />,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: category } }) => (
        <div className="flex justify-end">
          {category.is_active ? (
            <Button variant="ghost" size="icon-sm" asChild>
              <Link to={`/category/${category.slug}`} target="_blank" aria-label={`Open ${category.name} in the shop`}>
                <ExternalLink aria-hidden />
              </Link>
            </Button>
          ) : null}
          <Button variant="ghost" size="sm" onClick={() => edit(category)} aria-label={`Edit ${category.name}`}>
            <Pencil aria-hidden />
            <span className="hidden sm:inline">Edit</span>
          </Button>
        </div>
      ),
    },
  ];
}

/** A category's row, dragged by the grip in its first cell; a hidden one is greyed. */
function CategoryRowFrame({ row: category, className, children }: RowFrameProps<PlacedCategory>) {
  return (
    <SortableTableRow
      id={category.id}
      label={`Move ${category.name}, position ${category.position}`}
      className={cn(className, !category.is_active && 'bg-muted/40')}
    >
      {children}
    </SortableTableRow>
  );
}

/**
 * /admin/categories: the shop's categories in menu order; drag a row (or move it with the keyboard)
 * to reorder, switch to hide, edit in a dialog.
 */
export default function CategoriesPage() {
  const categories = useAdminCategories();
  const reorder = useReorderCategories();
  const { edit, create, dialog } = useEditDialog<AdminCategory>();
  const columns = useMemo(() => categoryColumns(edit), [edit]);
  // The dragged order, shown while the list it was dragged from is the one the server last gave.
  const [dragged, setDragged] = useState<{ from: AdminCategory[]; ids: number[] } | null>(null);
  const served = categories.data?.results;
  const ids = served ? (dragged?.from === served ? dragged.ids : served.map((category) => category.id)) : [];
  const byId = new Map(served?.map((category) => [category.id, category]));
  const shown = ids.flatMap((id, index) => {
    const category = byId.get(id);
    return category ? [{ ...category, position: index + 1 }] : [];
  });

  function move(from: number, to: number) {
    if (!served) return;
    const next = arrayMove(ids, from, to);
    setDragged({ from: served, ids: next });
    reorder.mutate(next, {
      onSuccess: () => toast.success('The new order is live in the shop.'),
      onError: (error) => {
        setDragged(null);
        toast.error(messageOf(error, 'The new order was not saved. Try again.'));
      },
    });
  }

  return (
    <>
      <AdminPageHeader
        title="Categories"
        description="The shop’s menus list active categories in this order. Drag a row, or focus its handle and use the arrow keys, to move it."
        actions={
          <Button onClick={create}>
            <FolderPlus aria-hidden /> New category
          </Button>
        }
      />
      <CategoryDialog {...dialog} />
      <SortableList ids={ids} what="a category" onMove={move}>
        <DataTable
          caption="Categories in shop order"
          columns={columns}
          data={served && { count: shown.length, results: shown }}
          getRowId={(category) => String(category.id)}
          rowFrame={CategoryRowFrame}
          empty="No categories yet. Products belong to a category: create the first one."
          error={
            categories.error ? <ListError query={categories} failed="The categories could not be loaded." /> : undefined
          }
        />
      </SortableList>
    </>
  );
}

/** Shows or hides a category in the shop at once. */
function ShownSwitch({ category }: { category: AdminCategory }) {
  const update = useUpdateCategory();
  function setActive(isActive: boolean) {
    update.mutate(
      { id: category.id, is_active: isActive },
      {
        onSuccess: (saved) =>
          toast.success(
            saved.is_active ? `${saved.name} is shown in the shop.` : `${saved.name} is hidden from the shop.`,
          ),
        onError: (error) => toast.error(messageOf(error, 'The change was not saved. Try again.')),
      },
    );
  }
  return (
    <RowSwitch
      checked={category.is_active}
      busy={update.isPending}
      onCheckedChange={setActive}
      label={`Show ${category.name} in the shop`}
      state={category.is_active ? 'Shown' : 'Hidden'}
    />
  );
}
