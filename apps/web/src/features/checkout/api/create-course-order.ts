import type { CourseOrderInput, Order } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ordersQueryKey } from '@/lib/order-query-keys';
import { apiRequest } from '@/lib/api-client';

/**
 * Buys a paid course: the server answers with an online order waiting for its payment (the same
 * one again while it waits, so a second click never makes a second order).
 */
export function useCreateCourseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseOrderInput) => apiRequest<Order>('/orders/course/', { method: 'POST', body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
