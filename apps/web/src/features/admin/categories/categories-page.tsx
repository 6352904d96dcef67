import { arrayMove } from '@dnd-kit/sortable';
import type { AdminCategory } from '@makerbazaar/core';
import { ExternalLink, FolderPlus, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPageHeader } from '../components/admin-page';
import { SortableList, useSortableRow } from '../components/sortable-list';
import { Loaded } from '../kit/loaded';
import { RowSwitch } from '../kit/switch-field';
import { useAdminCategories, useReorderCategories, useUpdateCategory } from './api/categories';
import { CategoryDialog } from './category-dialog';

function messageOf(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.serverMessage) || fallback;
}

/** /admin/categories: the shop's categories in menu order; drag to reorder, switch to hide, edit in a dialog. */
export default function CategoriesPage() {
  const categories = useAdminCategories();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <AdminPageHeader
        title="Categories"
        description="The shop’s menus list active categories in this order. Drag a row, or focus its handle and use the arrow keys, to move it."
        actions={
          <Button onClick={() => setCreating(true)}>
            <FolderPlus aria-hidden /> New category
          </Button>
        }
      />
      <CategoryDialog open={creating} onOpenChange={setCreating} />
      <Loaded
        query={categories}
        failed="The categories could not be loaded."
        loading={['h-16', 'h-16', 'h-16', 'h-16']}
      >
        {({ results }) =>
          results.length === 0 ? (
            <EmptyState title="No categories yet" description="Products belong to a category: create the first one." />
          ) : (
            <SortableCategories categories={results} />
          )
        }
      </Loaded>
    </>
  );
}

function SortableCategories({ categories }: { categories: AdminCategory[] }) {
  const reorder = useReorderCategories();
  // The dragged order, shown while the list it was dragged from is the one the server last gave.
  const [dragged, setDragged] = useState<{ from: AdminCategory[]; ids: number[] } | null>(null);
  const order = dragged?.from === categories ? dragged.ids : categories.map((category) => category.id);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const shown = order.flatMap((id) => byId.get(id) ?? []);
  const ids = shown.map((category) => category.id);

  function move(from: number, to: number) {
    const next = arrayMove(ids, from, to);
    setDragged({ from: categories, ids: next });
    reorder.mutate(next, {
      onSuccess: () => toast.success('The new order is live in the shop.'),
      onError: (error) => {
        setDragged(null);
        toast.error(messageOf(error, 'The new order was not saved. Try again.'));
      },
    });
  }

  return (
    <SortableList ids={ids} what="a category" onMove={move}>
      <ol className="grid gap-2" aria-label="Categories in shop order">
        {shown.map((category, index) => (
          <CategoryRow key={category.id} category={category} position={index + 1} />
        ))}
      </ol>
    </SortableList>
  );
}

function CategoryRow({ category, position }: { category: AdminCategory; position: number }) {
  const { row, handle } = useSortableRow(category.id, `Move ${category.name}, position ${position}`);
  const update = useUpdateCategory();
  const [editing, setEditing] = useState(false);

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
    <li
      ref={row.ref}
      style={row.style}
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-lg border bg-card px-3 py-2.5',
        row.className,
        !category.is_active && 'bg-muted/40',
      )}
    >
      {handle}
      <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">{position}</span>
      <span aria-hidden="true" className="w-7 shrink-0 text-center text-xl">
        {category.icon ?? '📦'}
      </span>
      <div className="min-w-0 flex-1">
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
      <RowSwitch
        checked={category.is_active}
        busy={update.isPending}
        onCheckedChange={setActive}
        label={`Show ${category.name} in the shop`}
        state={category.is_active ? 'Shown' : 'Hidden'}
      />
      <div className="flex shrink-0 items-center">
        {category.is_active ? (
          <Button variant="ghost" size="icon-sm" asChild>
            <Link to={`/category/${category.slug}`} target="_blank" aria-label={`Open ${category.name} in the shop`}>
              <ExternalLink aria-hidden />
            </Link>
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label={`Edit ${category.name}`}>
          <Pencil aria-hidden />
          <span className="hidden sm:inline">Edit</span>
        </Button>
      </div>
      <CategoryDialog category={category} open={editing} onOpenChange={setEditing} />
    </li>
  );
}
