import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** What a list route is asked for one page: the filters, the page (the first is the default) and its size. */
export type PageQuery<Filters> = Filters & { page: number | undefined; page_size: number };

/**
 * One page of a back-office list under `key` (`[...key, 'list', …]`, so a write that refreshes `key`
 * refreshes its lists). The page on show stays while the next one loads, and a refusal (a filter the
 * server cannot apply, a role the account lost) is shown at once, not retried.
 */
export function useListQuery<Filters extends object, Page>(
  key: readonly unknown[],
  { filters, page, pageSize }: { filters: Filters; page: number; pageSize: number },
  fetchPage: (query: PageQuery<Filters>, signal: AbortSignal) => Promise<Page>,
) {
  return useQuery({
    queryKey: [...key, 'list', { ...filters, page, pageSize }],
    queryFn: ({ signal }) =>
      fetchPage({ ...filters, page: page === 1 ? undefined : page, page_size: pageSize }, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
