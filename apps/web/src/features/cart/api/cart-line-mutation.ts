import { type Cart, type CartItem, nextPriceBreak, paiseToRupees, rupeesToPaise, unitPriceAt } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { cartQueryKey } from './get-cart';

/** A line at another quantity, priced at the break it reaches, as the server will answer it. */
export function cartLineAt(item: CartItem, quantity: number): CartItem {
  const { price, price_breaks } = item.product;
  const unitPaise = rupeesToPaise(unitPriceAt(price, price_breaks, quantity));
  const next = nextPriceBreak(price_breaks, quantity);
  return {
    ...item,
    quantity,
    unit_price: paiseToRupees(unitPaise),
    line_total: paiseToRupees(unitPaise * quantity),
    next_price_break: next ? { ...next, unit_saving: paiseToRupees(unitPaise - rupeesToPaise(next.price)) } : null,
  };
}

/** The cart once line `itemId` holds `quantity` (0 drops the line); money is summed in paise. */
export function withLineQuantity(cart: Cart, itemId: number, quantity: number): Cart {
  const results = cart.results.flatMap((item) => {
    if (item.id !== itemId) return [item];
    if (quantity <= 0) return [];
    return [cartLineAt(item, quantity)];
  });
  return {
    ...cart,
    results,
    count: results.length,
    total_items: results.reduce((sum, item) => sum + item.quantity, 0),
    total_amount: paiseToRupees(results.reduce((sum, item) => sum + rupeesToPaise(item.line_total), 0)),
  };
}

const cartLineMutationKey = ['cart', 'line'] as const;

/**
 * A change to one cart line, shown at once: the cached cart changes before the request is sent, is
 * rolled back with the server's message when it fails, and is reloaded once the last pending change
 * has settled. Changes run one after another, so the server sees them in the order they were made.
 */
export function useCartLineMutation<Variables extends { itemId: number }>({
  mutationFn,
  quantityOf,
  failureMessage,
}: {
  mutationFn: (variables: Variables) => Promise<unknown>;
  quantityOf: (variables: Variables) => number;
  failureMessage: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: cartLineMutationKey,
    scope: { id: 'cart-lines' },
    mutationFn,
    onMutate: async (variables) => {
      await queryClient.cancelQueries({ queryKey: cartQueryKey });
      const previous = queryClient.getQueryData<Cart>(cartQueryKey);
      if (previous) {
        queryClient.setQueryData(cartQueryKey, withLineQuantity(previous, variables.itemId, quantityOf(variables)));
      }
      return { previous };
    },
    onError: (error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(cartQueryKey, context.previous);
      toast.error((error instanceof ApiError && error.serverMessage) || failureMessage);
    },
    onSettled: () => {
      // Only the last change reloads; earlier ones would briefly show a cart the later ones have changed.
      if (queryClient.isMutating({ mutationKey: cartLineMutationKey }) === 1) {
        return queryClient.invalidateQueries({ queryKey: cartQueryKey });
      }
    },
  });
}
