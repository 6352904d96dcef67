import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';
import { useListQuery } from '../../kit/use-list-query';

/** Every customer query sits under this key, so deactivating someone refreshes the list and the page. */
export const customersQueryKey = [...adminQueryKey, 'customers'] as const;

export interface CustomerListFilters {
  q?: string;
  account?: string;
  ordering?: string;
}

/** One page of customer accounts, searched and sorted as the URL says. */
export function useCustomers(filters: CustomerListFilters, page: number, pageSize: number) {
  return useListQuery(customersQueryKey, { filters, page, pageSize }, (query, signal) =>
    api('GET /admin/customers/', { query, signal }),
  );
}

export function useCustomer(id: number) {
  return useQuery({
    queryKey: [...customersQueryKey, 'detail', id],
    queryFn: ({ signal }) => api('GET /admin/customers/:id/', { params: { id }, signal }),
    retry: false,
  });
}

/** Deactivates or reactivates an account (owners); a 409 says why not (a staff account, or already so). */
export function useSetCustomerActive(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) =>
      api(active ? 'POST /admin/customers/:id/reactivate/' : 'POST /admin/customers/:id/deactivate/', {
        params: { id },
      }),
    onSuccess: (customer) => {
      queryClient.setQueryData([...customersQueryKey, 'detail', id], customer);
      // The list and the audit log change too.
      void queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}
