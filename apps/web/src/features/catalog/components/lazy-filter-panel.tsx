import { type ComponentProps, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyAfterStart } from '@/lib/screen-chunks';
import { FacetPanelSkeleton } from './facet-panel-skeleton';

const FilterPanel = lazyAfterStart(() => import('./filter-panel'));
const FacetPanel = lazyAfterStart(async () => ({ default: (await import('./facet-panel')).FacetPanel }));

/** The filter panel, with a placeholder of its own height while its code loads. */
export function LazyFilterPanel(props: ComponentProps<typeof FilterPanel>) {
  return (
    <Suspense fallback={<Skeleton className="h-[33rem] w-full" />}>
      <FilterPanel {...props} />
    </Suspense>
  );
}

/**
 * The facet panel as its own chunk, for pages outside this feature: through the feature's entry
 * point, a static import would put its checkbox widgets in every page's first download.
 */
export function LazyFacetPanel(props: ComponentProps<typeof FacetPanel>) {
  return (
    <Suspense fallback={<FacetPanelSkeleton />}>
      <FacetPanel {...props} />
    </Suspense>
  );
}
