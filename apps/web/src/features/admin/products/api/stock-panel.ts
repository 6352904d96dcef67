import type { ProductStock, StockAdjusted, StockAdjustmentInput } from '@makerbazaar/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** Rows of the stock ledger per page in the panel. */
export const LEDGER_PAGE_SIZE = 10;

const stockPath = (productId: number) => `/admin/products/${productId}/stock/`;

/** The product's stock and one page of its ledger, the latest adjustment first. */
export function useProductStock(productId: number, page: number) {
  return useQuery({
    queryKey: [...adminQueryKey, 'products', productId, 'stock', page],
    queryFn: ({ signal }) =>
      apiRequest<ProductStock>(stockPath(productId), { signal, query: { page, page_size: LEDGER_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** Records an adjustment; a 409 says the shelf holds fewer than it would take. */
export function useAdjustStock(productId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StockAdjustmentInput) =>
      apiRequest<StockAdjusted>(stockPath(productId), { method: 'POST', body: input }),
    // The product list, the dashboard and the audit log show stock too.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
