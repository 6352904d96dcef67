import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const similarProductsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['product', slug, 'similar'],
    queryFn: async ({ signal }) => (await api('GET /products/:id/similar/', { params: { id: slug }, signal })).results,
    staleTime: 60_000,
  });
