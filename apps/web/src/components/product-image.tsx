import { type ImageVariant, PLACEHOLDER_PICTURE_URL } from '@makerbazaar/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

export const PLACEHOLDER_IMAGE = PLACEHOLDER_PICTURE_URL;

/** An uploaded picture's resized copies, and how wide the layout draws it, so a phone fetches a small one. */
type ResizedCopies =
  | { variants?: undefined; sizes?: undefined }
  | {
      variants: ImageVariant[];
      /** The `sizes` attribute: the picture's drawn width at each breakpoint of its layout. */
      sizes: string;
    };

/** `variants` as a `srcset`, or nothing for a picture with no resized copies (a drawing). */
function srcSetOf(variants: ImageVariant[] | undefined): string | undefined {
  if (!variants?.length) return undefined;
  return variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');
}

/**
 * A product (or course, or project) picture that never shifts the layout and falls back to a
 * placeholder. `width` and `height` give the box's proportions before the picture arrives. A
 * `priority` picture is the page's main one, fetched first; every other waits until it is near the
 * screen.
 */
export function ProductImage({
  src,
  alt,
  className,
  width = 400,
  height = 400,
  priority = false,
  variants,
  sizes,
}: {
  src: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
} & ResizedCopies) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  // A broken copy drops the srcset too, or the browser would keep choosing from it.
  const srcSet = failed ? undefined : srcSetOf(variants);
  return (
    <img
      src={failed ? PLACEHOLDER_IMAGE : src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      onError={() => setFailedSrc(src)}
      className={cn('aspect-square w-full bg-muted object-cover', className)}
    />
  );
}

/** A product as the answers that show it carry its picture; some (alerts, orders) carry no resized copies. */
type PicturedProduct = { primary_image: string; primary_image_variants?: ImageVariant[] };

/** A product's main picture with its resized copies: how cards, lists and summaries draw a product. */
export function ProductPrimaryImage({
  product,
  ...picture
}: {
  product: PicturedProduct;
  sizes: string;
  alt: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}) {
  return <ProductImage src={product.primary_image} variants={product.primary_image_variants ?? []} {...picture} />;
}

/** The box of each thumbnail width: Tailwind needs the class names whole. */
const THUMBNAIL_BOX = { 56: 'size-14', 64: 'size-16', 80: 'size-20' } as const;

/**
 * A product's small picture in a bordered box, as lines of a cart, an order or a list draw it. With
 * `to` it links to the product but stays out of the tab order and the accessibility tree: the
 * product's name beside it is the link people meet.
 */
export function ProductThumbnail({
  product,
  width,
  to,
  onNavigate,
  className,
}: {
  product: PicturedProduct;
  width: keyof typeof THUMBNAIL_BOX;
  to?: string;
  onNavigate?: () => void;
  className?: string;
}) {
  const box = cn(THUMBNAIL_BOX[width], 'shrink-0 overflow-hidden rounded-md border', className);
  const picture = <ProductPrimaryImage product={product} sizes={`${width}px`} alt="" />;
  if (!to) return <div className={box}>{picture}</div>;
  return (
    <Link to={to} onClick={onNavigate} tabIndex={-1} aria-hidden="true" className={box}>
      {picture}
    </Link>
  );
}
