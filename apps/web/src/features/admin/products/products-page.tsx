import {
  ADMIN_STOCK_FILTER_LABELS,
  ADMIN_STOCK_FILTERS,
  type AdminProduct,
  type ProductBulkAction,
  stockStatus,
} from '@makerbazaar/core';
import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import { Download, ImageOff, Pencil, Plus, Search, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { RetryButton } from '@/components/ui/retry-button';
import { Select } from '@/components/ui/select';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { useListParams } from '../components/list-params';
import { useTypedSearch } from '../components/use-typed-search';
import { useBulkUpdateProducts } from './api/bulk-update-products';
import { useExportProducts } from './api/export-products';
import { type ProductListFilters, useAdminProducts, useProductChoices } from './api/get-products';

const PAGE_SIZE = 25;

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
  const products = useAdminProducts(filters, page, PAGE_SIZE);
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
              <img
                src={product.image}
                alt=""
                width={40}
                height={40}
                loading="lazy"
                decoding="async"
                className="size-10 shrink-0 rounded border bg-white object-contain"
              />
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
    <>
      <AdminPageHeader
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
      />
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(14rem,2fr)_repeat(4,minmax(9rem,1fr))]">
        <SearchBox value={params.q ?? ''} onSearch={(q) => setParams({ q })} />
        <Select
          aria-label="Category"
          value={params.category ?? ''}
          onChange={(event) => setParams({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {choices.data?.categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
              {category.is_active ? '' : ' (hidden)'}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Brand"
          value={params.brand ?? ''}
          onChange={(event) => setParams({ brand: event.target.value })}
        >
          <option value="">All brands</option>
          {choices.data?.brands.map((brand) => (
            <option key={brand} value={brand}>
              {brand}
            </option>
          ))}
        </Select>
        <Select
          aria-label="Visibility"
          value={params.active ?? ''}
          onChange={(event) => setParams({ active: event.target.value })}
        >
          <option value="">Active and hidden</option>
          <option value="true">Active only</option>
          <option value="false">Hidden only</option>
        </Select>
        <Select
          aria-label="Stock"
          value={params.stock ?? ''}
          onChange={(event) => setParams({ stock: event.target.value })}
        >
          <option value="">Any stock</option>
          {ADMIN_STOCK_FILTERS.map((level) => (
            <option key={level} value={level}>
              {ADMIN_STOCK_FILTER_LABELS[level]}
            </option>
          ))}
        </Select>
      </div>
      {selectedIds.length > 0 ? <BulkActions ids={selectedIds} onDone={() => setSelection({})} /> : null}
      <DataTable
        caption="Products"
        columns={columns}
        data={products.data}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => setParams({ page: next })}
        ordering={params.ordering ?? '-created_at'}
        onOrderingChange={(ordering) => setParams({ ordering })}
        getRowId={(product) => String(product.id)}
        selection={selection}
        onSelectionChange={setSelection}
        empty={
          Object.values(filters).some(Boolean)
            ? 'No product matches these filters.'
            : 'No products yet: add one, or import a CSV file.'
        }
        error={
          products.error ? (
            <div className="flex flex-col items-center gap-3">
              {(products.error instanceof ApiError && products.error.serverMessage) ||
                'The products could not be loaded.'}
              <RetryButton variant="outline" size="sm" busy={products.isFetching} onRetry={() => products.refetch()} />
            </div>
          ) : undefined
        }
      />
    </>
  );
}

/** The search field: the URL (and the list) follow the typing once it pauses. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [typed, setTyped] = useTypedSearch(value, onSearch);
  return (
    <div className="relative sm:col-span-2 lg:col-span-1">
      <Search
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden
      />
      <Input
        type="search"
        aria-label="Search products"
        placeholder="Name, brand or slug"
        className="pl-9"
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
      />
    </div>
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
