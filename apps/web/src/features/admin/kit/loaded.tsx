import type { ReactNode } from 'react';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import type { DetailQuery } from './detail-page';

/**
 * A part of a screen that shows one query's answer: its loading shape, then the answer, or a line
 * saying it could not be loaded ("The stock could not be loaded.") with Retry.
 */
export function Loaded<Data>({
  query,
  failed,
  loading,
  layout = 'grid gap-2',
  children,
}: {
  query: DetailQuery<Data>;
  failed: string;
  /** The answer's shape while it loads: a grey block for each of these classes ('h-16', 'aspect-square'). */
  loading: string[];
  /** How the blocks are laid out: a column unless said. */
  layout?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.error) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {failed}
        <RetryButton busy={query.isFetching} onRetry={query.refetch} />
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <div className={layout} role="status" aria-busy="true" aria-label="Loading">
        {loading.map((block, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder blocks have no identity
          <Skeleton key={index} className={block} />
        ))}
      </div>
    );
  }
  return children(query.data);
}
