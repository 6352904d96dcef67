import { type ComponentProps, lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

const FilterPanel = lazy(() => import('./filter-panel'));

/** The filter panel, with a placeholder of its own height while its code loads. */
export function LazyFilterPanel(props: ComponentProps<typeof FilterPanel>) {
  return (
    <Suspense fallback={<Skeleton className="h-[33rem] w-full" />}>
      <FilterPanel {...props} />
    </Suspense>
  );
}
