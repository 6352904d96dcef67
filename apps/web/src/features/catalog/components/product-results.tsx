import type { Product, ProductList } from '@makerbazaar/core';
import type { InfiniteData } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

/** A grid of loaded pages with "Load more"; the caller supplies the empty state. */
export function ProductResults({
  data,
  isPending,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  empty,
  products,
}: {
  data: InfiniteData<ProductList> | undefined;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  empty: ReactNode;
  /** Products to show instead of the loaded pages (the bundled fallback list). */
  products?: Product[];
}) {
  if (isPending && !products) return <ProductGridSkeleton />;
  const shown = products ?? data?.pages.flatMap((p) => p.results) ?? [];
  if (shown.length === 0) return <>{empty}</>;
  const total = data?.pages[0]?.count ?? shown.length;
  return (
    <div className="space-y-6">
      <ProductGrid products={shown} />
      {!products && hasNextPage ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-muted-foreground">
            Showing {shown.length} of {total}
          </p>
          <Button variant="outline" onClick={fetchNextPage} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? <Loader2 className="animate-spin" /> : null}
            Load more
          </Button>
        </div>
      ) : null}
    </div>
  );
}
