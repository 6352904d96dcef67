import type { DeliveryRulesInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

const deliveryRulesKey = [...adminQueryKey, 'delivery'] as const;

export function useDeliveryRules() {
  return useQuery({
    queryKey: deliveryRulesKey,
    queryFn: ({ signal }) => api('GET /admin/delivery/', { signal }),
  });
}

/** Saves the rules; this tab's Check delivery answers are asked again. */
export function useSaveDeliveryRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: DeliveryRulesInput) => api('PUT /admin/delivery/', { body: rules }),
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryRulesKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['delivery'] });
    },
  });
}
