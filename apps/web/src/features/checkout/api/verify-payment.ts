import type { Order, VerifyPaymentInput } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderQueryKey, ordersQueryKey } from '@/features/orders';
import { apiRequest } from '@/lib/api-client';

/** Hands a gateway's signed answer to the server, which alone decides that an order is paid. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyPaymentInput) => apiRequest<Order>('/payments/verify/', { method: 'POST', body: input }),
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(order.id), order),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
