import type { CreateOrderInput } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { cartQueryKey } from '@/features/cart';
import { ApiError, api } from '@/lib/api-client';
import { ordersQueryKey } from '@/lib/order-query-keys';

/**
 * Places an order from the server cart. Each checkout attempt carries an `Idempotency-Key`: sending
 * the same order again after a lost answer (network failure, 5xx) reuses the key, so the server
 * returns the order it may already have made instead of making a second one. Once the server has
 * answered, or the order details change, the next attempt gets a new key.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return useMutation({
    mutationFn: (input: CreateOrderInput) => {
      const body = JSON.stringify(input);
      if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
      return api('POST /orders/', { body: input, headers: { 'Idempotency-Key': attempt.current.key } });
    },
    onSuccess: () => {
      attempt.current = null;
      // The server emptied the cart into the order.
      void queryClient.invalidateQueries({ queryKey: cartQueryKey });
      void queryClient.invalidateQueries({ queryKey: ordersQueryKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status < 500) attempt.current = null;
    },
  });
}
