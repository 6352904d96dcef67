import { ORDERS_REFRESH_MS } from '@makerbazaar/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from '@/lib/order-query-keys';
import { useSignedIn } from '@/lib/session';

/** The signed-in customer's orders, newest first, a page at a time, refreshed every 30 s. */
export function useOrders() {
  const signedIn = useSignedIn();
  return useInfiniteQuery({
    queryKey: [...ordersQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) =>
      api('GET /orders/', { query: { page: pageParam === 1 ? undefined : pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (last.next ? lastPage + 1 : undefined),
    enabled: signedIn,
    refetchInterval: signedIn ? ORDERS_REFRESH_MS : false,
  });
}
