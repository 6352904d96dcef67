import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Products and categories for what is being typed; a newer keystroke cancels the older request. */
export const suggestQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'suggest', q],
    queryFn: ({ signal }) => api('GET /search/suggest/', { query: { q }, signal }),
    enabled: q.length > 0,
    // The previous suggestions stay up until the new ones arrive, so the list does not flicker.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
