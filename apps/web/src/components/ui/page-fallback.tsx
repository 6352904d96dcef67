import { PageContainer } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';

/** Shown while a route's code loads: the shape of a page, so nothing jumps when it arrives. */
export function PageFallback() {
  return (
    <PageContainer className="py-8" aria-busy="true">
      <Skeleton className="h-8 w-64" />
      <Skeleton className="mt-3 h-4 w-96 max-w-full" />
      <Skeleton className="mt-8 h-72 w-full" />
    </PageContainer>
  );
}
