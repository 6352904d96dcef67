import { type DehydratedState, hashKey, QueryClient, type QueryKey } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** The one query cache of a tab, or of one page rendered on the server. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } } });
}

/** Where a server-rendered page carries the answers it was rendered from (JSON in a script element). */
export const SERVER_STATE_ELEMENT_ID = 'mb-server-state';

/**
 * The answers a page was rendered from, as the page carries them: each query's key and its data, or
 * its failure (a 404). The rest of a dehydrated query (when it was fetched, how often, its hash) is
 * the same for every answer a page carries, and made again in the browser (`readServerState`).
 */
export interface CarriedState {
  queries: { queryKey: QueryKey; state: { status: 'success' | 'error'; data?: unknown; error?: unknown } }[];
}

/** The carried part of dehydrated answers. */
export function carriedState(state: DehydratedState): CarriedState {
  return {
    queries: state.queries.map(({ queryKey, state: { status, data, error } }) => ({
      queryKey,
      state: status === 'error' ? { status, error } : { status: 'success', data },
    })),
  };
}

/**
 * The answers a page was rendered from, as the script element carries them: `<` is escaped, so
 * no text in them can close the element.
 */
export function serverStateScript(state: CarriedState): string {
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
  const carried = JSON.parse(element.textContent) as CarriedState;
  const now = Date.now();
  return {
    mutations: [],
    queries: carried.queries.map(({ queryKey, state: { status, data, error } }) => {
      const failure = error as { status: number; body: unknown } | undefined;
      return {
        queryKey,
        queryHash: hashKey(queryKey),
        dehydratedAt: now,
        state: {
          data,
          dataUpdateCount: failure ? 0 : 1,
          dataUpdatedAt: failure ? 0 : now,
          error: failure ? new ApiError(failure.status, failure.body) : null,
          errorUpdateCount: failure ? 1 : 0,
          errorUpdatedAt: failure ? now : 0,
          fetchFailureCount: failure ? 1 : 0,
          fetchFailureReason: failure ? new ApiError(failure.status, failure.body) : null,
          fetchMeta: null,
          isInvalidated: false,
          status,
          fetchStatus: 'idle',
        },
      };
    }),
  };
}
