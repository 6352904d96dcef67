import type { GuestBackInStockRequest } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCustomerQuery, useRereadingMutation } from '@/lib/customer-queries';

const alertsQueryKey = ['back-in-stock'] as const;

/** The parts the signed-in customer waits for; nothing for a visitor. */
export const useBackInStockAlerts = () =>
  useCustomerQuery({ queryKey: alertsQueryKey, queryFn: ({ signal }) => api('GET /back-in-stock/', { signal }) });

/** A signed-in customer's one tap on "Notify me when it is back". */
export function useAskBackInStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => api('POST /back-in-stock/', { body: { product_id: productId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}

export const useCancelBackInStock = () =>
  useRereadingMutation(alertsQueryKey, (alertId: number) =>
    api('DELETE /back-in-stock/:id/', { params: { id: alertId } }),
  );

/** A visitor's address: the server e-mails it a link to confirm, and says to check the inbox. */
export function useAskBackInStockAsGuest() {
  return useMutation({
    mutationFn: (body: GuestBackInStockRequest) => api('POST /back-in-stock/guest/', { body }),
  });
}

/** Follows, or cancels by, the link e-mailed to a visitor. */
export function useBackInStockLink(action: 'confirm' | 'cancel') {
  return useMutation({
    mutationFn: (token: string) => api(`POST /back-in-stock/${action}/`, { body: { token } }),
  });
}
