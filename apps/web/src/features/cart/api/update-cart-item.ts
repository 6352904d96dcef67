import { useLingui } from '@lingui/react/macro';
import type { UpdateCartItemInput } from '@makerbazaar/core';
import { api } from '@/lib/api-client';
import { useCartLineMutation } from './cart-line-mutation';

export interface UpdateCartItemVariables extends UpdateCartItemInput {
  itemId: number;
}

/** Sets a line's quantity; 0 removes the line (the server then answers 204, no body). */
export function updateCartItem({ itemId, quantity }: UpdateCartItemVariables) {
  return api('PATCH /cart/:id/', { params: { id: itemId }, body: { quantity } });
}

export function useUpdateCartItem() {
  const { t } = useLingui();
  return useCartLineMutation({
    mutationFn: updateCartItem,
    quantityOf: (variables: UpdateCartItemVariables) => variables.quantity,
    failureMessage: t`Failed to update quantity`,
  });
}
