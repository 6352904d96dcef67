import type { ProductBulkInput, ProductBulkResult } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** Activates, deactivates or moves the chosen products, all or none. */
export function useBulkUpdateProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductBulkInput) =>
      apiRequest<ProductBulkResult>('/admin/products/bulk/', { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
