import { Trans } from '@lingui/react/macro';
import { hasIndicScript, type SearchResult } from '@makerbazaar/core';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';

/**
 * How the search read the query: that no part matched every word and which words the results do
 * match, and the whole query with its misspellings corrected, offered as a search of its own. A
 * query in Hindi, Telugu or Tamil script was read into English, which the results are for: that is
 * said, not asked (decision 032).
 */
export function SearchNotices({
  result,
  searchUrl,
}: {
  result: Pick<SearchResult, 'query' | 'corrected_query' | 'relaxed_query'>;
  /** The search page for other words, keeping the filters and layout. */
  searchUrl: (q: string) => string;
}) {
  const { query, corrected_query: corrected, relaxed_query: relaxed } = result;
  if (!corrected && !relaxed) return null;
  return (
    <div className="mt-3 max-w-2xl space-y-2 text-sm">
      {corrected && hasIndicScript(query) ? (
        <p>
          <Trans>
            Showing results for: <strong className="font-semibold">{corrected}</strong>
          </Trans>
        </p>
      ) : corrected ? (
        <p>
          <Trans>
            Did you mean{' '}
            <Link to={searchUrl(corrected)} className="font-semibold text-primary hover:underline">
              {corrected}
            </Link>
            ?
          </Trans>
        </p>
      ) : null}
      {relaxed ? (
        <p className="flex items-start gap-2 rounded-md border bg-muted px-3 py-2">
          <Icon name="info" aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          <span className="min-w-0 break-words">
            <Trans>
              No part matches all of “<strong className="font-semibold">{query}</strong>” — showing parts that match “
              <strong className="font-semibold">{relaxed}</strong>”.
            </Trans>
          </span>
        </p>
      ) : null}
    </div>
  );
}
