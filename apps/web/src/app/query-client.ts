import { type DehydratedState, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** The one query cache of a tab, or of one page rendered on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
}

/** Where a server-rendered page carries the answers it was rendered from (JSON in a script element). */
export const SERVER_STATE_ELEMENT_ID = 'mb-server-state';

/**
 * The answers a page was rendered from, as the script element carries them: `<` is escaped, so
 * no text in them can close the element.
 */
export function serverStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ELEMENT_ID}" type="application/json">${json}</script>`;
}

/**
 * The answers the server rendered this page from, or undefined for a page rendered in the browser.
 * The server vouches they are current when it sends the page, so they count as fetched now and are
 * not asked for again before they go stale. A 404 comes back as the ApiError the screens expect.
 */
export function readServerState(): DehydratedState | undefined {
  const element = document.getElementById(SERVER_STATE_ELEMENT_ID);
  if (!element?.textContent) return undefined;
  const state = JSON.parse(element.textContent) as DehydratedState;
  const now = Date.now();
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error as { status: number; body: unknown } | null;
      return {
        ...query,
        state: {
          ...query.state,
          dataUpdatedAt: now,
          error: error ? new ApiError(error.status, error.body) : null,
          errorUpdatedAt: error ? now : query.state.errorUpdatedAt,
        },
      };
    }),
  };
}
