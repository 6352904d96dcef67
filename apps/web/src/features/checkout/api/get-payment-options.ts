import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const paymentOptionsQueryKey = ['payment-options'] as const;

/** How the shop takes payment (online on or off, staging test mode); fixed while the server runs. */
export function usePaymentOptions() {
  return useQuery({
    queryKey: paymentOptionsQueryKey,
    queryFn: ({ signal }) => api('GET /payments/options/', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
