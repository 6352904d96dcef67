import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@makerbazaar/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ProductPrimaryImage } from '@/components/product-image';
import { Button } from '@/components/ui/button';
import { ContinueShoppingButton } from '@/components/ui/continue-shopping-button';
import { Icon } from '@/components/ui/icon';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { RequireAuth } from '@/features/auth';
import { WaitingForStock } from '@/features/back-in-stock';
import {
  FULL_WIDTH_GRID_IMAGE_SIZES,
  GRID_FIRST_ROW,
  Price,
  ProductGridSkeleton,
  StarRating,
  StockBadge,
  useProductActions,
} from '@/features/catalog';
import { toast } from '@/lib/toast';
import { useWishlist, type Wishlist } from './api/get-wishlist';
import { useRemoveFromWishlist } from './api/remove-from-wishlist';

function WishlistCard({ product, priorityImage }: { product: Product; priorityImage: boolean }) {
  const actions = useProductActions();
  const remove = useRemoveFromWishlist();
  const { t } = useLingui();
  const name = product.name;
  const href = `/product/${product.slug}`;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm">
      <div className="relative">
        <Link to={href} tabIndex={-1} aria-hidden="true">
          <ProductPrimaryImage product={product} sizes={FULL_WIDTH_GRID_IMAGE_SIZES} alt="" priority={priorityImage} />
        </Link>
        <StockBadge stock={product.stock} className="absolute top-2 left-2 bg-card/95 shadow-sm" />
        <Button
          variant="outline"
          size="icon-sm"
          className="absolute top-2 right-2 rounded-full bg-card/95 shadow-sm"
          aria-label={t`Remove ${name} from wishlist`}
          onClick={() => remove.mutate(product)}
        >
          <Icon name="heart" className="fill-destructive text-destructive" />
        </Button>
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="truncate text-xs font-medium tracking-wide text-muted-foreground uppercase">{product.brand}</p>
        <h2 className="line-clamp-2 min-h-10 text-sm leading-5 font-semibold">
          <Link to={href} className="hover:text-primary">
            {product.name}
          </Link>
        </h2>
        <Link
          to={`/category/${product.category.slug}`}
          className="truncate text-xs text-muted-foreground hover:text-primary hover:underline"
        >
          {product.category.name}
        </Link>
        <StarRating rating={product.rating} reviews={product.num_reviews} />
        <Price price={product.price} originalPrice={product.original_price} className="mt-auto pt-1" />
        <Button className="mt-2 w-full" disabled={product.stock <= 0} onClick={() => actions.addToCart(product)}>
          <Icon name="shopping-cart" />
          <Trans>Add to Cart</Trans>
        </Button>
      </div>
    </article>
  );
}

function WishlistContents({ wishlist }: { wishlist: UseQueryResult<Wishlist> }) {
  const { t } = useLingui();
  if (wishlist.isError) {
    return (
      <EmptyState
        icon={<Icon name="heart-crack" />}
        title={t`We couldn't load your wishlist`}
        description={t`Failed to fetch wishlist. Please try again.`}
      >
        <Button variant="outline" onClick={() => wishlist.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </EmptyState>
    );
  }
  if (!wishlist.data) return <ProductGridSkeleton count={4} />;
  if (wishlist.data.results.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="heart" />}
        title={t`Your wishlist is empty`}
        description={t`Tap the heart on any product to save it here for later.`}
      >
        <ContinueShoppingButton />
      </EmptyState>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4">
      {wishlist.data.results.map((product, index) => (
        <li key={product.id}>
          <WishlistCard product={product} priorityImage={index < GRID_FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}

function SignedInWishlist() {
  const { t } = useLingui();
  const wishlist = useWishlist();
  const count = wishlist.isError ? 0 : (wishlist.data?.count ?? 0);

  useEffect(() => {
    if (wishlist.isError) toast.error(t`Failed to fetch wishlist`);
  }, [wishlist.isError, t]);

  return (
    <PageContainer className="py-8">
      <PageHeader
        title={t`My Wishlist`}
        description={count > 0 ? t`${plural(count, { one: '# saved product', other: '# saved products' })}` : undefined}
      />
      <WaitingForStock />
      <WishlistContents wishlist={wishlist} />
    </PageContainer>
  );
}

export default function WishlistPage() {
  const { t } = useLingui();
  return (
    <RequireAuth title={t`My Wishlist`} message={t`You must be logged in to view your wishlist.`}>
      <SignedInWishlist />
    </RequireAuth>
  );
}
