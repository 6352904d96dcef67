import { PassThrough } from 'node:stream';
import { type I18n, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { type Language, languageTag, pageTitle } from '@makerbazaar/core';
import { type Query, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes, loadScreensAt } from '@/app/router';
import { loadMessages } from '@/lib/i18n';
import { ServerPageName } from '@/lib/page-title';

/** The page's first render asks the API for its data, the next for what that answer led to, and so on: this deep at most. */
const MAX_RENDER_PASSES = 4;
/** A page that takes longer is left to the browser (the light shell), never held up further. */
const RENDER_TIMEOUT_MS = 5_000;

function renderToChunks(i18n: I18n, queryClient: QueryClient, location: string, pageName: { name?: string }) {
  return new Promise<Buffer[]>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    // Cleared as soon as the render ends: a pending timer would hold the page's stream and HTML.
    const timeout = setTimeout(() => {
      stream.abort();
      reject(new Error('the page took too long to render'));
    }, RENDER_TIMEOUT_MS);
    const fail = (error: unknown) => {
      clearTimeout(timeout);
      reject(error);
    };
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      clearTimeout(timeout);
      resolve(chunks);
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            <ServerPageName.Provider value={pageName}>
              <StaticRouter location={location}>
                <AppRoutes />
              </StaticRouter>
            </ServerPageName.Provider>
          </QueryClientProvider>
        </I18nProvider>
      </StrictMode>,
      {
        // Whole pages only: the HTML is cached, and the answers it shows go with it.
        onAllReady: () => stream.pipe(sink),
        // Every boundary in place, however large: no inline scripts to move markup around, which
        // the content security policy would refuse.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellError: fail,
        // Any error, even one a boundary would leave to the browser, sends the light shell instead:
        // a page that hydrates must match its markup exactly.
        onError: fail,
      },
    );
  });
}

/** Queries the last render wanted that have no answer yet and may be asked now. */
function unansweredQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/** A query as it can be asked again, in another cache. */
export type AskedQuery = Query['options'] & { queryKey: Query['queryKey'] };

/** Asks the API for these queries; a failed answer is left to the browser, which asks again and shows the error. */
export function answerQueries(queryClient: QueryClient, queries: AskedQuery[]): Promise<unknown> {
  return Promise.all(queries.map((options) => queryClient.prefetchQuery({ ...options, retry: false })));
}

/** A page's markup (UTF-8), and its tab title in the reader's language. */
export interface PageMarkup {
  html: Buffer;
  title: string | undefined;
}

/** Translations in `language`. One per render: renders in different languages run at the same time. */
async function i18nIn(language: Language): Promise<I18n> {
  return setupI18n({
    locale: language,
    locales: languageTag(language),
    messages: { [language]: await loadMessages(language) },
  });
}

/** The tab title of a page with a fixed name (undefined for one named after what it shows), in `language`. */
export async function fixedPageTitle(pathname: string, language: Language): Promise<string | undefined> {
  const { routeTitle } = await import('@/lib/route-title');
  return routeTitle(await i18nIn(language), pathname);
}

/**
 * Renders the storefront page at `url` into `#root` as a guest reading `language`, with its data in `queryClient`: a
 * render notes the queries its screens ask for, they are answered, and the page is rendered
 * again, until nothing new is asked (a later page of a list is asked for once the first says
 * there is more).
 */
export async function renderPage(url: string, language: Language, queryClient: QueryClient): Promise<PageMarkup> {
  const i18n = await i18nIn(language);
  const { pathname, search } = new URL(url);
  await loadScreensAt(pathname);
  for (let pass = 1; ; pass++) {
    const pageName: { name?: string } = {};
    const html = await renderToChunks(i18n, queryClient, pathname + search, pageName);
    const unanswered = unansweredQueries(queryClient);
    // Never made a string: one of a few hundred KB is a large object, which only a major
    // collection frees, and a page with one ₹ in it would take two bytes a character.
    if (unanswered.length === 0 || pass === MAX_RENDER_PASSES) {
      const { routeTitle } = await import('@/lib/route-title');
      const title = pageName.name ? pageTitle(pageName.name) : routeTitle(i18n, pathname);
      return { html: Buffer.concat(html), title };
    }
    await answerQueries(
      queryClient,
      unanswered.map((query) => ({ ...query.options, queryKey: query.queryKey })),
    );
  }
}
