import { queryOptions } from '@tanstack/react-query';
import { api, NOT_FOUND_IS_FINAL } from '@/lib/api-client';

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['product', slug],
    queryFn: ({ signal }) => api('GET /products/:id/', { params: { id: slug }, signal }),
    staleTime: 30_000,
    ...NOT_FOUND_IS_FINAL,
  });
