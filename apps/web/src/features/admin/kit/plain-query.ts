import type { ApiRouteKey } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { type ApiAnswer, api } from '@/lib/api-client';
import { adminQueryKey } from '../api/admin-me';

/** The routes that may be asked with nothing but a signal: GETs without path parameters (a query is optional). */
type PlainRoute = Exclude<Extract<ApiRouteKey, `GET ${string}`>, `${string}:${string}`>;

/**
 * The query for a back-office screen that asks one route with no input, kept under `name` below
 * the back office's key (so a write's refresh reaches it); its `queryKey` types `setQueryData`.
 */
export function plainQuery<Route extends PlainRoute>(name: string, route: Route) {
  const ask = api as (route: Route, input: { signal: AbortSignal }) => Promise<ApiAnswer<Route>>;
  return queryOptions({
    queryKey: [...adminQueryKey, name],
    queryFn: ({ signal }) => ask(route, { signal }),
  });
}
