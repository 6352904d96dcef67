import type { ReactNode } from 'react';
import { RetryButton } from '@/components/ui/retry-button';
import type { DetailQuery } from './detail-page';

/**
 * A part of a screen that shows one query's answer: its loading shape, then the answer, or a line
 * saying it could not be loaded ("The stock could not be loaded.") with Retry.
 */
export function Loaded<Data>({
  query,
  failed,
  loading,
  children,
}: {
  query: DetailQuery<Data>;
  failed: string;
  loading: ReactNode;
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
  if (query.data === undefined) return loading;
  return children(query.data);
}
