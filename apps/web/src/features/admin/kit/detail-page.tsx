import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
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
  loading,
  children,
}: {
  query: DetailQuery<Data>;
  back?: { to: string; label: string };
  /** What the not-found page says, and what it offers instead of Retry (a way back). */
  missing: { title: string; description: string; action?: ReactNode };
  /** The could-not-load page's title ("The order could not be loaded"). */
  failed: { title: string; description?: string };
  icon?: ReactNode;
  loading: ReactNode;
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
