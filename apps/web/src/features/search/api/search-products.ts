import type { SearchResult } from '@makerbazaar/core';
import { keepPreviousData, queryOptions, useQueries, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type QueryParams } from '@/lib/api-client';

/** One page of a search; while a changed search loads, the first page keeps showing the last answer. */
export const searchPageQueryOptions = (params: QueryParams, page: number) =>
  queryOptions({
    queryKey: ['search', 'results', params, page],
    queryFn: ({ signal }) =>
      apiRequest<SearchResult>('/search/', {
        query: { ...params, page: page === 1 ? undefined : String(page) },
        signal,
      }),
    placeholderData: page === 1 ? keepPreviousData : undefined,
    staleTime: 30_000,
  });

/**
 * The first `pages` pages of a search (the page count lives in the URL, so a reload or Back shows
 * as many as before). A page is asked for once the page before it says there is more.
 */
export function useSearchProducts(params: QueryParams, pages: number) {
  const queryClient = useQueryClient();
  const results = useQueries({
    queries: Array.from({ length: pages }, (_, index) => {
      const before = index > 0 ? queryClient.getQueryData(searchPageQueryOptions(params, index).queryKey) : undefined;
      return { ...searchPageQueryOptions(params, index + 1), enabled: index === 0 || Boolean(before?.next) };
    }),
  });
  const [first, ...more] = results;
  const loaded: SearchResult[] = [];
  for (const result of results) {
    if (!result.data) break;
    loaded.push(result.data);
  }
  const failedPage = more.find((r) => r.isError);
  return {
    /** The first page: count, facets and correction of the whole search. */
    data: first?.data,
    isPending: !first || first.isPending,
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
