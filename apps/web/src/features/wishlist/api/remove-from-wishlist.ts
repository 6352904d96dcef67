import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type Wishlist, wishlistQueryKey } from './get-wishlist';
import { showWishlistError, type WishlistProduct, wishlistMutationScope } from './wishlist-mutation';

/** A product that is already gone (removed in another tab) counts as removed. */
export async function removeFromWishlist(productId: number): Promise<void> {
  try {
    await api('DELETE /wishlist/:product_id/', { params: { product_id: productId } });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/** Takes the product off the cached list at once; puts it back in its place if the server refuses. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  const { i18n, t } = useLingui();
  return useMutation({
    scope: wishlistMutationScope,
    mutationFn: (product: WishlistProduct) => removeFromWishlist(product.id),
    onMutate: async (product) => {
      await queryClient.cancelQueries({ queryKey: wishlistQueryKey });
      const list = queryClient.getQueryData<Wishlist>(wishlistQueryKey);
      const index = list?.results.findIndex((p) => p.id === product.id) ?? -1;
      const removed = list?.results[index];
      if (list && removed) {
        queryClient.setQueryData<Wishlist>(wishlistQueryKey, {
          ...list,
          count: list.count - 1,
          results: list.results.filter((p) => p.id !== product.id),
        });
      }
      toast.success(t`Item removed from wishlist`);
      return { removed, index };
    },
    onError: (error, _product, context) => {
      const removed = context?.removed;
      if (removed) {
        queryClient.setQueryData<Wishlist>(wishlistQueryKey, (list) => {
          if (!list || list.results.some((p) => p.id === removed.id)) return list;
          const results = [...list.results];
          results.splice(context.index, 0, removed);
          return { ...list, count: list.count + 1, results };
        });
      }
      showWishlistError(i18n, error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: wishlistQueryKey }),
  });
}
