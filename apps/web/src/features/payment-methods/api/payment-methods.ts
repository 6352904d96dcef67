import type { UpiIdInput } from '@makerbazaar/core';
import { api } from '@/lib/api-client';
import { useCustomerQuery, useRereadingMutation } from '@/lib/customer-queries';

export const paymentMethodsQueryKey = ['payment-methods'] as const;

/** The signed-in customer's saved UPI IDs and cards, the default first; read only while `enabled`. */
export const usePaymentMethods = (enabled = true) =>
  useCustomerQuery({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) => api('GET /payment-methods/', { signal }),
    enabled,
  });

const usePaymentMethodMutation = <T, R>(mutationFn: (input: T) => Promise<R>) =>
  useRereadingMutation(paymentMethodsQueryKey, mutationFn);

export const useSaveUpiId = () =>
  usePaymentMethodMutation((input: UpiIdInput) => api('POST /payment-methods/upi/', { body: input }));

export const useSetDefaultPaymentMethod = () =>
  usePaymentMethodMutation((id: number) => api('POST /payment-methods/:id/default/', { params: { id } }));

export const useDeletePaymentMethod = () =>
  usePaymentMethodMutation((id: number) => api('DELETE /payment-methods/:id/', { params: { id } }));
