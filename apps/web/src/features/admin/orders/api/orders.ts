import type { AdminOrder, OrderRefundInput, OrderTransition } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';
import { useListQuery } from '../../kit/use-list-query';

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
  return useListQuery(ordersQueryKey, { filters, page, pageSize }, (query, signal) =>
    api('GET /admin/orders/', { query, signal }),
  );
}

const orderKey = (id: number) => [...ordersQueryKey, 'detail', id] as const;

export function useAdminOrder(id: number) {
  return useQuery({
    queryKey: orderKey(id),
    queryFn: ({ signal }) => api('GET /admin/orders/:id/', { params: { id }, signal }),
    retry: false,
  });
}

/** Shows the order as the server answered, then refreshes the lists, the dashboard and the audit log. */
function useShowWrittenOrder(id: number) {
  const queryClient = useQueryClient();
  return (order: AdminOrder) => {
    queryClient.setQueryData(orderKey(id), order);
    void queryClient.invalidateQueries({ queryKey: adminQueryKey });
  };
}

/** Confirm, pack, ship, deliver or cancel; a 409 says why the move is not allowed now. */
export function useOrderTransition(id: number) {
  return useMutation({
    mutationFn: (body: OrderTransition) => api('POST /admin/orders/:id/transition/', { params: { id }, body }),
    onSuccess: useShowWrittenOrder(id),
  });
}

/**
 * Refund part or all of a paid order (cash on delivery with the bank transfer's reference), with any
 * goods that go back on the shelf; a 400 on `amount` gives the most that is left.
 */
export function useRefundOrder(id: number) {
  return useMutation({
    mutationFn: (body: OrderRefundInput) => api('POST /admin/orders/:id/refund/', { params: { id }, body }),
    onSuccess: useShowWrittenOrder(id),
  });
}
