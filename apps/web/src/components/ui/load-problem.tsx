import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { ButtonLink } from './button-link';
import { Icon } from './icon';
import { EmptyState } from './page';
import { RetryButton } from './retry-button';

/** A link out of a problem: where the reader can go instead. */
export interface ProblemLink {
  to: string;
  label: ReactNode;
}

interface Missing {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  link?: ProblemLink;
}

interface Failure {
  icon?: ReactNode;
  title: ReactNode;
  /** Defaults to checking the connection. */
  description?: ReactNode;
  link?: ProblemLink;
}

interface Retry {
  /** Asks again; without it the failure offers only its link. */
  onRetry?: () => unknown;
  retrying?: boolean;
  /** The retry button's words, 'Retry' unless given. */
  retryLabel?: ReactNode;
}

/** The thing asked for is not there: say so and offer a way back. */
export function NotFoundState({ icon, title, description, link }: Missing) {
  return (
    <EmptyState icon={icon} title={title} description={description}>
      {link ? <ProblemLinkButton link={link} /> : null}
    </EmptyState>
  );
}

/** The thing asked for did not come: say so, offer to ask again and, if given, a way out. */
export function LoadFailedState({ icon, title, description, link, onRetry, retrying, retryLabel }: Failure & Retry) {
  return (
    <EmptyState
      icon={icon ?? <Icon name="triangle-exclamation-point" />}
      title={title}
      description={description ?? <Trans>Check your internet connection and try again.</Trans>}
    >
      {onRetry ? (
        <RetryButton onRetry={onRetry} busy={retrying}>
          {retryLabel}
        </RetryButton>
      ) : null}
      {link ? <ProblemLinkButton link={link} variant={onRetry ? 'outline' : undefined} /> : null}
    </EmptyState>
  );
}

/** What LoadProblem reads of a query (TanStack Query's result fits). */
export interface ProblemQuery {
  /** A 404 from the server means the thing is not there, anything else that it did not come. */
  error: unknown;
  /** Asks again; without it the failure offers only its link. */
  refetch?: () => unknown;
  isRefetching?: boolean;
}

export interface LoadProblemProps {
  query: ProblemQuery;
  /** What to say when the server answered 404; without it a 404 is told as any other failure. */
  notFound?: Missing;
  /** What to say when it could not be loaded. */
  failed: Failure;
  /** The retry button's words, 'Retry' unless given. */
  retryLabel?: ReactNode;
}

/**
 * What a screen shows in place of what it asked the server for: "not found" with a way back when the
 * server answered 404, otherwise "could not be loaded" with a retry.
 */
export function LoadProblem({ query, notFound, failed, retryLabel }: LoadProblemProps) {
  if (notFound && query.error instanceof ApiError && query.error.status === 404) return <NotFoundState {...notFound} />;
  return <LoadFailedState {...failed} onRetry={query.refetch} retrying={query.isRefetching} retryLabel={retryLabel} />;
}

function ProblemLinkButton({ link, variant }: { link: ProblemLink; variant?: 'outline' }) {
  return (
    <ButtonLink variant={variant} to={link.to}>
      {link.label}
    </ButtonLink>
  );
}
