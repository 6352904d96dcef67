import type { Language } from '@makerbazaar/core';
import { setServerTransport } from './lib/api-client';
import { type RenderedPage, RenderedPages } from './server/rendered-pages';

export { fixedPageTitle } from './server/render-page';

export type { RenderedPage };

/** What the rendered pages may hold at most, in bytes of HTML and answers (UTF-8). */
const RENDERED_PAGES_MAX_BYTES = 8 * 1024 * 1024;

const renderedPages = new RenderedPages(RENDERED_PAGES_MAX_BYTES);

/** Sets how pages reach the API while rendering: the server's own handler, as a guest (no cookies). */
export function configureRenderer(transport: typeof fetch): void {
  setServerTransport(transport);
}

/** The storefront page at `url` (absolute), rendered as a guest reading `language` sees it. */
export function renderStorefrontPage(url: string, language: Language): Promise<RenderedPage> {
  return renderedPages.get(url, language);
}
