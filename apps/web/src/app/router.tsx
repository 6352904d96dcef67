import { type ComponentType, Suspense, use } from 'react';
import { matchRoutes, type RouteObject, useRoutes } from 'react-router';
import { PageFallback } from '@/components/ui/page-fallback';
import { preloadScreen } from '@/lib/screen-chunks';
import { RootLayout } from './layout/root-layout';
import { Providers } from './providers';

type ScreenModule = { default: ComponentType };

/** The storefront's screens by source path, each its own chunk, loaded when first visited. */
const screens = import.meta.glob<ScreenModule>(
  [
    '/src/features/*/*-page.tsx',
    '/src/features/catalog/home/home-page.tsx',
    '/src/features/admin/admin-app.tsx',
    // Parts of screens, not screens: each would cost the first script a name and an import.
    '!/src/features/content/legal-page.tsx',
    '!/src/features/content/topic-page.tsx',
  ],
  { base: '/src/features' },
);

/** A screen's chunk: asked for once, its component kept once it has arrived. */
interface Screen {
  file: string;
  load: () => Promise<ScreenModule>;
  loading?: Promise<void>;
  component?: ComponentType;
}

/**
 * Loads a screen's chunk (and starts every chunk it needs at once); one that fails to load is asked
 * again next time.
 */
function loadScreen(screen: Screen): Promise<void> {
  screen.loading ??= (async () => {
    preloadScreen(`src/features/${screen.file}.tsx`);
    try {
      const loaded = await screen.load();
      // No module: the chunk was missing and the page is being loaded again (`reloadForNewBuild`);
      // the page stays as it is until then.
      if (!loaded) await new Promise(() => {});
      screen.component = loaded.default;
    } catch (error) {
      screen.loading = undefined;
      throw error;
    }
  })();
  return screen.loading;
}

/** Shows a screen, suspending until its chunk has arrived (at once when it was loaded before). */
function ScreenOf({ screen }: { screen: Screen }) {
  if (!screen.component) use(loadScreen(screen));
  const Component = screen.component as ComponentType;
  return <Component />;
}

/** A route showing the screen in `src/features/<file>.tsx`. */
function lazyPage(file: string): Pick<RouteObject, 'element' | 'handle'> {
  const load = screens[`./${file}.tsx`];
  if (!load) throw new Error(`no screen at src/features/${file}.tsx`);
  const screen: Screen = { file, load };
  return { element: <ScreenOf screen={screen} />, handle: { screen } };
}

/** Loads the screens `pathname` shows, so the first render (or hydration) draws them at once instead of a fallback. */
export async function loadScreensAt(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const screen = (route.handle as { screen?: Screen } | undefined)?.screen;
      return screen ? loadScreen(screen) : undefined;
    }),
  );
}

const adminApp = lazyPage('admin/admin-app');

export const routes: RouteObject[] = [
  {
    // The back office: its own layout and chunk, never part of the storefront's first script.
    path: 'admin/*',
    handle: adminApp.handle,
    element: (
      <Providers>
        <Suspense fallback={<PageFallback />}>{adminApp.element}</Suspense>
      </Providers>
    ),
  },
  {
    element: (
      <Providers>
        <RootLayout />
      </Providers>
    ),
    children: [
      { index: true, ...lazyPage('catalog/home/home-page') },
      { path: 'categories', ...lazyPage('catalog/categories-page') },
      { path: 'category/:categoryId', ...lazyPage('catalog/category-page') },
      { path: 'product/:slug', ...lazyPage('catalog/product-page') },
      { path: 'courses', ...lazyPage('courses/courses-page') },
      { path: 'courses/:slug', ...lazyPage('courses/course-page') },
      { path: 'about', ...lazyPage('content/about-page') },
      { path: 'contact', ...lazyPage('content/contact-page') },
      { path: 'help', ...lazyPage('content/help-page') },
      { path: 'iot', ...lazyPage('content/iot-page') },
      { path: 'robotics', ...lazyPage('content/robotics-page') },
      { path: 'privacy', ...lazyPage('content/privacy-page') },
      { path: 'terms', ...lazyPage('content/terms-page') },
      { path: 'data-deletion', ...lazyPage('content/data-deletion-page') },
      { path: 'search', ...lazyPage('search/search-page') },
      { path: 'projects', ...lazyPage('projects/projects-page') },
      { path: 'projects/:projectId', ...lazyPage('projects/project-page') },
      { path: 'support', ...lazyPage('content/support-page') },
      { path: 'bulk-orders', ...lazyPage('content/bulk-orders-page') },
      { path: 'bom', ...lazyPage('bom/bom-page') },
      { path: 'newsletter', ...lazyPage('content/newsletter-page') },
      {
        path: 'newsletter/unsubscribe/:token',
        ...lazyPage('content/newsletter-unsubscribe-page'),
      },
      { path: 'back-in-stock/:token', ...lazyPage('back-in-stock/back-in-stock-link-page') },
      { path: 'login', ...lazyPage('auth/login-page') },
      { path: 'register', ...lazyPage('auth/register-page') },
      { path: 'forgot-password', ...lazyPage('auth/forgot-password-page') },
      { path: 'reset-password/:token', ...lazyPage('auth/reset-password-page') },
      { path: 'verify-email/:token', ...lazyPage('account/verify-email-page') },
      { path: 'profile', ...lazyPage('account/profile-page') },
      { path: 'orders', ...lazyPage('orders/orders-page') },
      { path: 'orders/:orderId', ...lazyPage('orders/order-page') },
      { path: 'wishlist', ...lazyPage('wishlist/wishlist-page') },
      { path: 'checkout', ...lazyPage('checkout/checkout-page') },
      { path: 'checkout/course/:slug', ...lazyPage('checkout/course-checkout-page') },
      { path: 'settings', ...lazyPage('account/settings-page') },
      { path: 'addresses', ...lazyPage('addresses/addresses-page') },
      { path: 'payment-methods', ...lazyPage('payment-methods/payment-methods-page') },
      { path: 'reviews', ...lazyPage('reviews/my-reviews-page') },
      { path: 'reviews/write/:slug', ...lazyPage('reviews/write-review-page') },
      { path: 'coupons', ...lazyPage('coupons/coupons-page') },
      { path: 'notifications', ...lazyPage('notifications/notifications-page') },
      { path: '*', ...lazyPage('content/not-found-page') },
    ],
  },
];

/** The page at the router's location (the browser's, or the rendered URL on the server). */
export function AppRoutes() {
  return useRoutes(routes);
}
