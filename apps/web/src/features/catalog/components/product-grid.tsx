import { Trans } from '@lingui/react/macro';
import type { Product } from '@makerbazaar/core';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { ProductCard } from './product-card';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-4';

/**
 * How wide GRID draws a card's picture across the page's full width (PageContainer: 1280px at most,
 * 16/24/32px gutters): 4 columns from xl, 3 from md, 2 on phones; the card's own border taken off,
 * slightly over rather than under. Two pixels more sent a 412px phone at 1.75 device pixels (184
 * against 182) the 640px copy of every picture, four times the pixels to decode.
 */
export const FULL_WIDTH_GRID_IMAGE_SIZES =
  '(min-width: 1280px) 290px, (min-width: 768px) calc(33.3vw - 29px), calc(50vw - 24px)';

/** The same beside a filter column of 15 or 16rem (category, home and search pages), which shows from lg. */
export const BESIDE_FILTERS_GRID_IMAGE_SIZES =
  '(min-width: 1280px) 222px, (min-width: 1024px) calc(33.3vw - 125px), (min-width: 768px) calc(33.3vw - 29px), calc(50vw - 24px)';

/** The widest GRID shows this many cards in its first row. */
export const GRID_FIRST_ROW = 4;

export function ProductGrid({
  products,
  priorityCount = 0,
  imageSizes = FULL_WIDTH_GRID_IMAGE_SIZES,
}: {
  products: Product[];
  /** Cards whose pictures are fetched first: GRID_FIRST_ROW when the grid is the top of its page, else none. */
  priorityCount?: number;
  imageSizes?: string;
}) {
  return (
    <div className={GRID}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priorityImage={index < priorityCount} imageSizes={imageSizes} />
      ))}
    </div>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div className={GRID} aria-busy="true">
      <span className="sr-only">
        <Trans>Loading products…</Trans>
      </span>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className="overflow-hidden rounded-lg border bg-card">
          <Skeleton className="aspect-square rounded-none" />
          <SkeletonStack className="space-y-2 p-4" lines={['h-3 w-1/3', 'h-4 w-full', 'h-4 w-2/3', 'h-9 w-full']} />
        </div>
      ))}
    </div>
  );
}
