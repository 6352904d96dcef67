import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderQueryKey, ordersQueryKey } from '@/lib/order-query-keys';

/** Cancels an order; a refusal (409) carries the reason. Either way the shown orders are refreshed. */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api('POST /orders/:id/cancel/', { params: { id: orderId } }),
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(order.id), order),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
