import type { Order } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { orderQueryKey, ordersQueryKey } from '@/lib/order-query-keys';

/** Cancels an order; a refusal (409) carries the reason. Either way the shown orders are refreshed. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => apiRequest<Order>(`/orders/${orderId}/cancel/`, { method: 'POST' }),
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(order.id), order),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
