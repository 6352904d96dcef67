import { Trans } from '@lingui/react/macro';
import type { Product } from '@makerbazaar/core';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useProductActions } from '../product-actions';

/** The one Add to Cart button: disabled and labelled 'Out of Stock' when nothing is left. */
export function AddToCartButton({
  product,
  quantity,
  ...props
}: { product: Pick<Product, 'id' | 'name' | 'stock'>; quantity?: number } & Omit<
  ButtonProps,
  'onClick' | 'disabled' | 'children'
>) {
  const actions = useProductActions();
  const soldOut = product.stock <= 0;
  return (
    <Button disabled={soldOut} onClick={() => actions.addToCart(product, quantity)} {...props}>
      <Icon name="shopping-cart" />
      {soldOut ? <Trans>Out of Stock</Trans> : <Trans>Add to Cart</Trans>}
    </Button>
  );
}
