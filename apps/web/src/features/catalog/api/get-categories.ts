import { queryOptions } from '@tanstack/react-query';
import { api, NOT_FOUND_IS_FINAL } from '@/lib/api-client';

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['categories'],
    queryFn: async ({ signal }) => (await api('GET /categories/', { signal })).results,
    staleTime: 5 * 60_000,
  });

export const categoryQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['categories', slug],
    queryFn: ({ signal }) => api('GET /categories/:id/', { params: { id: slug }, signal }),
    staleTime: 5 * 60_000,
    ...NOT_FOUND_IS_FINAL,
  });
