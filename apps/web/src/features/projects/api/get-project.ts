import { queryOptions } from '@tanstack/react-query';
import { api, NOT_FOUND_IS_FINAL } from '@/lib/api-client';

/** One project, by id or slug, with its steps and its parts list at today's prices and stock. */
export const projectQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['projects', 'detail', idOrSlug],
    queryFn: ({ signal }) => api('GET /projects/:id/', { params: { id: idOrSlug }, signal }),
    staleTime: 60_000,
    ...NOT_FOUND_IS_FINAL,
  });
