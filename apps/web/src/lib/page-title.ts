import { useLingui } from '@lingui/react';
import { pageTitle } from '@makerbazaar/core';
import { createContext, useContext, useEffect } from 'react';
import { useLocation } from 'react-router';

/** Where a page rendered on the server leaves the name it gives itself, for the server to put in its head. */
export const ServerPageName = createContext<{ name?: string } | null>(null);

/**
 * Names the browser tab after what a product, category, course or project page shows, once it is
 * known. On the server, the name goes into the page's head instead, in the reader's language.
 */
export function usePageTitle(name: string | undefined): void {
  const serverPageName = useContext(ServerPageName);
  if (serverPageName && name) serverPageName.name = name;
  useEffect(() => {
    if (name) document.title = pageTitle(name);
  }, [name]);
}

/**
 * Keeps the tab's title with the page, in the reader's language, as the customer moves around the
 * shop or switches language. The table of page names loads after the first script: the first page's
 * title is already in the server's HTML.
 */
export function useRouteTitle(): void {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  useEffect(() => {
    let current = true;
    void import('./route-title').then(({ routeTitle }) => {
      const title = routeTitle(i18n, pathname);
      if (current && title) document.title = title;
    });
    return () => {
      current = false;
    };
  }, [pathname, i18n, i18n.locale]);
}
