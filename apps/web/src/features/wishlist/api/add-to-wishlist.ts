import { useLingui } from '@lingui/react/macro';
import { type Mutation, matchMutation, replaceEqualDeep, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { wishlistQueryKey } from './get-wishlist';
import { showWishlistError, type WishlistProduct, wishlistMutationScope } from './wishlist-mutation';

const addToWishlistKey = ['wishlist', 'add'] as const;

/** 201 when saved, 200 when it already was; both answer `{detail}`. */
export function addToWishlist(productId: number) {
  return api('POST /wishlist/', { body: { product_id: productId } });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  const { i18n, t } = useLingui();
  return useMutation({
    mutationKey: addToWishlistKey,
    scope: wishlistMutationScope,
    mutationFn: (product: WishlistProduct) => addToWishlist(product.id),
    onSuccess: (_detail, { name }) => toast.success(t`${name} added to wishlist`),
    onError: (error) => showWishlistError(i18n, error),
    // Stays pending until the list has the product, so the heart never flickers back.
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}

const isWishlistAdd = (mutation: Mutation<unknown, unknown, unknown>) =>
  matchMutation({ mutationKey: addToWishlistKey }, mutation);

/**
 * Ids of products being saved right now: shown as saved until the server's list has them.
 *
 * Read from the mutation cache's events for these adds only. The cache also tells its listeners of
 * every render of every screen's mutation hooks (their options change each time), and the library's
 * `useMutationState` answers each such event with a timer: a dozen of them in the task that draws
 * checkout for a slow phone.
 */
export function usePendingWishlistAdds(): number[] {
  const mutations = useQueryClient().getMutationCache();
  const read = useMemo(() => {
    let ids: number[] = [];
    return () => {
      // The same list while nothing changed, so an event that moves nothing draws nothing.
      ids = replaceEqualDeep(
        ids,
        mutations
          .findAll({ mutationKey: addToWishlistKey, status: 'pending' })
          .map((mutation) => (mutation.state.variables as WishlistProduct).id),
      );
      return ids;
    };
  }, [mutations]);
  const subscribe = useCallback(
    (onChange: () => void) =>
      mutations.subscribe((event) => {
        if (event.type === 'observerOptionsUpdated' || !event.mutation || !isWishlistAdd(event.mutation)) return;
        onChange();
      }),
    [mutations],
  );
  return useSyncExternalStore(subscribe, read, read);
}
