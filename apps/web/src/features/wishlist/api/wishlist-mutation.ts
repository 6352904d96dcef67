import type { Product } from '@makerbazaar/core';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type WishlistProduct = Pick<Product, 'id' | 'name'>;

/** Wishlist changes run one after another, so adding then removing reaches the server in that order. */
export const wishlistMutationScope = { id: 'wishlist' };

export function showWishlistError(error: unknown) {
  toast.error((error instanceof ApiError && error.serverMessage) || 'Failed to update wishlist');
}
