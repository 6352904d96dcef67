/**
 * Every page path the storefront has, spelt as its router spells them (`:name` is one path part).
 * The server answers any other path 404 with the app's not-found page; a test keeps this list and
 * the web router the same.
 */
export const STOREFRONT_ROUTES = [
  '/',
  '/categories',
  '/category/:categoryId',
  '/product/:slug',
  '/courses',
  '/courses/:slug',
  '/about',
  '/contact',
  '/help',
  '/iot',
  '/robotics',
  '/privacy',
  '/terms',
  '/data-deletion',
  '/search',
  '/projects',
  '/projects/:projectId',
  '/support',
  '/bulk-orders',
  '/newsletter/unsubscribe/:token',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/:token',
  '/profile',
  '/orders',
  '/orders/:orderId',
  '/wishlist',
  '/checkout',
  '/checkout/course/:slug',
  '/settings',
  '/addresses',
  '/payment-methods',
  '/reviews',
  '/reviews/write/:slug',
  '/coupons',
  '/notifications',
  // The back office routes its own screens.
  '/admin/*',
] as const;
export type StorefrontRoute = (typeof STOREFRONT_ROUTES)[number];

export interface StorefrontMatch {
  route: StorefrontRoute;
  params: Record<string, string>;
}

/** The route a path (no query string) belongs to, with its parts; null for a path the storefront does not have. */
export function matchStorefrontRoute(pathname: string): StorefrontMatch | null {
  const parts = pathname.split('/').filter((part) => part !== '');
  for (const route of STOREFRONT_ROUTES) {
    const pattern = route.split('/').filter((part) => part !== '');
    if (pattern.at(-1) === '*') {
      if (parts.length >= pattern.length - 1 && pattern.slice(0, -1).every((p, i) => p === parts[i])) {
        return { route, params: {} };
      }
      continue;
    }
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((p, i) => {
      const part = parts[i] ?? '';
      if (!p.startsWith(':')) return p === part;
      params[p.slice(1)] = part;
      return true;
    });
    if (matches) return { route, params };
  }
  return null;
}
