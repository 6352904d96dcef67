import { Trans } from '@lingui/react/macro';
import type { Product } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import type { ListingPages } from '../api/get-listing';
import { BESIDE_FILTERS_GRID_IMAGE_SIZES, ProductGrid, ProductGridSkeleton } from './product-grid';

/** A grid of the loaded pages of a listing with "Load more"; the caller supplies the empty state. */
export function ProductResults({
  listing,
  onLoadMore,
  empty,
  products,
  isPending = listing.isPending,
  priorityCount,
}: {
  listing: ListingPages;
  /** Shows one more page (the page count lives in the URL). */
  onLoadMore: () => void;
  empty: ReactNode;
  /** Products to show instead of the loaded pages (the bundled fallback list). */
  products?: Product[];
  /** Whether to show placeholders; by default while the first page loads. */
  isPending?: boolean;
  /** Cards whose pictures are fetched first (see ProductGrid). */
  priorityCount?: number;
}) {
  if (isPending) return <ProductGridSkeleton />;
  const shown = products ?? listing.products;
  if (shown.length === 0) return <>{empty}</>;
  const total = listing.data?.count ?? shown.length;
  const count = formatNumber(shown.length);
  const all = formatNumber(total);
  const more = !products && (listing.hasNextPage || listing.isFetchingNextPage || listing.retryFailedPage);
  return (
    <div className="space-y-6">
      <div
        aria-busy={listing.isPlaceholderData}
        className={cn('transition-opacity', listing.isPlaceholderData && 'opacity-60')}
      >
        <ProductGrid products={shown} priorityCount={priorityCount} imageSizes={BESIDE_FILTERS_GRID_IMAGE_SIZES} />
      </div>
      {more ? (
        <LoadMore
          shown={count}
          total={all}
          fetching={listing.isFetchingNextPage}
          onLoadMore={onLoadMore}
          retryFailedPage={listing.retryFailedPage}
          failedMessage={<Trans>More products could not be loaded.</Trans>}
        />
      ) : null}
    </div>
  );
}
