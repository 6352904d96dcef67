import { useLingui } from '@lingui/react/macro';
import type { Cart } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cartQueryKey } from './get-cart';

export function clearCart() {
  return api('POST /cart/clear/');
}

/** Empties the cart at once; when the server refuses, the reload shows what it still holds. */
export function useClearCart() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearCart,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      queryClient.setQueryData<Cart>(
        cartQueryKey,
        (cart) => cart && { ...cart, count: 0, results: [], total_items: 0, total_amount: 0 },
      );
    },
    onError: () => toast.error(t`Failed to clear cart`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartQueryKey }),
  });
}
