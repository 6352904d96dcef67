import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { LayoutGrid, SearchX, SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { NotFoundState } from '@/components/ui/load-problem';
import { PageContainer } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { categoryQueryOptions } from './api/get-categories';
import { useListingPages } from './api/get-listing';
import { CategoryIcon } from './category-icon';
import { ActiveFilterChips } from './components/active-filter-chips';
import { FacetPanel } from './components/facet-panel';
import { FiltersAside } from './components/filters-aside';
import { GRID_FIRST_ROW } from './components/product-grid';
import { ProductResults } from './components/product-results';
import { ProductsEmptyState } from './components/products-empty-state';
import { SortSelect } from './components/sort-select';
import {
  clearFilters,
  hasFilters,
  type ListingChange,
  listingApiParams,
  useListingState,
  withFilters,
} from './listing-filters';

export default function CategoryPage() {
  const { categoryId = '' } = useParams();
  const { t } = useLingui();
  const productCount = (count: number) => {
    const shown = formatNumber(count);
    return t`${plural(count, { one: `${shown} product`, other: `${shown} products` })}`;
  };
  const [urlState, goToListing] = useListingState();
  // The page's own category is the only one: a `category=` in its URL means nothing here.
  const state = { ...urlState, categories: [] };
  const go = (change: ListingChange, replace?: boolean) =>
    goToListing((current) => change({ ...current, categories: [] }), replace);
  const [showFilters, setShowFilters] = useState(false);
  const category = useQuery(categoryQueryOptions(categoryId));
  const name = category.data?.name;
  const count = category.data?.products_count ?? 0;
  usePageTitle(name !== undefined ? t`${name} — buy online in India` : undefined);
  const products = useListingPages(
    '/products/',
    { ...listingApiParams(state), category: [categoryId], facets: 'true' },
    state.page,
  );
  // The brands, price ranges and specifications present in this category, with their counts.
  const facets = products.data?.facets;
  const filtered = hasFilters(state);

  if (category.isError && category.error instanceof ApiError && category.error.status === 404) {
    return (
      <PageContainer className="py-12">
        <NotFoundState
          icon={<SearchX />}
          title={t`Category Not Found`}
          description={t`The category you're looking for doesn't exist.`}
          link={{ to: '/categories', label: <Trans>Back to Categories</Trans> }}
        />
      </PageContainer>
    );
  }

  const filterPanel = <FacetPanel state={state} facets={facets && { ...facets, categories: [] }} onChange={go} />;

  return (
    <PageContainer className="py-6 sm:py-8">
      <Breadcrumb
        items={[
          { label: t`Home`, to: '/' },
          { label: t`Categories`, to: '/categories' },
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
                  <Badge variant="secondary">
                    <Plural value={count} one="# product" other="# products" />
                  </Badge>
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
          <ButtonLink variant="outline" to="/categories">
            <LayoutGrid /> <Trans>All Categories</Trans>
          </ButtonLink>
          <Button
            variant="outline"
            className="lg:hidden"
            aria-expanded={showFilters}
            aria-controls="category-filters"
            onClick={() => setShowFilters((v) => !v)}
          >
            <SlidersHorizontal /> <Trans>Filters</Trans>
          </Button>
        </div>
      </header>
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        <FiltersAside id="category-filters-heading">{filterPanel}</FiltersAside>
        <div className="min-w-0 space-y-4">
          {showFilters ? (
            <div id="category-filters" className="rounded-lg border bg-card p-4 lg:hidden">
              {filterPanel}
            </div>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="mr-auto text-sm font-medium text-muted-foreground">
              {products.data ? productCount(products.data.count) : ''}
            </p>
            <SortSelect
              value={state.ordering}
              onChange={(ordering) => go((current) => withFilters(current, { ordering }))}
            />
          </div>
          <ActiveFilterChips state={state} onChange={go} />
          <h2 className="sr-only">
            {name !== undefined ? <Trans>Products in {name}</Trans> : <Trans>Products in this category</Trans>}
          </h2>
          <ProductResults
            listing={products}
            priorityCount={GRID_FIRST_ROW}
            onLoadMore={() => go((current) => ({ ...current, page: current.page + 1 }), true)}
            empty={<ProductsEmptyState inCategory filtered={filtered} onClearFilters={() => go(clearFilters)} />}
          />
        </div>
      </div>
    </PageContainer>
  );
}
