import type { Category, Paginated } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: async ({ signal }) => (await apiRequest<Paginated<Category>>('/categories/', { signal })).results,
    staleTime: 5 * 60_000,
  });

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['categories', slug],
    queryFn: ({ signal }) => apiRequest<Category>(`/categories/${encodeURIComponent(slug)}/`, { signal }),
    staleTime: 5 * 60_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
