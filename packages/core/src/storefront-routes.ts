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
  '/bom',
  '/newsletter',
  '/newsletter/unsubscribe/:token',
  '/back-in-stock/:token',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password/:token',
  '/verify-email/:token',
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

/**
 * Where the browser finds, by screen source path, the chunks each screen needs beyond the first
 * script, to fetch them all at once when it first shows that screen.
 */
export const SCREEN_CHUNKS_PATH = '/screen-chunks.json';

/**
 * The id of the empty element the storefront's layout puts right after a page's content: a page the
 * server renders is first painted once the browser's parser has reached it, with the content whole.
 */
export const CONTENT_END_ID = 'content-end';

/**
 * The public pages the server renders with their data (a guest's view: nothing personal); every
 * other page starts in the browser from the light shell. The not-found page is rendered too, and
 * checkout as its frame (heading and placeholders, the same for everyone): the customer's cart and
 * details fill it once the app has restored the session.
 */
export const SERVER_RENDERED_ROUTES: ReadonlySet<StorefrontRoute> = new Set<StorefrontRoute>([
  '/',
  '/categories',
  '/category/:categoryId',
  '/product/:slug',
  '/search',
  '/courses',
  '/courses/:slug',
  '/projects',
  '/projects/:projectId',
  '/about',
  '/contact',
  '/help',
  '/support',
  '/bulk-orders',
  '/iot',
  '/robotics',
  '/privacy',
  '/terms',
  '/data-deletion',
  '/newsletter',
  '/checkout',
]);

/** The browser tab's title of the home page, and of a page while its own title is not known yet. */
export const HOME_PAGE_TITLE = 'MakerBazaar — Electronics for makers in India';

/** A page's tab title: its own name, then the shop's. */
export function pageTitle(name: string): string {
  return `${name} — MakerBazaar`;
}

/**
 * The names of the pages whose title does not depend on what they show; a product, category,
 * course or project page is named after it.
 */
export const PAGE_NAMES: Partial<Record<StorefrontRoute, string>> = {
  '/categories': 'All Categories',
  '/courses': 'Courses',
  '/projects': 'DIY Projects',
  '/iot': 'IoT',
  '/robotics': 'Robotics',
  '/about': 'About us',
  '/contact': 'Contact us',
  '/help': 'Help',
  '/support': 'Support',
  '/bulk-orders': 'Bulk orders',
  '/bom': 'Parts list to cart',
  '/privacy': 'Privacy policy',
  '/terms': 'Terms of service',
  '/data-deletion': 'Data deletion',
  '/login': 'Sign in',
  '/register': 'Create an account',
  '/forgot-password': 'Forgot password',
  '/reset-password/:token': 'Choose a new password',
  '/verify-email/:token': 'Verify your e-mail address',
  '/newsletter': 'Newsletter',
  '/newsletter/unsubscribe/:token': 'Unsubscribe',
  '/back-in-stock/:token': 'Back-in-stock alert',
  '/profile': 'My profile',
  '/orders': 'My orders',
  '/orders/:orderId': 'Order details',
  '/wishlist': 'My wishlist',
  '/checkout': 'Checkout',
  '/checkout/course/:slug': 'Buy a course',
  '/settings': 'Settings',
  '/addresses': 'My addresses',
  '/payment-methods': 'Payment methods',
  '/reviews': 'My reviews',
  '/reviews/write/:slug': 'Write a review',
  '/coupons': 'My coupons',
  '/notifications': 'Notifications',
  '/admin/*': 'Back office',
};

/** What a search page's title quotes of what was searched for: the words, at most 60 characters. */
export function searchTitleWords(query: string): string {
  const words = query.trim().replace(/\s+/g, ' ');
  return words.length > 60 ? `${words.slice(0, 59)}…` : words;
}

/** The search page's name: what was searched for, so each search has its own title. */
export function searchPageName(query: string): string {
  const words = searchTitleWords(query);
  return words ? `“${words}” — search results` : 'Search';
}

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
