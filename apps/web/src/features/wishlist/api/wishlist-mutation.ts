import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Product } from '@makerbazaar/core';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';

export type WishlistProduct = Pick<Product, 'id' | 'name'>;

/** Wishlist changes run one after another, so adding then removing reaches the server in that order. */
export const wishlistMutationScope = { id: 'wishlist' };

/** The server's reason, or ours in the screen's language (`i18n` from `useLingui`). */
export function showWishlistError(i18n: I18n, error: unknown) {
  toast.error((error instanceof ApiError && error.serverMessage) || i18n._(msg`Failed to update wishlist`));
}
