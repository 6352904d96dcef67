import type { ProductValues } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** Creates a product (`id` absent) or saves every field of one; a 400 names fields, a 409 a taken slug. */
export function useSaveProduct(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ProductValues) =>
      id === undefined
        ? api('POST /admin/products/', { body: values })
        : api('PATCH /admin/products/:id/', { params: { id }, body: values }),
    // The audit log and the dashboard change too.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
