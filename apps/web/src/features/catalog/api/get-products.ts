import type { ProductList, ProductListParams } from '@makerbazaar/core';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Pages of products for a grid with "Load more"; the next page number comes from `next`. */
export const productPagesQueryOptions = (params: ProductListParams) =>
  infiniteQueryOptions({
    queryKey: ['products', params],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<ProductList>('/products/', {
        query: { ...params, page: pageParam === 1 ? undefined : String(pageParam) },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.next ? lastPage + 1 : undefined),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
