import type { AddToCartInput } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cartQueryKey } from './get-cart';

/** Adds a product, or raises the quantity of its line when it is already in the cart. */
export function addToCart(input: AddToCartInput) {
  return api('POST /cart/', { body: input });
}

/** The caller shows the outcome: the messages depend on the product and on who is signed in. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
