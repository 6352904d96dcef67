import { ORDERS_REFRESH_MS } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderQueryKey } from '@/lib/order-query-keys';
import { useSession } from '@/lib/session';

/** One of the customer's orders, refreshed like the list so its status stays current. */
export function useOrder(id: string) {
  const signedIn = useSession((s) => s.status === 'authenticated');
  return useQuery({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) => api('GET /orders/:id/', { params: { id }, signal }),
    enabled: signedIn,
    // An order that could not be loaded (not found) is not polled.
    refetchInterval: (query) => (signedIn && query.state.data ? ORDERS_REFRESH_MS : false),
  });
}
