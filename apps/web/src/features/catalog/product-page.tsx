import { Trans, useLingui } from '@lingui/react/macro';
import {
  MAX_CART_LINE_QUANTITY,
  nextPriceBreak,
  type ProductDetail,
  RETURN_WINDOW_DAYS,
  unitPriceAt,
} from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ProductImage } from '@/components/product-image';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { LoadProblem } from '@/components/ui/load-problem';
import { PageContainer } from '@/components/ui/page';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { NOTIFY_WHEN_BACK_ID, NotifyWhenBack } from '@/features/back-in-stock';
import { CheckDelivery } from '@/features/delivery';
import { ProductReviews } from '@/features/reviews';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { productQueryOptions } from './api/get-product';
import { similarProductsQueryOptions } from './api/get-similar-products';
import { AddToCartButton } from './components/add-to-cart-button';
import { DatasheetLink } from './components/datasheet-link';
import { Price } from './components/price';
import { NextBreakHint, PriceBreaksTable } from './components/price-breaks-table';
import { ProductGrid } from './components/product-grid';
import { ProductUses } from './components/product-uses';
import { QuantityInput } from './components/quantity-input';
import { StarRating } from './components/star-rating';
import { Availability } from './components/stock-badge';
import { useProductActions } from './product-actions';

/**
 * How wide the gallery draws its pictures: half of PageContainer beside the details from md (gaps
 * 2rem, 3rem from lg), the screen's width less its gutters on phones; the thumbnails a fifth of that.
 */
const GALLERY_IMAGE_SIZES = '(min-width: 1280px) 584px, (min-width: 768px) calc(50vw - 40px), calc(100vw - 32px)';
const THUMBNAIL_IMAGE_SIZES = '(min-width: 1280px) 111px, (min-width: 768px) calc(10vw - 14px), calc(20vw - 13px)';

/**
 * What `quantity` units cost at the break they reach, said as the quantity is typed; the next break
 * to reach, or above the top one (or at what a cart line holds), a quote for more.
 */
function PriceAtQuantity({ product, quantity, max }: { product: ProductDetail; quantity: number; max: number }) {
  const breaks = product.price_breaks;
  const unit = unitPriceAt(product.price, breaks, quantity);
  const each = formatRupees(unit);
  const total = formatRupees(Math.round(unit * quantity * 100) / 100);
  const next = nextPriceBreak(breaks, quantity);
  const quote = `/bulk-orders?${new URLSearchParams({ item: product.name, quantity: String(quantity) })}#quote-request`;
  const topReached = breaks.length > 0 && !next;
  return (
    <div aria-live="polite" className="space-y-1 text-sm">
      {quantity > 1 ? (
        <p className="tabular-nums">
          <Trans>
            {quantity} × {each} each = <strong>{total}</strong>
          </Trans>
        </p>
      ) : null}
      {next && next.min_quantity <= max ? <NextBreakHint next={next} quantity={quantity} /> : null}
      {topReached || quantity >= max ? (
        <p>
          <Link to={quote} className="inline-flex min-h-11 items-center font-medium text-primary hover:underline">
            <Trans>Need more? Ask for a quote</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export default function ProductPage() {
  const { slug = '' } = useParams();
  const { data: product, isPending, isError, error } = useQuery(productQueryOptions(slug));
  usePageTitle(product ? `${product.name} — ${formatRupees(product.price)}` : undefined);
  const similar = useQuery({ ...similarProductsQueryOptions(slug), enabled: Boolean(product) });
  const actions = useProductActions();
  const { t } = useLingui();
  const [imageIndex, setImageIndex] = useState(0);
  // The quantity chosen on this product's page: another product's page starts again from 1.
  const [picked, setPicked] = useState({ slug, quantity: 1 });

  if (isError) {
    const browse = { to: '/categories', label: <Trans>Browse Categories</Trans> };
    return (
      <PageContainer className="py-12">
        <LoadProblem
          query={{ error }}
          notFound={{
            icon: <Icon name="package-x" />,
            title: t`Product Not Found`,
            description: t`The product you're looking for doesn't exist or is no longer sold.`,
            link: browse,
          }}
          failed={{
            icon: <Icon name="package-x" />,
            title: t`We couldn't load this product`,
            description: t`Please try again in a moment.`,
            link: browse,
          }}
        />
      </PageContainer>
    );
  }

  if (isPending) {
    return (
      <PageContainer className="py-8" aria-busy="true">
        <Skeleton className="mb-5 h-4 w-72" />
        <div className="grid gap-8 md:grid-cols-2">
          <Skeleton className="aspect-square w-full" />
          <SkeletonStack
            className="space-y-4"
            lines={['h-4 w-32', 'h-9 w-3/4', 'h-8 w-40', 'h-24 w-full', 'h-11 w-full']}
          />
        </div>
      </PageContainer>
    );
  }

  const gallery = product.images.length
    ? product.images
    : [{ image: product.primary_image, alt: product.name, variants: product.primary_image_variants }];
  const total = gallery.length;
  const imageLabel = (position: number) => t`Show image ${position} of ${total}`;
  const shown = gallery[Math.min(imageIndex, gallery.length - 1)] ?? gallery[0];
  const wishlisted = actions.isWishlisted(product.id);
  const similarProducts = similar.data ?? [];
  const categoryName = product.category.name;
  const days = RETURN_WINDOW_DAYS;
  const maxQuantity = Math.max(1, Math.min(product.stock, MAX_CART_LINE_QUANTITY));
  const chosen = Math.min(picked.slug === slug ? picked.quantity : 1, maxQuantity);

  return (
    <PageContainer className="py-6 sm:py-8">
      <Breadcrumb
        items={[
          { label: t`Home`, to: '/' },
          { label: product.category.name, to: `/category/${product.category.slug}` },
          { label: product.name },
        ]}
      />
      <div className="grid gap-8 md:grid-cols-2 lg:gap-12">
        <section aria-label={t`Product images`} className="space-y-3">
          <div className="overflow-hidden rounded-xl border bg-card">
            <ProductImage
              src={shown?.image ?? product.primary_image}
              variants={shown?.variants ?? product.primary_image_variants}
              sizes={GALLERY_IMAGE_SIZES}
              alt={shown?.alt || product.name}
              priority
            />
          </div>
          {gallery.length > 1 ? (
            <div className="grid grid-cols-5 gap-2">
              {gallery.map((img, i) => (
                <button
                  key={img.image}
                  type="button"
                  onClick={() => setImageIndex(i)}
                  aria-label={imageLabel(i + 1)}
                  aria-current={i === imageIndex}
                  className={cn(
                    'overflow-hidden rounded-md border-2 bg-card',
                    i === imageIndex ? 'border-primary' : 'border-transparent hover:border-border',
                  )}
                >
                  <ProductImage src={img.image} variants={img.variants} sizes={THUMBNAIL_IMAGE_SIZES} alt="" />
                </button>
              ))}
            </div>
          ) : null}
        </section>
        <section className="flex flex-col gap-4">
          <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">{product.brand}</p>
          <h1 className="text-2xl leading-tight font-bold tracking-tight sm:text-3xl">{product.name}</h1>
          <StarRating rating={product.rating} reviews={product.num_reviews} />
          <Price price={product.price} originalPrice={product.original_price} size="lg" />
          <p className="-mt-2 text-xs text-muted-foreground">
            <Trans>Inclusive of all taxes</Trans>
          </p>
          <Availability stock={product.stock} />
          <p className="leading-relaxed text-muted-foreground">{product.description}</p>
          <ProductUses uses={product.uses} />
          {product.price_breaks.length > 0 ? (
            <PriceBreaksTable price={product.price} breaks={product.price_breaks} quantity={chosen} />
          ) : null}
          {product.stock > 0 ? <PriceAtQuantity product={product} quantity={chosen} max={maxQuantity} /> : null}
          <div className="flex flex-col gap-2 sm:flex-row">
            {product.stock > 0 ? (
              <QuantityInput
                name={product.name}
                value={chosen}
                min={1}
                max={maxQuantity}
                onChange={(quantity) => setPicked({ slug, quantity })}
                size="lg"
                className="self-start"
              />
            ) : null}
            <AddToCartButton product={product} quantity={chosen} size="lg" className="sm:flex-1" />
            <Button
              size="lg"
              variant="outline"
              aria-pressed={wishlisted}
              onClick={() => actions.toggleWishlist(product)}
            >
              <Icon name="heart" className={cn(wishlisted && 'fill-destructive text-destructive')} />
              {wishlisted ? <Trans>In Wishlist</Trans> : <Trans>Add to Wishlist</Trans>}
            </Button>
          </div>
          {product.stock <= 0 ? (
            <Suspense fallback={null}>
              <NotifyWhenBack product={product} />
            </Suspense>
          ) : null}
          <CheckDelivery
            productId={product.id}
            outOfStock={
              product.stock <= 0 ? (
                <a
                  href={`#${NOTIFY_WHEN_BACK_ID}`}
                  className="inline-flex min-h-11 items-center font-medium text-primary hover:underline"
                >
                  <Trans>Ask us to tell you when it is back</Trans>
                </a>
              ) : undefined
            }
          />
          <ul className="grid gap-2 rounded-lg border bg-card p-4 text-sm sm:grid-cols-3">
            <li className="flex items-center gap-2">
              <Icon name="truck" className="size-4 text-primary" /> <Trans>Free shipping</Trans>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="rotate-ccw" className="size-4 text-primary" /> <Trans>{days}-day returns</Trans>
            </li>
            <li className="flex items-center gap-2">
              <Icon name="shield-check" className="size-4 text-primary" /> <Trans>Price includes GST</Trans>
            </li>
          </ul>
        </section>
      </div>

      <div className="mt-12 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="specs-heading">
          <h2 id="specs-heading" className="mb-4 text-xl font-bold">
            <Trans>Specifications</Trans>
          </h2>
          {product.specifications.length ? (
            <div className="overflow-hidden rounded-lg border">
              <table className="w-full text-sm">
                <tbody>
                  {product.specifications.map((spec) => (
                    <tr key={spec.name} className="border-b last:border-b-0 odd:bg-muted/50">
                      <th scope="row" className="w-2/5 px-4 py-2.5 text-left font-medium text-muted-foreground">
                        {spec.name}
                      </th>
                      <td className="px-4 py-2.5">{spec.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="text-muted-foreground">
              <Trans>No specifications listed for this product.</Trans>
            </p>
          )}
        </section>
        <aside className="space-y-4">
          <h2 className="text-xl font-bold">
            <Trans>Documents</Trans>
          </h2>
          {product.datasheet_url ? (
            <DatasheetLink href={product.datasheet_url} />
          ) : (
            <p className="text-sm text-muted-foreground">
              <Trans>
                No datasheet for this part. Questions about wiring or compatibility?{' '}
                <Link to="/contact" className="font-medium text-primary hover:underline">
                  Ask our engineers
                </Link>
                .
              </Trans>
            </p>
          )}
        </aside>
      </div>

      <Suspense fallback={<div className="mt-12 h-40" />}>
        <ProductReviews slug={product.slug} />
      </Suspense>

      {similarProducts.length ? (
        <section aria-labelledby="similar-heading" className="mt-12">
          <div className="mb-4 flex items-end justify-between">
            <h2 id="similar-heading" className="text-xl font-bold">
              <Trans>Similar parts</Trans>
            </h2>
            <Link
              to={`/category/${product.category.slug}`}
              className="inline-flex min-h-11 items-center text-sm font-semibold text-primary hover:underline desktop:min-h-0"
            >
              <Trans>All {categoryName}</Trans>
            </Link>
          </div>
          <ProductGrid products={similarProducts} />
        </section>
      ) : null}
    </PageContainer>
  );
}
