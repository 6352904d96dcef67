import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Icon } from './icon';

/**
 * The foot of a list loaded a page at a time: how many are shown of how many, and a button that loads
 * the next page, or asks again for a page that failed (saying so with `failedMessage`).
 */
export function LoadMore({
  shown,
  total,
  fetching,
  onLoadMore,
  retryFailedPage,
  failedMessage,
}: {
  /** Formatted counts. */
  shown: string;
  total: string;
  fetching: boolean;
  onLoadMore: () => void;
  /** Set while the last page asked for has failed. */
  retryFailedPage: (() => void) | undefined;
  failedMessage: ReactNode;
}) {
  // The message's placeholders keep the names its translations were made with.
  const count = shown;
  const all = total;
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-sm text-muted-foreground">
        <Trans>
          Showing {count} of {all}
        </Trans>
      </p>
      {retryFailedPage ? (
        <p role="alert" className="text-sm text-destructive">
          {failedMessage}
        </p>
      ) : null}
      <Button variant="outline" onClick={retryFailedPage ?? onLoadMore} disabled={fetching}>
        {fetching ? <Icon name="loader-circle" className="animate-spin" /> : null}
        {retryFailedPage ? <Trans>Try again</Trans> : <Trans>Load more</Trans>}
      </Button>
    </div>
  );
}
