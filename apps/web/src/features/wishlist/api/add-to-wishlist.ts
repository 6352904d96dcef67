import { useLingui } from '@lingui/react/macro';
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
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

/** Ids of products being saved right now: shown as saved until the server's list has them. */
export function usePendingWishlistAdds(): number[] {
  return useMutationState({
    filters: { mutationKey: addToWishlistKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as WishlistProduct).id,
  });
}
