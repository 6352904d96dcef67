import {
  type ApiRouteKey,
  type ApiRoutes,
  COOKIE_SESSION_MODE,
  type FieldErrors,
  SESSION_MODE_HEADER,
} from '@makerbazaar/core';
import type { z } from 'zod';
import { translateApiMessage } from './api-messages';
import { endSession, sessionStore, startSession } from './session';

/** A failed API call: the status and the DRF-style body (`{detail}` or `{field: [messages]}`). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(apiErrorMessage(body) ?? `Request failed (${status})`);
  }

  /** What the server said, when it said anything readable. */
  get serverMessage(): string | undefined {
    return apiErrorMessage(this.body);
  }

  /** The messages for each field, in the page's language. */
  get fieldErrors(): FieldErrors | undefined {
    if (!this.body || typeof this.body !== 'object' || 'detail' in this.body) return undefined;
    return Object.fromEntries(
      Object.entries(this.body as FieldErrors).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages.map(translateApiMessage) : messages,
      ]),
    );
  }
}

/** Every message a DRF-style error body carries, as one readable line in the page's language. */
export function apiErrorMessage(body: unknown): string | undefined {
  if (typeof body === 'string' && body) return translateApiMessage(body);
  if (!body || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return translateApiMessage(record.detail);
  const messages = Object.values(record).flatMap((v) =>
    Array.isArray(v) ? v.filter((m) => typeof m === 'string') : [],
  );
  return messages.length ? messages.map(translateApiMessage).join(' ') : undefined;
}

export type QueryParams = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

function toSearchParams(params: QueryParams): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  return search;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: QueryParams;
  body?: unknown;
  /** A multipart form instead of a JSON body (files); the browser writes its content type. */
  form?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * How requests reach the API while the server renders a page (its own handler, as a guest); in the
 * browser, the page's origin and `fetch`.
 */
let serverTransport: typeof fetch | undefined;
export function setServerTransport(transport: typeof fetch): void {
  serverTransport = transport;
}

/**
 * Lets the browser run other work before a request is sent. A screen asks for its lists in the effects
 * of the render that shows it; each `fetch` costs a slow phone a few milliseconds, which would all be
 * paid in that one task, ignoring taps, instead of each in its own.
 */
function yieldBeforeRequest(): Promise<void> | undefined {
  return (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.();
}

async function send(path: string, options: RequestOptions, accessToken: string | null): Promise<Response> {
  if (!serverTransport) await yieldBeforeRequest();
  // Absolute, so the same code runs in the browser and under test runners.
  const url = new URL(`/api${path}`, serverTransport ? 'http://server.invalid' : window.location.origin);
  if (options.query) url.search = toSearchParams(options.query).toString();
  // Cookie mode: the refresh token stays in the HttpOnly cookie and never appears in an answer.
  const headers: Record<string, string> = {
    accept: 'application/json',
    [SESSION_MODE_HEADER]: COOKIE_SESSION_MODE,
    ...options.headers,
  };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return (serverTransport ?? fetch)(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    signal: options.signal,
    credentials: 'same-origin',
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    // A non-JSON body (a proxy's error page) stays as text for the message.
    return text;
  }
}

/** The Web Lock the tabs of one browser take turns on to refresh the session. */
export const REFRESH_LOCK = 'makerbazaar-session-refresh';

/**
 * Runs `task` while no other tab of this browser refreshes: tabs share the refresh cookie, and two
 * tabs presenting it at once would race for one rotation. Without the Web Locks API the tab goes
 * ahead alone, and the server's short grace for a just-rotated token absorbs the race.
 */
function oneTabAtATime<T>(task: () => Promise<T>): Promise<T> {
  // Absent outside secure contexts (plain http other than localhost) and in jsdom.
  if (typeof navigator === 'undefined' || !navigator.locks) return task();
  return navigator.locks.request(REFRESH_LOCK, task);
}

let refreshing: Promise<string | null> | null = null;

/**
 * Trades the refresh cookie for a new access token; concurrent callers in this tab share one
 * request and other tabs wait their turn, so a burst of 401s rotates the token once per tab.
 */
export function refreshAccessToken(): Promise<string | null> {
  refreshing ??= oneTabAtATime(async () => {
    try {
      const response = await send('/token/refresh/', { method: 'POST' }, null);
      if (!response.ok) return null;
      // The refresh is the client's own call (it must not retry on a 401); its answer is the contract's.
      const { access } = (await response.json()) as ApiAnswer<'POST /token/refresh/'>;
      startSession(access);
      return access;
    } catch {
      return null;
    }
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** Called when a signed-in session can no longer be renewed (the app sends the visitor to /login). */
let onSessionExpired: () => void = () => {};
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

/** The names of a path's `:name` parameters. */
type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type RoutePath<K extends ApiRouteKey> = K extends `${string} ${infer Path}` ? Path : never;

/**
 * A route's query: the names its schema knows, each a value as the URL writes it (the schema parses
 * the text on the server, so a page number may be passed as a number).
 */
type QueryOf<Schema extends z.ZodType> = { [Name in keyof z.input<Schema>]?: QueryParams[string] };

/** What a call of route `K` passes: its path parameters, query and body as the contract types them. */
type ApiInput<K extends ApiRouteKey> = (PathParamNames<RoutePath<K>> extends never
  ? { params?: never }
  : { params: Record<PathParamNames<RoutePath<K>>, string | number> }) &
  (ApiRoutes[K] extends { query: z.ZodType } ? { query?: QueryOf<ApiRoutes[K]['query']> } : { query?: never }) &
  (ApiRoutes[K] extends { body: z.ZodType }
    ? { body: z.input<ApiRoutes[K]['body']>; form?: never }
    : // A route with no JSON body may take files as a multipart form.
      { body?: never; form?: FormData }) & {
    signal?: AbortSignal;
    headers?: Record<string, string>;
  };

/** What route `K` answers: the JSON its response schema writes, the text of a CSV file, or nothing (204). */
export type ApiAnswer<K extends ApiRouteKey> = ApiRoutes[K] extends { response: infer Response }
  ? Response extends z.ZodType
    ? z.output<Response>
    : string
  : undefined;

/**
 * The one way the web app calls the API: `route` names the method and path of core's route map,
 * and the map types the parameters, query, body and answer. Adds the bearer token, and on a 401 of a
 * signed-in session refreshes once and retries once; when that fails the session ends.
 */
export async function api<K extends ApiRouteKey>(
  route: K,
  ...[input]: object extends ApiInput<K> ? [input?: ApiInput<K>] : [input: ApiInput<K>]
): Promise<ApiAnswer<K>> {
  const [method, template] = route.split(' ') as [RequestOptions['method'], string];
  const params: Record<string, string | number> = input?.params ?? {};
  const path = template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  // The contract's query schemas take the shapes QueryParams writes (scalars and lists of them).
  const response = await sendAuthorised(path, { ...input, query: input?.query as QueryParams | undefined, method });
  const data = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, data);
  return data as ApiAnswer<K>;
}

/** A file from `/api`, such as an invoice PDF, asked for as `api` asks; a refusal is read as its JSON. */
export async function apiFile(path: string, accept: string): Promise<Blob> {
  const response = await sendAuthorised(path, { headers: { accept } });
  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response.blob();
}

async function sendAuthorised(path: string, options: RequestOptions): Promise<Response> {
  const { accessToken, status } = sessionStore.getState();
  const response = await send(path, options, accessToken);
  if (response.status !== 401 || status !== 'authenticated') return response;
  const renewed = await refreshAccessToken();
  if (renewed) return send(path, options, renewed);
  endSession();
  onSessionExpired();
  return response;
}

/**
 * Query options for one thing by its address (a product, category, course, project): a 404 is final,
 * so it is not asked again, neither at once nor when the page is opened again; the server renders
 * such a page with its not-found state, and the browser must show the same. Other failures retry.
 */
export const NOT_FOUND_IS_FINAL = {
  retry: (failures: number, error: Error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  retryOnMount: false,
} as const;
