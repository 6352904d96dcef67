import { Trans } from '@lingui/react/macro';
import type { Product } from '@makerbazaar/core';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product-image';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { AddToCartButton, Price, StarRating, StockBadge, WishlistToggle } from '@/features/catalog';

/** A product in the list layout of search results: picture on the left, details on the right. */
export function ProductListRow({ product, priorityImage = false }: { product: Product; priorityImage?: boolean }) {
  const href = `/product/${product.slug}`;

  return (
    <article className="flex gap-3 rounded-lg border bg-card p-3 text-card-foreground shadow-sm sm:gap-5 sm:p-4">
      <Link to={href} tabIndex={-1} aria-hidden="true" className="w-24 shrink-0 self-start sm:w-36">
        <ProductImage
          src={product.primary_image}
          variants={product.primary_image_variants}
          sizes="(min-width: 640px) 144px, 96px"
          alt=""
          priority={priorityImage}
          className="rounded-md"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 md:flex-row md:gap-6">
        <div className="min-w-0 flex-1 space-y-1.5">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {product.brand} · {product.category.name}
          </p>
          <h3 className="text-sm leading-5 font-semibold sm:text-base">
            <Link to={href} className="hover:text-primary">
              {product.name}
            </Link>
          </h3>
          <StarRating rating={product.rating} reviews={product.num_reviews} />
          <p className="hidden text-sm text-muted-foreground sm:line-clamp-2">{product.description}</p>
          <StockBadge stock={product.stock} />
        </div>
        <div className="flex shrink-0 flex-col gap-2 md:w-48 md:items-end">
          <Price price={product.price} originalPrice={product.original_price} className="md:justify-end" />
          <div className="flex gap-2 md:w-full">
            <AddToCartButton product={product} size="sm" className="flex-1" />
            <WishlistToggle product={product} className="size-9" />
          </div>
        </div>
      </div>
    </article>
  );
}

export function ProductListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <span className="sr-only">
        <Trans>Loading products…</Trans>
      </span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className="flex gap-3 rounded-lg border bg-card p-3 sm:gap-5 sm:p-4">
          <Skeleton className="aspect-square w-24 shrink-0 sm:w-36" />
          <SkeletonStack
            className="flex-1 space-y-2 py-1"
            lines={['h-3 w-1/4', 'h-4 w-2/3', 'h-3 w-1/3', 'h-9 w-40']}
          />
        </div>
      ))}
    </div>
  );
}
