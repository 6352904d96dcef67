import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { searchTitleWords } from '@makerbazaar/core';
import { type FormEvent, Suspense, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { EmptyState, PageContainer } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
import {
  ActiveFilterChips,
  BESIDE_FILTERS_GRID_IMAGE_SIZES,
  clearFilters,
  DEFAULT_LISTING,
  FiltersAside,
  filterChips,
  GRID_FIRST_ROW,
  hasFilters,
  LazyFacetPanel,
  type ListingView,
  listingApiParams,
  ProductGrid,
  ProductGridSkeleton,
  ProductsEmptyState,
  SortSelect,
  useListingPages,
  useListingState,
  withFilters,
  writeListingState,
} from '@/features/catalog';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber, formatRupees } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { lazyAfterStart } from '@/lib/screen-chunks';
import { NothingFoundNextSteps } from './nothing-found';
import { ProductListRow, ProductListSkeleton } from './product-list-row';
import { SearchNotices } from './search-notices';

const FiltersSheet = lazyAfterStart(() => import('./filters-sheet'));

/** The search form of the page; a blank text is not searched for. */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useLingui();
  const [term, setTerm] = useState(q);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = term.trim();
    if (trimmed) onSearch(trimmed);
  }

  return (
    <search className="mt-4 block max-w-2xl">
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          <Trans>Search the catalogue</Trans>
        </label>
        <Input
          id="search-page-q"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder={t`Search by part name, brand or use`}
          maxLength={200}
        />
        <Button type="submit">
          <Icon name="search" /> <Trans>Search</Trans>
        </Button>
      </form>
    </search>
  );
}

export default function SearchPage() {
  const { i18n, t } = useLingui();
  const [state, go] = useListingState();
  const search = useListingPages('/search/', { q: state.q || undefined, ...listingApiParams(state) }, state.page);
  const titleWords = searchTitleWords(state.q);
  usePageTitle(titleWords ? t`“${titleWords}” — search results` : t`Search`);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const result = search.data;

  const clear = () => go(clearFilters);
  const filtered = hasFilters(state);
  const categoryLabel = (slug: string) => result?.facets.categories.find((c) => c.value === slug)?.label ?? slug;
  const chips = filterChips(state, categoryLabel, formatRupees, i18n);
  const found = result?.count ?? 0;
  const shownFound = formatNumber(found);
  // Nothing while the error below says the search failed.
  const count = result
    ? t`${plural(found, { one: `${shownFound} product found`, other: `${shownFound} products found` })}`
    : search.isPending
      ? t`Searching…`
      : '';
  const empty = result !== undefined && search.products.length === 0;

  const filtersPanel = <LazyFacetPanel state={state} facets={result?.facets} onChange={go} />;

  function results() {
    if (search.isPending) return state.view === 'list' ? <ProductListSkeleton /> : <ProductGridSkeleton />;
    if (!result) {
      const rejected = search.error instanceof ApiError && search.error.status === 400 ? search.error : null;
      return (
        <EmptyState
          icon={<Icon name="triangle-exclamation-point" />}
          title={rejected ? t`This search could not be run` : t`Search is unavailable right now`}
          description={rejected ? rejected.serverMessage : t`Check your internet connection and try again.`}
        >
          {rejected ? null : <RetryButton onRetry={search.refetch} />}
        </EmptyState>
      );
    }
    if (empty) {
      return (
        <div className="space-y-8">
          <ProductsEmptyState query={state.q || undefined} filtered={filtered}>
            {filtered ? (
              <Button variant="outline" onClick={clear}>
                <Trans>Clear Filters</Trans>
              </Button>
            ) : null}
            <ButtonLink to={`/search?${writeListingState({ ...DEFAULT_LISTING, view: state.view })}`}>
              <Trans>Browse All Products</Trans>
            </ButtonLink>
          </ProductsEmptyState>
          {/* Words the catalogue does not know: somewhere to go on. With filters, clearing them is the way on. */}
          {state.q && !filtered ? <NothingFoundNextSteps /> : null}
        </div>
      );
    }
    const loaded = formatNumber(search.products.length);
    const total = formatNumber(result.count);
    return (
      <div className="space-y-6">
        <div
          aria-busy={search.isPlaceholderData}
          className={cn('transition-opacity', search.isPlaceholderData && 'opacity-60')}
        >
          {state.view === 'list' ? (
            <div className="flex flex-col gap-3">
              {search.products.map((product, index) => (
                <ProductListRow key={product.id} product={product} priorityImage={index < 2} />
              ))}
            </div>
          ) : (
            <ProductGrid
              products={search.products}
              priorityCount={GRID_FIRST_ROW}
              imageSizes={BESIDE_FILTERS_GRID_IMAGE_SIZES}
            />
          )}
        </div>
        {search.hasNextPage || search.isFetchingNextPage || search.retryFailedPage ? (
          <LoadMore
            shown={loaded}
            total={total}
            fetching={search.isFetchingNextPage}
            onLoadMore={() => go((current) => ({ ...current, page: current.page + 1 }), true)}
            retryFailedPage={search.retryFailedPage}
            failedMessage={<Trans>More results could not be loaded.</Trans>}
          />
        ) : null}
      </div>
    );
  }

  const query = state.q;
  return (
    <PageContainer className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {query ? <Trans>Results for “{query}”</Trans> : <Trans>All products</Trans>}
      </h1>
      <SearchForm key={state.q} q={state.q} onSearch={(q) => go((current) => clearFilters({ ...current, q }))} />
      {result ? (
        <SearchNotices result={result} searchUrl={(q) => `/search?${writeListingState({ ...state, q, page: 1 })}`} />
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <FiltersAside id="search-filters-heading">{filtersPanel}</FiltersAside>

        <section aria-labelledby="search-results-heading" className="min-w-0 space-y-4">
          <h2 id="search-results-heading" className="sr-only">
            <Trans>Search results</Trans>
          </h2>
          <div className="flex flex-wrap items-center gap-2 sm:gap-3">
            <p role="status" className="mr-auto text-sm font-medium text-muted-foreground">
              {count}
            </p>
            <fieldset className="flex rounded-md border sm:order-last">
              <legend className="sr-only">
                <Trans>Layout</Trans>
              </legend>
              {(['grid', 'list'] as ListingView[]).map((view) => (
                <Button
                  key={view}
                  variant="ghost"
                  size="icon-sm"
                  className={cn('desktop:size-9', state.view === view && 'bg-accent text-primary')}
                  aria-pressed={state.view === view}
                  aria-label={view === 'grid' ? t`Grid view` : t`List view`}
                  onClick={() => go((current) => ({ ...current, view }), true)}
                >
                  {view === 'grid' ? <Icon name="layout-grid" /> : <Icon name="list" />}
                </Button>
              ))}
            </fieldset>
            <div className="flex w-full gap-2 sm:w-auto sm:gap-3">
              <Button
                variant="outline"
                size="sm"
                className="lg:hidden"
                aria-haspopup="dialog"
                onClick={() => setFiltersOpen(true)}
              >
                <Icon name="sliders-horizontal" /> <Trans>Filters</Trans>
                {chips.length ? <Badge className="px-1.5">{chips.length}</Badge> : null}
              </Button>
              <SortSelect
                className="flex-1"
                value={state.ordering}
                searching={state.q !== ''}
                onChange={(ordering) => go((current) => withFilters(current, { ordering }))}
              />
            </div>
          </div>

          <ActiveFilterChips state={state} onChange={go} labelOf={categoryLabel} showClear={!empty} />

          {results()}
        </section>
      </div>

      <Suspense fallback={null}>
        <FiltersSheet
          open={filtersOpen}
          onOpenChange={setFiltersOpen}
          actions={
            <>
              {filtered ? (
                <Button variant="outline" onClick={clear}>
                  <Trans>Clear Filters</Trans>
                </Button>
              ) : null}
              <Button className="flex-1" onClick={() => setFiltersOpen(false)}>
                {result ? (
                  <Plural value={found} one={`Show ${shownFound} product`} other={`Show ${shownFound} products`} />
                ) : (
                  <Trans>Show results</Trans>
                )}
              </Button>
            </>
          }
        >
          {filtersPanel}
        </FiltersSheet>
      </Suspense>
    </PageContainer>
  );
}
