import { ORDERS_REFRESH_MS } from '@makerbazaar/core';
import { api } from '@/lib/api-client';
import { useCustomerQuery } from '@/lib/customer-queries';
import { orderQueryKey } from '@/lib/order-query-keys';
import { useSignedIn } from '@/lib/session';

/** One of the customer's orders, refreshed like the list so its status stays current. */
export function useOrder(id: string) {
  const signedIn = useSignedIn();
  return useCustomerQuery({
    queryKey: orderQueryKey(id),
    queryFn: ({ signal }) => api('GET /orders/:id/', { params: { id }, signal }),
    // An order that could not be loaded (not found) is not polled.
    refetchInterval: (query) => (signedIn && query.state.data ? ORDERS_REFRESH_MS : false),
  });
}
