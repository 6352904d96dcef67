import { Skeleton } from '@/components/ui/skeleton';

/** The facet panel's placeholder while its answer or its code loads. */
export function FacetPanelSkeleton() {
  return (
    <div className="space-y-6" aria-hidden="true">
      {[5, 5, 4, 3].map((rows, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className="space-y-2.5">
          <Skeleton className="h-4 w-24" />
          {Array.from({ length: rows }, (_, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={j} className="h-4 w-full" />
          ))}
        </div>
      ))}
    </div>
  );
}
