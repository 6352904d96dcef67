import { HOME_PAGE_TITLE, matchStorefrontRoute, PAGE_NAMES, pageTitle } from '@makerbazaar/core';

/**
 * The tab title of a path whose page has a fixed name, "Page not found" for a path the shop does
 * not have, and undefined for a page named after what it shows (it sets its own).
 */
export function routeTitle(pathname: string): string | undefined {
  const route = matchStorefrontRoute(pathname)?.route;
  if (!route) return pageTitle('Page not found');
  if (route === '/') return HOME_PAGE_TITLE;
  const name = PAGE_NAMES[route];
  return name ? pageTitle(name) : undefined;
}
