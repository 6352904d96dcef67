import { useLingui } from '@lingui/react/macro';
import type { Product } from '@makerbazaar/core';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { useProductActions } from '../product-actions';

/** The one wishlist heart of a listed product: pressed, and filled, while the product is on the wishlist. */
export function WishlistToggle({
  product,
  ...props
}: { product: Pick<Product, 'id' | 'name'> } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const { t } = useLingui();
  const actions = useProductActions();
  const wishlisted = actions.isWishlisted(product.id);
  const { name } = product;
  return (
    <Button
      variant="outline"
      size="icon-sm"
      aria-label={wishlisted ? t`Remove ${name} from wishlist` : t`Add ${name} to wishlist`}
      aria-pressed={wishlisted}
      onClick={() => actions.toggleWishlist(product)}
      {...props}
    >
      <Icon name="heart" className={cn(wishlisted && 'fill-destructive text-destructive')} />
    </Button>
  );
}
