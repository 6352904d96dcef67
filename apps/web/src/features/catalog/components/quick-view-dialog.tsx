import { Trans } from '@lingui/react/macro';
import type { Product } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { ProductPrimaryImage } from '@/components/product-image';
import { ButtonLink } from '@/components/ui/button-link';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { SkeletonStack } from '@/components/ui/skeleton';
import { productQueryOptions } from '../api/get-product';
import { useProductActions } from '../product-actions';
import { AddToCartButton } from './add-to-cart-button';
import { Price } from './price';
import { StarRating } from './star-rating';
import { Availability } from './stock-badge';

/**
 * A listed product at a glance. Its description comes from the product's own answer, asked for when
 * the dialog opens: list answers a page carries leave it out (`server/rendered-pages.ts`).
 */
export default function QuickViewDialog({
  product,
  open,
  onOpenChange,
}: {
  product: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const _actions = useProductActions();
  const details = useQuery(productQueryOptions(product.slug));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl sm:grid-cols-2 sm:gap-6">
        <ProductPrimaryImage
          product={product}
          sizes="(min-width: 800px) 348px, (min-width: 640px) calc(50vw - 52px), calc(100vw - 80px)"
          alt={product.name}
          className="rounded-md"
        />
        <div className="flex flex-col gap-3">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {product.brand} · {product.category.name}
          </p>
          <DialogTitle className="pr-6 text-xl">{product.name}</DialogTitle>
          <StarRating rating={product.rating} reviews={product.num_reviews} />
          <Price price={product.price} originalPrice={product.original_price} size="lg" />
          <Availability stock={product.stock} />
          <DialogDescription className="leading-relaxed" asChild>
            <div aria-busy={details.isPending}>
              {details.data ? (
                details.data.description
              ) : details.isPending ? (
                <SkeletonStack lines={['h-4 w-full', 'h-4 w-full', 'h-4 w-2/3']} className="space-y-2 py-0.5" />
              ) : null}
            </div>
          </DialogDescription>
          <div className="mt-auto flex flex-col gap-2 pt-2 sm:flex-row">
            <AddToCartButton product={product} className="flex-1" />
            <ButtonLink
              variant="outline"
              className="flex-1"
              to={`/product/${product.slug}`}
              onClick={() => onOpenChange(false)}
            >
              <Trans>View full details</Trans>
            </ButtonLink>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
