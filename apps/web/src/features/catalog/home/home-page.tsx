import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { PageContainer } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { categoriesQueryOptions } from '../api/get-categories';
import { useListingPages } from '../api/get-listing';
import { ActiveFilterChips } from '../components/active-filter-chips';
import { LazyFilterPanel } from '../components/lazy-filter-panel';
import { ProductResults } from '../components/product-results';
import { ProductsEmptyState } from '../components/products-empty-state';
import { SortSelect } from '../components/sort-select';
import {
  clearFilters,
  DEFAULT_LISTING,
  hasFilters,
  listingApiParams,
  orderingLabel,
  useListingState,
  withFilters,
} from '../listing-filters';
import { CategoryTiles } from './category-tiles';
import { DataSourceBanner } from './data-source-banner';
import { FeaturedSlideshow } from './featured-slideshow';
import { Hero } from './hero';

// Beside the products on wide screens only, below the fold: it loads after the page's first script.
const CategorySidebar = lazy(() => import('./category-sidebar'));

/**
 * Products the home page shows before "Load more": a full grid of 2, 3 or 4 columns, and a page a
 * low-end phone reads quickly (every card is markup, data and pictures in the first HTML).
 */
const HOME_PAGE_SIZE = 12;

export default function HomePage() {
  const { i18n } = useLingui();
  const [state, go] = useListingState();
  const [showMobileFilters, setShowMobileFilters] = useState(false);

  const products = useListingPages(
    '/products/',
    { ...listingApiParams(state), page_size: String(HOME_PAGE_SIZE) },
    state.page,
  );
  const { data: categories } = useQuery(categoriesQueryOptions());
  // The bundled list is only downloaded when the live catalogue cannot be reached.
  const fallback = useQuery({
    queryKey: ['fallback-products'],
    queryFn: async () => (await import('./fallback-products')).FALLBACK_PRODUCTS,
    enabled: products.isError,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const source = products.isError ? 'fallback' : 'live';
  const liveCount = categories?.reduce((sum, c) => sum + c.products_count, 0) ?? products.data?.count ?? 0;
  const filtered = hasFilters(state);
  const categoryName = (slug: string) => categories?.find((c) => c.slug === slug)?.name ?? slug;

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
              <Suspense fallback={<Skeleton className="h-[40rem] w-full" />}>
                <CategorySidebar />
              </Suspense>
              <div className="rounded-lg border bg-card p-4">
                <LazyFilterPanel state={state} onChange={go} />
              </div>
            </aside>
            <div className="min-w-0 space-y-4">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="products-heading" className="text-xl font-bold tracking-tight sm:text-2xl">
                  {state.ordering === DEFAULT_LISTING.ordering ? (
                    <Trans>All Products</Trans>
                  ) : (
                    i18n._(orderingLabel(state.ordering, false))
                  )}
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
                    <Icon name="sliders-horizontal" /> <Trans>Filters</Trans>
                  </Button>
                  <SortSelect
                    value={state.ordering}
                    onChange={(ordering) => go((current) => withFilters(current, { ordering }))}
                  />
                </div>
              </div>
              {showMobileFilters ? (
                <div id="mobile-filters" className="rounded-lg border bg-card p-4 lg:hidden">
                  <LazyFilterPanel state={state} onChange={go} />
                </div>
              ) : null}
              <ActiveFilterChips state={state} onChange={go} labelOf={categoryName} />
              {/* Below the hero, tiles and slideshow: its pictures wait until scrolled near. */}
              <ProductResults
                listing={products}
                isPending={products.isPending || (products.isError && fallback.isPending)}
                onLoadMore={() => go((current) => ({ ...current, page: current.page + 1 }), true)}
                products={products.isError ? fallback.data : undefined}
                empty={<ProductsEmptyState filtered={filtered} onClearFilters={() => go(clearFilters)} />}
              />
            </div>
          </div>
        </section>
      </PageContainer>
    </>
  );
}
