import type { ProjectDetail } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** One project, by id or slug, with its steps and its parts list at today's prices and stock. */
export const projectQueryOptions = (idOrSlug: string) =>
  queryOptions({
    queryKey: ['projects', 'detail', idOrSlug],
    queryFn: ({ signal }) => apiRequest<ProjectDetail>(`/projects/${encodeURIComponent(idOrSlug)}/`, { signal }),
    staleTime: 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
