import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { BackLink } from './back-link';

/** What a detail screen needs of its query: TanStack Query's result fits. */
export interface DetailQuery<Data> {
  data: Data | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** No such record: the server answers 404, or 400 for an id that cannot be one. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The frame of one record's screen (an order, a customer, a course): the way back to its list,
 * then the record, its loading shape, a not-found page or a could-not-load page with Retry.
 */
export function DetailPage<Data>({
  query,
  back,
  missing,
  failed,
  icon,
  loading = <DetailSkeleton />,
  children,
}: {
  query: DetailQuery<Data>;
  back?: { to: string; label: string };
  /** What the not-found page says, and what it offers instead of Retry (a way back). */
  missing: { title: string; description: string; action?: ReactNode };
  /** The could-not-load page's title ("The order could not be loaded"). */
  failed: { title: string; description?: string };
  icon?: ReactNode;
  /** The record's shape while it loads: a title, a line and two columns unless said. */
  loading?: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  const backLink = back ? <BackLink to={back.to} label={back.label} /> : null;
  if (query.error) {
    const notFound = isMissing(query.error);
    return (
      <>
        {backLink}
        <EmptyState
          icon={icon}
          title={notFound ? missing.title : failed.title}
          description={notFound ? missing.description : (failed.description ?? 'Check your connection and try again.')}
        >
          {notFound ? (
            missing.action
          ) : (
            <RetryButton variant="outline" busy={query.isFetching} onRetry={query.refetch} />
          )}
        </EmptyState>
      </>
    );
  }
  if (query.data === undefined) {
    return (
      <>
        {backLink}
        {loading}
      </>
    );
  }
  return (
    <>
      {backLink}
      {children(query.data)}
    </>
  );
}

/** A record's screen while it loads: its title, a line of context, the main column and the side one. */
export function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading">
      <Skeleton className="mb-2 h-8 w-64" />
      <Skeleton className="mb-6 h-4 w-96 max-w-full" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Skeleton className="h-96" />
        <Skeleton className="h-64" />
      </div>
    </div>
  );
}
