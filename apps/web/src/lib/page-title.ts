import { HOME_PAGE_TITLE, pageTitle } from '@makerbazaar/core';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Names the browser tab after what a product, category, course or project page shows (the server
 * wrote the same title into the first HTML); the home page's title while it is not known yet.
 */
export function usePageTitle(name: string | undefined): void {
  useEffect(() => {
    document.title = name ? pageTitle(name) : HOME_PAGE_TITLE;
  }, [name]);
}

/**
 * Keeps the tab's title with the page as the customer moves around the shop. The table of page
 * names loads after the first script: the first page's title is already in the server's HTML.
 */
export function useRouteTitle(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    void import('./route-title').then(({ routeTitle }) => {
      const title = routeTitle(pathname);
      if (current && title) document.title = title;
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
