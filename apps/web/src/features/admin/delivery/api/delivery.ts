import type { DeliveryRules, DeliveryRulesInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

const deliveryRulesKey = [...adminQueryKey, 'delivery'] as const;

export function useDeliveryRules() {
  return useQuery({
    queryKey: deliveryRulesKey,
    queryFn: ({ signal }) => apiRequest<DeliveryRules>('/admin/delivery/', { signal }),
  });
}

/** Saves the rules; this tab's Check delivery answers are asked again. */
export function useSaveDeliveryRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: DeliveryRulesInput) =>
      apiRequest<DeliveryRules>('/admin/delivery/', { method: 'PUT', body: rules }),
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryRulesKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['delivery'] });
    },
  });
}
