import {
  ADMIN_STOCK_FILTER_LABELS,
  ADMIN_STOCK_FILTERS,
  type AdminProduct,
  type ProductBulkAction,
  stockStatus,
} from '@makerbazaar/core';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { Download, ImageOff, Pencil, Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useListParams } from '../components/list-params';
import { FilterToolbar } from '../kit/filter-toolbar';
import { LIST_PAGE_SIZE, ListPage } from '../kit/list-page';
import { Thumbnail } from '../kit/thumbnail';
import { useBulkUpdateProducts } from './api/bulk-update-products';
import { useExportProducts } from './api/export-products';
import { type ProductListFilters, useAdminProducts, useProductChoices } from './api/get-products';

const VISIBILITY_CHOICES = [
  { value: '', label: 'Active and hidden' },
  { value: 'true', label: 'Active only' },
  { value: 'false', label: 'Hidden only' },
];
const STOCK_CHOICES = [
  { value: '', label: 'Any stock' },
  ...ADMIN_STOCK_FILTERS.map((level) => ({ value: level, label: ADMIN_STOCK_FILTER_LABELS[level] })),
];

const STOCK_BADGE = { in: 'success', low: 'warning', out: 'destructive' } as const;

/** /admin/products: every product, hidden ones too, with filters in the URL, bulk changes and CSV. */
export default function ProductsPage() {
  const { params, page, setParams } = useListParams();
  const filters: ProductListFilters = {
    q: params.q,
    category: params.category,
    brand: params.brand,
    active: params.active,
    stock: params.stock,
    ordering: params.ordering,
  };
  const products = useAdminProducts(filters, page, LIST_PAGE_SIZE);
  const choices = useProductChoices();
  const exporting = useExportProducts();
  const [selection, setSelection] = useState<RowSelectionState>({});
  const selectedIds = Object.keys(selection)
    .filter((id) => selection[id])
    .map(Number);

  const columns = useMemo<ColumnDef<AdminProduct, unknown>[]>(
    () => [
      {
        id: 'name',
        header: 'Product',
        accessorFn: (product) => product.name,
        cell: ({ row: { original: product } }) => (
          <div className="flex w-72 items-center gap-3 xl:w-80">
            {product.image ? (
              <Thumbnail src={product.image} className="bg-white object-contain" />
            ) : (
              <span className="flex size-10 shrink-0 items-center justify-center rounded border bg-muted text-muted-foreground">
                <ImageOff className="size-4" aria-hidden />
              </span>
            )}
            <div className="min-w-0">
              <Link to={`/admin/products/${product.id}`} className="font-medium hover:underline">
                {product.name}
              </Link>
              <div className="truncate text-xs text-muted-foreground">
                {product.brand} · {product.slug}
              </div>
            </div>
          </div>
        ),
      },
      {
        id: 'category',
        header: 'Category',
        cell: ({ row }) => <span className="whitespace-nowrap">{row.original.category.name}</span>,
      },
      {
        id: 'price',
        header: 'Price',
        accessorFn: (product) => product.price,
        // Cheapest first on the first click, as a shop's own price sort does.
        sortDescFirst: false,
        cell: ({ row: { original: product } }) => (
          <div className="whitespace-nowrap tabular-nums">
            {formatRupees(product.price)}
            {product.original_price !== null ? (
              <div className="text-xs text-muted-foreground line-through">{formatRupees(product.original_price)}</div>
            ) : null}
          </div>
        ),
      },
      {
        id: 'stock',
        header: 'Stock',
        accessorFn: (product) => product.stock,
        // Fewest first: the products to restock.
        sortDescFirst: false,
        cell: ({ row: { original: product } }) => (
          <Badge variant={STOCK_BADGE[stockStatus(product.stock).level]} className="tabular-nums">
            {formatNumber(product.stock)}
          </Badge>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        cell: ({ row: { original: product } }) => (
          <div className="flex flex-wrap gap-1">
            {product.is_active ? <Badge variant="outline">Active</Badge> : <Badge variant="secondary">Hidden</Badge>}
            {product.is_featured ? <Badge variant="highlight">Featured</Badge> : null}
          </div>
        ),
      },
      {
        id: 'created_at',
        header: 'Added',
        accessorFn: (product) => product.created_at,
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.created_at)}</span>,
      },
      {
        id: 'actions',
        // Positioned, so the visually hidden text stays inside the table's scrolling box.
        header: () => (
          <span className="relative">
            <span className="sr-only">Actions</span>
          </span>
        ),
        cell: ({ row: { original: product } }) => (
          <div className="flex justify-end">
            <Button asChild variant="ghost" size="sm">
              <Link to={`/admin/products/${product.id}`} aria-label={`Edit ${product.name}`}>
                <Pencil aria-hidden /> <span className="hidden xl:inline">Edit</span>
              </Link>
            </Button>
          </div>
        ),
      },
    ],
    [],
  );

  function download() {
    exporting.mutate(filters, {
      onError: (error) =>
        toast.error((error instanceof ApiError && error.serverMessage) || 'The export failed. Try again.'),
    });
  }

  return (
    <ListPage
      title="Products"
      description="Every product, hidden ones too. Stock changes on a product’s page."
      actions={
        <>
          <Button variant="outline" onClick={download} disabled={exporting.isPending}>
            <Download aria-hidden /> {exporting.isPending ? 'Exporting…' : 'Export CSV'}
          </Button>
          <Button asChild variant="outline">
            <Link to="/admin/products/import">
              <Upload aria-hidden /> Import CSV
            </Link>
          </Button>
          <Button asChild>
            <Link to="/admin/products/new">
              <Plus aria-hidden /> New product
            </Link>
          </Button>
        </>
      }
      toolbar={
        <>
          <FilterToolbar
            compact
            label="Filter the products"
            searchLabel="Search products"
            placeholder="Name, brand or slug"
            filters={[
              {
                name: 'category',
                label: 'Category',
                options: [
                  { value: '', label: 'All categories' },
                  ...(choices.data?.categories ?? []).map((category) => ({
                    value: String(category.id),
                    label: `${category.name}${category.is_active ? '' : ' (hidden)'}`,
                  })),
                ],
              },
              {
                name: 'brand',
                label: 'Brand',
                options: [
                  { value: '', label: 'All brands' },
                  ...(choices.data?.brands ?? []).map((brand) => ({ value: brand, label: brand })),
                ],
              },
              { name: 'active', label: 'Visibility', options: VISIBILITY_CHOICES },
              { name: 'stock', label: 'Stock', options: STOCK_CHOICES },
            ]}
          />
          {selectedIds.length > 0 ? <BulkActions ids={selectedIds} onDone={() => setSelection({})} /> : null}
        </>
      }
      caption="Products"
      columns={columns}
      query={products}
      failed="The products could not be loaded."
      list={{ page, setParams }}
      ordering={{ current: params.ordering, default: '-created_at' }}
      selection={selection}
      onSelectionChange={setSelection}
      empty={
        Object.values(filters).some(Boolean)
          ? 'No product matches these filters.'
          : 'No products yet: add one, or import a CSV file.'
      }
    />
  );
}

const BULK_DONE: Record<ProductBulkAction, string> = {
  activate: 'shown in the shop',
  deactivate: 'hidden from the shop',
  set_category: 'moved',
};

/** What can be done to the chosen rows at once. */
function BulkActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkUpdateProducts();
  const choices = useProductChoices();
  const [category, setCategory] = useState('');

  function run(action: ProductBulkAction) {
    bulk.mutate(
      { action, ids, category: action === 'set_category' ? Number(category) : undefined },
      {
        onSuccess: ({ updated }) => {
          toast.success(
            updated === 0
              ? 'Nothing to change: the products were already so.'
              : `${formatNumber(updated)} ${updated === 1 ? 'product' : 'products'} ${BULK_DONE[action]}.`,
          );
          onDone();
        },
        onError: (error) =>
          toast.error((error instanceof ApiError && error.serverMessage) || 'The change failed. Try again.'),
      },
    );
  }

  return (
    <section
      aria-label="Bulk actions"
      className="mb-3 flex flex-wrap items-center gap-2 rounded-lg border border-primary/30 bg-primary/5 px-3 py-2"
    >
      <span className="mr-2 text-sm font-medium">{formatNumber(ids.length)} selected</span>
      <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => run('activate')}>
        Activate
      </Button>
      <Button size="sm" variant="outline" disabled={bulk.isPending} onClick={() => run('deactivate')}>
        Deactivate
      </Button>
      <div className="flex items-center gap-2">
        <Select
          aria-label="Move to category"
          className="w-48"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
        >
          <option value="">Move to category…</option>
          {choices.data?.categories.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </Select>
        <Button size="sm" variant="outline" disabled={bulk.isPending || !category} onClick={() => run('set_category')}>
          Move
        </Button>
      </div>
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onDone}>
        Clear selection
      </Button>
    </section>
  );
}
