import type { StockAdjustmentInput } from '@makerbazaar/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** Rows of the stock ledger per page in the panel. */
export const LEDGER_PAGE_SIZE = 10;

/** The product's stock and one page of its ledger, the latest adjustment first. */
export function useProductStock(productId: number, page: number) {
  return useQuery({
    queryKey: [...adminQueryKey, 'products', productId, 'stock', page],
    queryFn: ({ signal }) =>
      api('GET /admin/products/:id/stock/', {
        params: { id: productId },
        query: { page, page_size: LEDGER_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Records an adjustment; a 409 says the shelf holds fewer than it would take. */
export function useAdjustStock(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) =>
      api('POST /admin/products/:id/stock/', { params: { id: productId }, body: input }),
    // The product list, the dashboard and the audit log show stock too.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
