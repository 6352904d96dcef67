import type { BackInStockAlert, BackInStockLinkAnswer, Detail, GuestBackInStockRequest } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

const alertsQueryKey = ['back-in-stock'] as const;

/** The parts the signed-in customer waits for; nothing for a visitor. */
export function useBackInStockAlerts() {
  const signedIn = useSession((s) => s.status === 'authenticated');
  return useQuery({
    queryKey: alertsQueryKey,
    queryFn: ({ signal }) => apiRequest<BackInStockAlert[]>('/back-in-stock/', { signal }),
    enabled: signedIn,
  });
}

/** A signed-in customer's one tap on "Notify me when it is back". */
export function useAskBackInStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      apiRequest<BackInStockAlert>('/back-in-stock/', { method: 'POST', body: { product_id: productId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}

export function useCancelBackInStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) => apiRequest<null>(`/back-in-stock/${alertId}/`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}

/** A visitor's address: the server e-mails it a link to confirm, and says to check the inbox. */
export function useAskBackInStockAsGuest() {
  return useMutation({
    mutationFn: (body: GuestBackInStockRequest) =>
      apiRequest<Detail>('/back-in-stock/guest/', { method: 'POST', body }),
  });
}

/** Follows, or cancels by, the link e-mailed to a visitor. */
export function useBackInStockLink(action: 'confirm' | 'cancel') {
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<BackInStockLinkAnswer>(`/back-in-stock/${action}/`, { method: 'POST', body: { token } }),
  });
}
