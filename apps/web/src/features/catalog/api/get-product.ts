import type { ProductDetail } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, NOT_FOUND_IS_FINAL } from '@/lib/api-client';

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['product', slug],
    queryFn: ({ signal }) => apiRequest<ProductDetail>(`/products/${encodeURIComponent(slug)}/`, { signal }),
    staleTime: 30_000,
    ...NOT_FOUND_IS_FINAL,
  });
