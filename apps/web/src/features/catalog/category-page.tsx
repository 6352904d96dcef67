import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LayoutGrid, SearchX, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, PageContainer } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { categoryQueryOptions } from './api/get-categories';
import { productPagesQueryOptions } from './api/get-products';
import { Breadcrumb } from './breadcrumb';
import { CategoryIcon } from './category-icon';
import { ActiveFilterChips } from './components/active-filter-chips';
import { LazyFilterPanel } from './components/lazy-filter-panel';
import { ProductResults } from './components/product-results';
import { ProductsEmptyState } from './components/products-empty-state';
import { SortSelect } from './components/sort-select';
import { type CatalogFilters, DEFAULT_FILTERS, filtersToParams, isDefaultFilters, SORTS } from './filter-state';

export default function CategoryPage() {
  const { categoryId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = SORTS[searchParams.get('sort') ?? ''] ? (searchParams.get('sort') as string) : 'featured';
  const [filters, setFilters] = useState<CatalogFilters>(DEFAULT_FILTERS);
  const [showFilters, setShowFilters] = useState(false);
  const category = useQuery(categoryQueryOptions(categoryId));
  // The category's own slug wins over the panel's category choices on this page.
  const params = { ...filtersToParams(filters), category: [categoryId], ordering: SORTS[sort]?.ordering };
  const products = useInfiniteQuery({ ...productPagesQueryOptions(params), enabled: category.isSuccess });

  if (category.isError && category.error instanceof ApiError && category.error.status === 404) {
    return (
      <PageContainer className="py-12">
        <EmptyState
          icon={<SearchX />}
          title="Category Not Found"
          description="The category you're looking for doesn't exist."
        >
          <Button asChild>
            <Link to="/categories">Back to Categories</Link>
          </Button>
        </EmptyState>
      </PageContainer>
    );
  }

  function changeSort(next: string) {
    const updated = new URLSearchParams(searchParams);
    if (next === 'featured') updated.delete('sort');
    else updated.set('sort', next);
    setSearchParams(updated, { replace: true, preventScrollReset: true });
  }

  const filterPanel = (
    <LazyFilterPanel filters={{ ...filters, categories: [] }} onChange={(f) => setFilters({ ...f, categories: [] })} />
  );

  return (
    <PageContainer className="py-6 sm:py-8">
      <Breadcrumb
        items={[
          { label: 'Home', to: '/' },
          { label: 'Categories', to: '/categories' },
          { label: category.data?.name ?? '…' },
        ]}
      />
      <header className="mb-6 flex flex-col gap-4 rounded-xl border bg-card p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
        <div className="flex items-start gap-4">
          <span className="rounded-xl bg-secondary p-3 text-secondary-foreground">
            <CategoryIcon slug={categoryId} name={category.data?.name ?? ''} className="size-7" />
          </span>
          <div className="min-w-0">
            {category.data ? (
              <>
                <div className="flex flex-wrap items-center gap-2">
                  <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{category.data.name}</h1>
                  <Badge variant="secondary">{category.data.products_count} products</Badge>
                </div>
                <p className="mt-1.5 max-w-2xl text-muted-foreground">{category.data.description}</p>
              </>
            ) : (
              <>
                <Skeleton className="h-8 w-48" />
                <Skeleton className="mt-2 h-4 w-80 max-w-full" />
              </>
            )}
          </div>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" asChild>
            <Link to="/categories">
              <LayoutGrid /> All Categories
            </Link>
          </Button>
          <Button
            variant="outline"
            className="lg:hidden"
            aria-expanded={showFilters}
            aria-controls="category-filters"
            onClick={() => setShowFilters((v) => !v)}
          >
            <SlidersHorizontal /> Filters
          </Button>
        </div>
      </header>
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <aside className="hidden rounded-lg border bg-card p-4 lg:block lg:self-start">{filterPanel}</aside>
        <div className="min-w-0 space-y-4">
          {showFilters ? (
            <div id="category-filters" className="rounded-lg border bg-card p-4 lg:hidden">
              {filterPanel}
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ActiveFilterChips filters={filters} onChange={setFilters} />
            <SortSelect value={sort} onChange={changeSort} />
          </div>
          <h2 className="sr-only">Products in {category.data?.name ?? 'this category'}</h2>
          <ProductResults
            data={products.data}
            isPending={products.isPending}
            hasNextPage={products.hasNextPage}
            isFetchingNextPage={products.isFetchingNextPage}
            fetchNextPage={() => void products.fetchNextPage()}
            empty={<ProductsEmptyState inCategory filtered={!isDefaultFilters(filters)} />}
          />
        </div>
      </div>
    </PageContainer>
  );
}
