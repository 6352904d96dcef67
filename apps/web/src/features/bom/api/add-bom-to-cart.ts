import type { AddProjectPartsResult } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartQueryKey } from '@/features/cart';
import { api } from '@/lib/api-client';

/** What goes in the cart: a saved list by its id, or the chosen products and the quantities the build needs. */
export type BomCartInput = { listId: number } | { lines: { product_id: number; quantity: number }[] };

function addBomToCart(input: BomCartInput): Promise<AddProjectPartsResult> {
  return 'listId' in input
    ? api('POST /bom/lists/:id/add-to-cart/', { params: { id: input.listId } })
    : api('POST /bom/add-to-cart/', { body: { lines: input.lines } });
}

/** Puts a parts list in the cart in one call; the answer's cart is shown at once. */
export function useAddBomToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBomToCart,
    onSuccess: async (result) => {
      // A cart load still under way would overwrite the fresher cart of this answer.
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      queryClient.setQueryData(cartQueryKey, result.cart);
    },
  });
}
