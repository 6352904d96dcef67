import type { SavedPaymentMethod, SavedPaymentMethodList, UpiIdInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const paymentMethodsQueryKey = ['payment-methods'] as const;

/** The signed-in customer's saved UPI IDs and cards, the default first; read only while `enabled`. */
export function usePaymentMethods(enabled = true) {
  const signedIn = useSession((s) => s.status === 'authenticated');
  return useQuery({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => apiRequest<SavedPaymentMethodList>('/payment-methods/', { signal }),
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
  usePaymentMethodMutation((input: UpiIdInput) =>
    apiRequest<SavedPaymentMethod>('/payment-methods/upi/', { method: 'POST', body: input }),
  );

export const useSetDefaultPaymentMethod = () =>
  usePaymentMethodMutation((id: number) =>
    apiRequest<SavedPaymentMethod>(`/payment-methods/${id}/default/`, { method: 'POST' }),
  );

export const useDeletePaymentMethod = () =>
  usePaymentMethodMutation((id: number) => apiRequest<undefined>(`/payment-methods/${id}/`, { method: 'DELETE' }));
