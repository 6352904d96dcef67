import type { DeliveryRulesInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { plainQuery } from '../../kit/plain-query';

const deliveryRulesQuery = plainQuery('delivery', 'GET /admin/delivery/');

export function useDeliveryRules() {
  return useQuery(deliveryRulesQuery);
}

/** Saves the rules; this tab's Check delivery answers are asked again. */
export function useSaveDeliveryRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: DeliveryRulesInput) => api('PUT /admin/delivery/', { body: rules }),
    onSuccess: (saved) => {
      queryClient.setQueryData(deliveryRulesQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['delivery'] });
    },
  });
}
