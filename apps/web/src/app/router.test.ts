import { STOREFRONT_ROUTES } from '@makerbazaar/core';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** The page paths of a route tree, as `/a/:b`; the catch-all not-found route is not a page. */
function pagePaths(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.index ? parent || '/' : route.path ? `${parent}/${route.path}`.replace(/\/+/g, '/') : parent;
    const own = route.index || (route.path && route.path !== '*') ? [path] : [];
    return [...own, ...(route.children ? pagePaths(route.children, path) : [])];
  });
}

describe('the router', () => {
  it('has exactly the pages the server answers 200 for (STOREFRONT_ROUTES)', () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set(STOREFRONT_ROUTES));
  });
});
