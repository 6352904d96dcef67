import { SEARCH_ORDERINGS, type SearchOrdering } from '@makerbazaar/core';
import { LayoutGrid, List, Loader2, Search, SlidersHorizontal, TriangleAlert, X } from 'lucide-react';
import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { EmptyState, PageContainer } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
import { ProductGrid, ProductGridSkeleton, ProductsEmptyState } from '@/features/catalog';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useSearchProducts } from './api/search-products';
import { FacetPanel } from './facet-panel';
import { ProductListRow, ProductListSkeleton } from './product-list-row';
import {
  clearFilters,
  DEFAULT_SEARCH,
  filterChips,
  hasFilters,
  readSearchState,
  type SearchState,
  type SearchView,
  searchApiParams,
  writeSearchState,
} from './search-params';

const ORDERING_LABELS: Record<SearchOrdering, string> = {
  relevance: 'Relevance',
  price: 'Price: low to high',
  '-price': 'Price: high to low',
  '-rating': 'Top rated',
  newest: 'Newest first',
};

const productCount = (count: number) => `${formatNumber(count)} ${count === 1 ? 'product' : 'products'}`;

/** The search form of the page; a blank text is not searched for. */
function SearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
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
          Search the catalogue
        </label>
        <Input
          id="search-page-q"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Search by part name, brand or use"
          maxLength={200}
        />
        <Button type="submit">
          <Search /> Search
        </Button>
      </form>
    </search>
  );
}

export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const search = useSearchProducts(searchApiParams(state), state.page);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const result = search.data;

  /** Filters, words and sort are new history entries (Back undoes them); layout and "Load more" are not. */
  const go = (next: SearchState, replace = false) =>
    setParams(writeSearchState(next), { replace, preventScrollReset: true });
  const clear = () => go(clearFilters(state));
  const filtered = hasFilters(state);
  const categoryLabel = (slug: string) => result?.facets.categories.find((c) => c.value === slug)?.label ?? slug;
  const chips = filterChips(state, categoryLabel);
  // Nothing while the error below says the search failed.
  const count = result ? `${productCount(result.count)} found` : search.isPending ? 'Searching…' : '';
  const empty = result !== undefined && search.products.length === 0;

  const filtersPanel = <FacetPanel state={state} facets={result?.facets} onChange={go} />;

  function results() {
    if (search.isPending) return state.view === 'list' ? <ProductListSkeleton /> : <ProductGridSkeleton />;
    if (!result) {
      const rejected = search.error instanceof ApiError && search.error.status === 400 ? search.error : null;
      return (
        <EmptyState
          icon={<TriangleAlert />}
          title={rejected ? 'This search could not be run' : 'Search is unavailable right now'}
          description={rejected ? rejected.serverMessage : 'Check your internet connection and try again.'}
        >
          {rejected ? null : <RetryButton onRetry={search.refetch} />}
        </EmptyState>
      );
    }
    if (empty) {
      return (
        <ProductsEmptyState query={state.q || undefined} filtered={filtered}>
          {filtered ? (
            <Button variant="outline" onClick={clear}>
              Clear Filters
            </Button>
          ) : null}
          <Button asChild>
            <Link to={`/search?${writeSearchState({ ...DEFAULT_SEARCH, view: state.view })}`}>Browse All Products</Link>
          </Button>
        </ProductsEmptyState>
      );
    }
    return (
      <div className="space-y-6">
        <div
          aria-busy={search.isPlaceholderData}
          className={cn('transition-opacity', search.isPlaceholderData && 'opacity-60')}
        >
          {state.view === 'list' ? (
            <div className="flex flex-col gap-3">
              {search.products.map((product, index) => (
                <ProductListRow key={product.id} product={product} eagerImage={index < 2} />
              ))}
            </div>
          ) : (
            <ProductGrid products={search.products} />
          )}
        </div>
        {search.hasNextPage || search.isFetchingNextPage || search.retryFailedPage ? (
          <div className="flex flex-col items-center gap-2">
            <p className="text-sm text-muted-foreground">
              Showing {formatNumber(search.products.length)} of {formatNumber(result.count)}
            </p>
            {search.retryFailedPage ? (
              <p role="alert" className="text-sm text-destructive">
                More results could not be loaded.
              </p>
            ) : null}
            <Button
              variant="outline"
              disabled={search.isFetchingNextPage}
              onClick={search.retryFailedPage ?? (() => go({ ...state, page: state.page + 1 }, true))}
            >
              {search.isFetchingNextPage ? <Loader2 className="animate-spin" /> : null}
              {search.retryFailedPage ? 'Try again' : 'Load more'}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <PageContainer className="py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">
        {state.q ? `Results for “${state.q}”` : 'All products'}
      </h1>
      <SearchForm key={state.q} q={state.q} onSearch={(q) => go(clearFilters({ ...state, q }))} />
      {result?.corrected_query ? (
        <p className="mt-3 text-sm">
          Showing results for{' '}
          <Link
            to={`/search?${writeSearchState({ ...state, q: result.corrected_query, page: 1 })}`}
            className="font-semibold text-primary hover:underline"
          >
            {result.corrected_query}
          </Link>
          <span className="text-muted-foreground"> — no exact matches for “{result.query}”.</span>
        </p>
      ) : null}

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside
          aria-labelledby="search-filters-heading"
          className="hidden self-start rounded-lg border bg-card p-4 lg:block"
        >
          <h2 id="search-filters-heading" className="mb-4 font-semibold">
            Filters
          </h2>
          {filtersPanel}
        </aside>

        <section aria-labelledby="search-results-heading" className="min-w-0 space-y-4">
          <h2 id="search-results-heading" className="sr-only">
            Search results
          </h2>
          <div className="flex flex-wrap items-center gap-2 sm:gap-3">
            <p role="status" className="mr-auto text-sm font-medium text-muted-foreground">
              {count}
            </p>
            <fieldset className="flex rounded-md border sm:order-last">
              <legend className="sr-only">Layout</legend>
              {(['grid', 'list'] as SearchView[]).map((view) => (
                <Button
                  key={view}
                  variant="ghost"
                  size="icon-sm"
                  className={cn('size-9', state.view === view && 'bg-accent text-primary')}
                  aria-pressed={state.view === view}
                  aria-label={view === 'grid' ? 'Grid view' : 'List view'}
                  onClick={() => go({ ...state, view }, true)}
                >
                  {view === 'grid' ? <LayoutGrid /> : <List />}
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
                <SlidersHorizontal /> Filters
                {chips.length ? <Badge className="px-1.5">{chips.length}</Badge> : null}
              </Button>
              <label className="flex flex-1 items-center gap-2 text-sm">
                <span className="sr-only text-muted-foreground sm:not-sr-only">Sort by</span>
                <select
                  value={state.ordering}
                  onChange={(e) => go({ ...state, ordering: e.target.value as SearchOrdering, page: 1 })}
                  className="h-9 w-full rounded-md border border-input bg-card px-2 text-sm font-medium text-foreground sm:w-auto"
                >
                  {SEARCH_ORDERINGS.map((ordering) => (
                    <option key={ordering} value={ordering}>
                      {ORDERING_LABELS[ordering]}
                    </option>
                  ))}
                </select>
              </label>
            </div>
          </div>

          {chips.length ? (
            <section className="flex flex-wrap items-center gap-2" aria-label="Active filters">
              {chips.map((chip) => (
                <button
                  key={chip.key}
                  type="button"
                  onClick={() => go(chip.remove(state))}
                  className="inline-flex items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground hover:bg-secondary/70"
                  aria-label={`Remove filter ${chip.label}`}
                >
                  {chip.label} <X className="size-3" aria-hidden="true" />
                </button>
              ))}
              {empty ? null : (
                <Button variant="link" size="sm" className="h-7 px-1" onClick={clear}>
                  Clear Filters
                </Button>
              )}
            </section>
          ) : null}

          {results()}
        </section>
      </div>

      <Dialog open={filtersOpen} onOpenChange={setFiltersOpen}>
        <SheetContent side="left" aria-describedby={undefined} className="pb-0">
          <DialogTitle>Filters</DialogTitle>
          {filtersPanel}
          <div className="sticky bottom-0 -mx-5 mt-auto flex gap-2 border-t bg-card p-4">
            {filtered ? (
              <Button variant="outline" onClick={clear}>
                Clear Filters
              </Button>
            ) : null}
            <Button className="flex-1" onClick={() => setFiltersOpen(false)}>
              {result ? `Show ${productCount(result.count)}` : 'Show results'}
            </Button>
          </div>
        </SheetContent>
      </Dialog>
    </PageContainer>
  );
}
