import type { Product } from '@makerbazaar/core';
import { createContext, useContext } from 'react';

/**
 * What a product card or page can do with a product. The catalogue only shows the buttons; the
 * app layer decides what they do (ask to sign in, or use the cart and wishlist).
 */
export interface ProductActions {
  /** Adds `quantity` (1 unless given) to the cart. */
  addToCart(product: Pick<Product, 'id' | 'name' | 'stock'>, quantity?: number): void;
  toggleWishlist(product: Pick<Product, 'id' | 'name'>): void;
  isWishlisted(productId: number): boolean;
}

const ProductActionsContext = createContext<ProductActions | null>(null);

export const ProductActionsProvider = ProductActionsContext.Provider;

export function useProductActions(): ProductActions {
  const actions = useContext(ProductActionsContext);
  if (!actions) throw new Error('useProductActions needs a ProductActionsProvider');
  return actions;
}
