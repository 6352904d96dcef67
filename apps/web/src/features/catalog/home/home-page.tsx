import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SlidersHorizontal } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page';
import { categoriesQueryOptions } from '../api/get-categories';
import { productPagesQueryOptions } from '../api/get-products';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { LazyFilterPanel } from '../components/lazy-filter-panel';
import { ProductResults } from '../components/product-results';
import { ProductsEmptyState } from '../components/products-empty-state';
import { SortSelect } from '../components/sort-select';
import { type CatalogFilters, DEFAULT_FILTERS, filtersToParams, isDefaultFilters, SORTS } from '../filter-state';
import { CategorySidebar } from './category-sidebar';
import { CategoryTiles } from './category-tiles';
import { DataSourceBanner } from './data-source-banner';
import { FeaturedSlideshow } from './featured-slideshow';
import { Hero } from './hero';

export function HomePage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const sort = searchParams.get('sort') ?? 'featured';
  const ordering = SORTS[sort]?.ordering;
  const [filters, setFilters] = useState<CatalogFilters>(DEFAULT_FILTERS);
  const [showMobileFilters, setShowMobileFilters] = useState(false);

  const products = useInfiniteQuery(productPagesQueryOptions({ ...filtersToParams(filters), ordering }));
  const { data: categories } = useQuery(categoriesQueryOptions());
  // The bundled list is only downloaded when the live catalogue cannot be reached.
  const fallback = useQuery({
    queryKey: ['fallback-products'],
    queryFn: async () => (await import('./fallback-products')).FALLBACK_PRODUCTS,
    enabled: products.isError,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const source = products.isError ? 'fallback' : 'live';
  const liveCount = categories?.reduce((sum, c) => sum + c.products_count, 0) ?? products.data?.pages[0]?.count ?? 0;
  const filtered = !isDefaultFilters(filters);

  function changeSort(next: string) {
    const params = new URLSearchParams(searchParams);
    if (next === 'featured') params.delete('sort');
    else params.set('sort', next);
    setSearchParams(params, { replace: true, preventScrollReset: true });
  }

  return (
    <>
      <Hero />
      <PageContainer className="space-y-10 py-8 sm:py-10">
        <CategoryTiles />
        <FeaturedSlideshow />
        <section id="products" aria-labelledby="products-heading" className="scroll-mt-32 space-y-4">
          {products.isPending && !products.isError ? null : (
            <DataSourceBanner source={source} productCount={liveCount} />
          )}
          <div className="grid gap-8 lg:grid-cols-[16rem_1fr]">
            <aside className="hidden space-y-6 lg:block">
              <CategorySidebar />
              <div className="rounded-lg border bg-card p-4">
                <LazyFilterPanel filters={filters} onChange={setFilters} />
              </div>
            </aside>
            <div className="min-w-0 space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="products-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
                  {SORTS[sort] && sort !== 'featured' ? SORTS[sort].label : 'All Products'}
                </h2>
                <div className="flex items-center gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    className="lg:hidden"
                    aria-expanded={showMobileFilters}
                    aria-controls="mobile-filters"
                    onClick={() => setShowMobileFilters((v) => !v)}
                  >
                    <SlidersHorizontal /> Filters
                  </Button>
                  <SortSelect value={SORTS[sort] ? sort : 'featured'} onChange={changeSort} />
                </div>
              </div>
              {showMobileFilters ? (
                <div id="mobile-filters" className="rounded-lg border bg-card p-4 lg:hidden">
                  <LazyFilterPanel filters={filters} onChange={setFilters} />
                </div>
              ) : null}
              <ActiveFilterChips filters={filters} onChange={setFilters} />
              <ProductResults
                data={products.data}
                isPending={products.isPending || (products.isError && fallback.isPending)}
                hasNextPage={products.hasNextPage}
                isFetchingNextPage={products.isFetchingNextPage}
                fetchNextPage={() => void products.fetchNextPage()}
                products={products.isError ? fallback.data : undefined}
                empty={
                  <ProductsEmptyState filtered={filtered}>
                    {filtered ? <Button onClick={() => setFilters(DEFAULT_FILTERS)}>Clear filters</Button> : null}
                  </ProductsEmptyState>
                }
              />
            </div>
          </div>
        </section>
      </PageContainer>
    </>
  );
}
