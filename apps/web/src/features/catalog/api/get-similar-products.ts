import type { SimilarProducts } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const similarProductsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['product', slug, 'similar'],
    queryFn: async ({ signal }) =>
      (await apiRequest<SimilarProducts>(`/products/${encodeURIComponent(slug)}/similar/`, { signal })).results,
    staleTime: 60_000,
  });
