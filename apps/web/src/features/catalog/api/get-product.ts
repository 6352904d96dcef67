import type { ProductDetail } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

export const productQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['product', slug],
    queryFn: ({ signal }) => apiRequest<ProductDetail>(`/products/${encodeURIComponent(slug)}/`, { signal }),
    staleTime: 30_000,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
