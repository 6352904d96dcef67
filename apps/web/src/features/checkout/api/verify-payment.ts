import type { VerifyPaymentInput } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentMethodsQueryKey } from '@/features/payment-methods';
import { api } from '@/lib/api-client';
import { orderQueryKey, ordersQueryKey } from '@/lib/order-query-keys';

/** Hands a gateway's signed answer to the server, which alone decides that an order is paid. */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyPaymentInput) => api('POST /payments/verify/', { body: input }),
    onSuccess: (order) => queryClient.setQueryData(orderQueryKey(order.id), order),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
      // A payment made with "save this card" adds the card to the customer's saved methods.
      void queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey });
    },
  });
}
