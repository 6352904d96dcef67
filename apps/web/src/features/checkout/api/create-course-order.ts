import type { CourseOrderInput } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey } from '@/lib/order-query-keys';

/**
 * Buys a paid course: the server answers with an online order waiting for its payment (the same
 * one again while it waits, so a second click never makes a second order).
 */
export function useCreateCourseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CourseOrderInput) => api('POST /orders/course/', { body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
