import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Language, matchStorefrontRoute, SERVER_RENDERED_ROUTES } from '@makerbazaar/core';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/client.js';
import type { ShellForPath } from '../../plugins/web-app.js';
import { withPageHead } from './page-head.js';
import { describeStorefrontPage } from './storefront-pages.service.js';

/** A page as the web app's renderer gives it: the markup of `#root`, the answers it shows, and its title in the reader's language. */
export interface RenderedPage {
  /** UTF-8, as the renderer keeps it. */
  rootHtml: Buffer;
  stateScript: Buffer;
  title: string | undefined;
}

/** What the web build's server module (`<web dist>/.ssr/entry-server.js`) offers. */
interface RendererModule {
  configureRenderer(transport: typeof fetch): void;
  renderStorefrontPage(url: string, language: Language): Promise<RenderedPage>;
  fixedPageTitle(pathname: string, language: Language): Promise<string | undefined>;
}

/** The web app's renderer, wired to this server's API. */
export interface StorefrontRenderer {
  /** Renders a storefront page (path and query) as a guest reading `language` sees it. */
  render(url: string, language: Language): Promise<RenderedPage>;
  /** The tab title of a page with a fixed name, in `language`; undefined for one named after what it shows. */
  fixedPageTitle(pathname: string, language: Language): Promise<string | undefined>;
}

/** Headers of the page's own API requests that are passed on; never a visitor's cookies or token. */
const PASSED_HEADERS = /^(accept|content-type|x-[a-z-]+)$/i;

/**
 * The web app's API requests while it renders a page, answered by this server's own handlers in
 * process (no socket), as a guest: the page is the same for everyone and may be cached.
 */
function inProcessTransport(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const headers = Object.fromEntries([...new Headers(init?.headers)].filter(([name]) => PASSED_HEADERS.test(name)));
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Loads the renderer the web build put beside the app, wired to this server's API; undefined
 * when the build has none (every page then starts in the browser).
 */
export async function loadStorefrontRenderer(
  app: FastifyInstance,
  webDist: string,
): Promise<StorefrontRenderer | undefined> {
  const modulePath = path.join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(modulePath)) return undefined;
  const renderer = (await import(pathToFileURL(modulePath).href)) as RendererModule;
  renderer.configureRenderer(inProcessTransport(app));
  return {
    render: (url, language) => renderer.renderStorefrontPage(new URL(url, 'http://storefront.invalid').href, language),
    fixedPageTitle: (pathname, language) => renderer.fixedPageTitle(pathname, language),
  };
}

/** The app's HTML with the rendered page in `#root`, followed by the answers it was rendered from. */
export function withRenderedPage(shellHtml: string, page: RenderedPage): string {
  return shellHtml.replace(
    '<div id="root"></div>',
    () => `<div id="root">${page.rootHtml.toString('utf8')}</div>${page.stateScript.toString('utf8')}`,
  );
}

/**
 * The HTML answer for a storefront URL: the page's status and head, and for a public page (or the
 * not-found page) its server-rendered markup and data. A page that fails to render is sent as the
 * light shell, and the browser renders it.
 */
export function storefrontHtml(
  app: FastifyInstance,
  db: Queryable,
  shopUrl: string,
  renderer: StorefrontRenderer | undefined,
): ShellForPath {
  return async (url, shell, language) => {
    const [pathname = '/', search = ''] = url.split('?', 2);
    const page = await describeStorefrontPage(db, pathname, shopUrl, new URLSearchParams(search));
    const route = matchStorefrontRoute(pathname)?.route;
    const rendered = page.status === 404 || (route !== undefined && SERVER_RENDERED_ROUTES.has(route));
    // An English head is the server's own (search engines and link previews read it); another
    // language's title is the one the app gives the page, as its tab shows it once started.
    const withHead = (html: string, title: string | undefined) =>
      withPageHead(html, title && language !== 'en' ? { ...page.head, title } : page.head, shopUrl);
    const lightShell = async () => {
      const title =
        language === 'en' ? undefined : await renderer?.fixedPageTitle(pathname, language).catch(() => undefined);
      return { status: page.status, html: () => withHead(shell.html, title) };
    };
    if (!renderer || !rendered) return lightShell();
    try {
      const renderedPage = await renderer.render(url, language);
      return {
        status: page.status,
        html: () => withRenderedPage(withHead(shell.htmlForRenderedPage, renderedPage.title), renderedPage),
        madeOf: { parts: renderedPage, variant: JSON.stringify([page.status, page.head, renderedPage.title]) },
      };
    } catch (error) {
      app.log.error({ err: error, url }, 'a storefront page failed to render on the server; sent the shell');
      return lightShell();
    }
  };
}
