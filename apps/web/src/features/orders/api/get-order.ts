import { ORDERS_REFRESH_MS, type Order } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { orderQueryKey } from '@/lib/order-query-keys';

/** One of the customer's orders, refreshed like the list so its status stays current. */
export function useOrder(id: string) {
  const signedIn = useSession((s) => s.status === 'authenticated');
  return useQuery({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) => apiRequest<Order>(`/orders/${encodeURIComponent(id)}/`, { signal }),
    enabled: signedIn,
    // An order that could not be loaded (not found) is not polled.
    refetchInterval: (query) => (signedIn && query.state.data ? ORDERS_REFRESH_MS : false),
  });
}
