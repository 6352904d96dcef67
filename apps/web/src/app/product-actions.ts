import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useAddToCart } from '@/features/cart/api/add-to-cart';
import type { ProductActions } from '@/features/catalog/product-actions';
import { useAddToWishlist, usePendingWishlistAdds } from '@/features/wishlist/api/add-to-wishlist';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { useRemoveFromWishlist } from '@/features/wishlist/api/remove-from-wishlist';
import { ApiError } from '@/lib/api-client';
import { settledSession, useSignedIn } from '@/lib/session';
import { toast } from '@/lib/toast';

/**
 * What the cart and wishlist buttons of every product card, quick view and product page do: ask a
 * visitor to sign in; for a signed-in customer, use their cart and wishlist on the server.
 */
export function useAppProductActions(): ProductActions {
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const { mutateAsync: addLine } = useAddToCart();
  const { data: wishlist } = useWishlist();
  const { mutate: save } = useAddToWishlist();
  const { mutate: unsave } = useRemoveFromWishlist();
  const saving = usePendingWishlistAdds();
  const { t } = useLingui();

  return useMemo(() => {
    const askToSignIn = (message: string) =>
      toast.error(message, { action: { label: t`Login`, onClick: () => navigate('/login') } });
    const saved = new Set(signedIn ? [...(wishlist?.results.map((p) => p.id) ?? []), ...saving] : []);

    return {
      addToCart(product, quantity = 1) {
        const name = product.name;
        if (product.stock <= 0) {
          toast.error(t`${name} is out of stock!`);
          return;
        }
        void settledSession().then((status) => {
          if (status !== 'authenticated') {
            askToSignIn(t`Please login to add items to cart`);
            return;
          }
          // Each add gets its own outcome, even when several are under way.
          addLine({ product_id: product.id, quantity }).then(
            () => toast.success(t`${name} added to cart!`),
            (error: unknown) => {
              if (error instanceof Error && /phone/i.test(error.message)) {
                toast.error(t`Please update your profile with phone number before adding items to cart`, {
                  action: { label: t`Update Profile`, onClick: () => navigate('/profile') },
                });
              } else if (error instanceof ApiError && error.status === 401) {
                // The api client has already renewed or ended the session.
                askToSignIn(t`Please login to add items to cart`);
              } else {
                toast.error((error instanceof ApiError && error.serverMessage) || t`Failed to add item to cart`);
              }
            },
          );
        });
      },
      toggleWishlist(product) {
        void settledSession().then((status) => {
          if (status !== 'authenticated') {
            askToSignIn(t`Please login to save items to your wishlist`);
            return;
          }
          if (saved.has(product.id)) unsave(product);
          else save(product);
        });
      },
      isWishlisted: (productId) => saved.has(productId),
    };
  }, [navigate, signedIn, addLine, wishlist, save, unsave, saving, t]);
}
