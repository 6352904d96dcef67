import type { Category, Paginated } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, NOT_FOUND_IS_FINAL } from '@/lib/api-client';

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
    ...NOT_FOUND_IS_FINAL,
  });
