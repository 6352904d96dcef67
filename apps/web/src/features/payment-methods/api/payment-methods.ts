import type { UpiIdInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const paymentMethodsQueryKey = ['payment-methods'] as const;

/** The signed-in customer's saved UPI IDs and cards, the default first; read only while `enabled`. */
export function usePaymentMethods(enabled = true) {
  const signedIn = useSession((s) => s.status === 'authenticated');
  return useQuery({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => api('GET /payment-methods/', { signal }),
    enabled: signedIn && enabled,
  });
}

/** Every change re-reads the list: one write can move the default mark between methods. */
function usePaymentMethodMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentMethodsQueryKey }),
  });
}

export const useSaveUpiId = () =>
  usePaymentMethodMutation((input: UpiIdInput) => api('POST /payment-methods/upi/', { body: input }));

export const useSetDefaultPaymentMethod = () =>
  usePaymentMethodMutation((id: number) => api('POST /payment-methods/:id/default/', { params: { id } }));

export const useDeletePaymentMethod = () =>
  usePaymentMethodMutation((id: number) => api('DELETE /payment-methods/:id/', { params: { id } }));
