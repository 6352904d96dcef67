import type { AdminOrder, AdminOrderPage, OrderRefundInput, OrderTransition } from '@makerbazaar/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** Every order query sits under this key, so a move or a refund refreshes the list and the page. */
export const ordersQueryKey = [...adminQueryKey, 'orders'] as const;

/** The list's filters as the URL names them (the dashboard links to these). */
export interface OrderListFilters {
  status?: string;
  payment?: string;
  awaiting?: string;
  refund?: string;
  q?: string;
  ordering?: string;
}

export function useAdminOrders(filters: OrderListFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...ordersQueryKey, 'list', { ...filters, page, pageSize }],
    queryFn: ({ signal }) =>
      apiRequest<AdminOrderPage>('/admin/orders/', {
        query: { ...filters, page: page === 1 ? undefined : page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

const orderKey = (id: number) => [...ordersQueryKey, 'detail', id] as const;

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => apiRequest<AdminOrder>(`/admin/orders/${id}/`, { signal }),
    retry: false,
  });
}

/** Shows the order as the server answered, then refreshes the lists, the dashboard and the audit log. */
function useOrderWrite<Input>(id: number, path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Input) => apiRequest<AdminOrder>(`/admin/orders/${id}/${path}/`, { method: 'POST', body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKey(id), order);
      void queryClient.invalidateQueries({ queryKey: adminQueryKey });
    },
  });
}

/** Confirm, pack, ship, deliver or cancel; a 409 says why the move is not allowed now. */
export const useOrderTransition = (id: number) => useOrderWrite<OrderTransition>(id, 'transition');

/**
 * Refund part or all of a paid order (cash on delivery with the bank transfer's reference), with any
 * goods that go back on the shelf; a 400 on `amount` gives the most that is left.
 */
export const useRefundOrder = (id: number) => useOrderWrite<OrderRefundInput>(id, 'refund');
