import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@makerbazaar/core';
import { useState } from 'react';
import { ProductPrimaryImage } from '@/components/product-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardLink } from '@/components/ui/card-link';
import { Icon } from '@/components/ui/icon';
import { partOnDemand } from '@/lib/part-on-demand';
import { AddToCartButton } from './add-to-cart-button';
import { Price } from './price';
import { StarRating } from './star-rating';
import { StockBadge } from './stock-badge';
import { WishlistToggle } from './wishlist-toggle';

const QuickViewDialog = partOnDemand(() => import('./quick-view-dialog'));

export function ProductCard({
  product,
  imageSizes,
  priorityImage = false,
}: {
  product: Product;
  /** The `sizes` of the card's picture in the grid that holds it. */
  imageSizes: string;
  priorityImage?: boolean;
}) {
  const { t } = useLingui();
  const [quickView, setQuickView] = useState(false);
  const href = `/product/${product.slug}`;
  const name = product.name;

  return (
    <article className="product-card drawn-when-near group">
      {/* The name's link covers the whole card, the picture too. */}
      <ProductPrimaryImage
        product={product}
        sizes={imageSizes}
        alt=""
        priority={priorityImage}
        className="product-card-picture"
      />
      <div className="product-card-badges">
        <StockBadge stock={product.stock} className="bg-card/95 shadow-sm" />
        {product.is_featured ? (
          <Badge variant="highlight">
            <Trans>Featured</Trans>
          </Badge>
        ) : null}
      </div>
      <div className="product-card-actions">
        <WishlistToggle product={product} className="product-card-action" />
        <Button
          variant="outline"
          size="icon-sm"
          className="product-card-action"
          aria-label={t`Quick view ${name}`}
          onClick={() => setQuickView(true)}
        >
          <Icon name="eye" />
        </Button>
      </div>
      <div className="product-card-body">
        <p className="product-card-brand">{product.brand}</p>
        <h3 className="product-card-name">
          <CardLink to={href} className="after:z-0">
            {product.name}
          </CardLink>
        </h3>
        <StarRating rating={product.rating} reviews={product.num_reviews} />
        <Price
          price={product.price}
          originalPrice={product.original_price}
          breaks={product.price_breaks}
          className="mt-auto pt-1"
        />
        <AddToCartButton product={product} className="relative z-10 mt-2 w-full" />
      </div>
      {quickView ? <QuickViewDialog product={product} open onOpenChange={setQuickView} /> : null}
    </article>
  );
}
