import { useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';
import { useListQuery } from '../../kit/use-list-query';

/** Every product query sits under this key, so a save or an import refreshes them all. */
export const productsQueryKey = [...adminQueryKey, 'products'] as const;

/** The list's filters as the URL and the API name them (q, category, brand, active, stock, ordering). */
export type ProductListFilters = Record<
  'q' | 'category' | 'brand' | 'active' | 'stock' | 'ordering',
  string | undefined
>;

/** One page of products, hidden ones too, by the list's filters. */
export function useAdminProducts(filters: ProductListFilters, page: number, pageSize: number) {
  return useListQuery(productsQueryKey, { filters, page, pageSize }, (query, signal) =>
    api('GET /admin/products/', { query: query satisfies QueryParams, signal }),
  );
}

/** Every category and the brands in use, for the filters and the editor. */
export function useProductChoices() {
  return useQuery({
    queryKey: [...productsQueryKey, 'choices'],
    queryFn: ({ signal }) => api('GET /admin/products/choices/', { signal }),
    staleTime: 60_000,
  });
}

export function useAdminProduct(id: number) {
  return useQuery({
    queryKey: [...productsQueryKey, 'one', id],
    queryFn: ({ signal }) => api('GET /admin/products/:id/', { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    retry: false,
  });
}
