import { keepPreviousData, queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { type ApiAnswer, api, type QueryParams } from '@/lib/api-client';

/** The listing endpoints and what each answers. */
interface ListingAnswers {
  '/products/': ApiAnswer<'GET /products/'>;
  '/search/': ApiAnswer<'GET /search/'>;
}
export type ListingPath = keyof ListingAnswers;

/** Each listing's route, typed per path so a generic path keeps its answer's type. */
const listings: { [P in ListingPath]: (query: QueryParams, signal: AbortSignal) => Promise<ListingAnswers[P]> } = {
  '/products/': (query, signal) => api('GET /products/', { query, signal }),
  '/search/': (query, signal) => api('GET /search/', { query, signal }),
};

/** One page of a listing; while a changed listing loads, the first page keeps showing the last answer. */
export const listingPageQueryOptions = <P extends ListingPath>(path: P, params: QueryParams, page: number) =>
  queryOptions({
    queryKey: ['listing', path, params, page],
    queryFn: ({ signal }) => listings[path]({ ...params, page: page === 1 ? undefined : String(page) }, signal),
    placeholderData: page === 1 ? keepPreviousData : undefined,
    staleTime: 30_000,
  });

/**
 * The first `pages` pages of a listing (the page count lives in the URL, so a reload or Back shows
 * as many as before). A page is asked for once the page before it says there is more.
 */
export function useListingPages<P extends ListingPath>(path: P, params: QueryParams, pages: number) {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, index) => {
      const before =
        index > 0 ? queryClient.getQueryData(listingPageQueryOptions(path, params, index).queryKey) : undefined;
      return { ...listingPageQueryOptions(path, params, index + 1), enabled: index === 0 || Boolean(before?.next) };
    }),
  });
  const [first, ...more] = results;
  const loaded: ListingAnswers[P][] = [];
  for (const result of results) {
    if (!result.data) break;
    loaded.push(result.data);
  }
  const failedPage = more.find((r) => r.isError);
  return {
    /** The first page: count, facets and correction of the whole listing. */
    data: first?.data,
    isPending: !first || first.isPending,
    isError: Boolean(first?.isError),
    isPlaceholderData: Boolean(first?.isPlaceholderData),
    error: first?.error ?? null,
    refetch: () => void first?.refetch(),
    products: loaded.flatMap((page) => page.results),
    hasNextPage: loaded.length === results.length && Boolean(loaded.at(-1)?.next),
    isFetchingNextPage: more.some((r) => r.isFetching),
    /** Asks again for a later page that failed to load. */
    retryFailedPage: failedPage ? () => void failedPage.refetch() : undefined,
  };
}

export type ListingPages = ReturnType<typeof useListingPages>;
