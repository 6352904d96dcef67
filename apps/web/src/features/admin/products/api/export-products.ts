import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProductListFilters } from './get-products';

/**
 * Downloads the products the list's filters pick as CSV. Fetched with the session's token (a plain
 * link would carry none), then handed to the browser as a file.
 */
export function useExportProducts() {
  return useMutation({
    mutationFn: async (filters: ProductListFilters) => {
      const csv = await api('GET /admin/products/export/', { query: filters });
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `products-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
