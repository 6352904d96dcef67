import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageFallback } from '@/components/ui/page-fallback';
import { preloadScreen } from '@/lib/screen-chunks';
import { RootLayout } from './layout/root-layout';
import { Providers } from './providers';

/** The storefront's screens by source path, each its own chunk, loaded when first visited. */
const screens = import.meta.glob<{ default: React.ComponentType }>(
  ['/src/features/*/*-page.tsx', '/src/features/catalog/home/home-page.tsx', '!/src/features/content/legal-page.tsx'],
  { base: '/src/features' },
);

/** A route showing the screen in `src/features/<file>.tsx`, whose chunks all start loading at once. */
function lazyPage(file: string): Pick<RouteObject, 'lazy'> {
  const load = screens[`./${file}.tsx`];
  if (!load) throw new Error(`no screen at src/features/${file}.tsx`);
  return {
    lazy: async () => {
      preloadScreen(`src/features/${file}.tsx`);
      return { Component: (await load()).default };
    },
  };
}

export const routes: RouteObject[] = [
  {
    // The back office: its own layout and chunk, never part of the storefront's first script.
    path: 'admin/*',
    lazy: async () => {
      preloadScreen('src/features/admin/admin-app.tsx');
      const { default: AdminApp } = await import('@/features/admin/admin-app');
      return {
        element: (
          <Providers>
            <AdminApp />
          </Providers>
        ),
      };
    },
    hydrateFallbackElement: <PageFallback />,
  },
  {
    element: (
      <Providers>
        <RootLayout />
      </Providers>
    ),
    // Shown while a lazily loaded first screen arrives.
    hydrateFallbackElement: <PageFallback />,
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
      {
        path: 'newsletter/unsubscribe/:token',
        ...lazyPage('content/newsletter-unsubscribe-page'),
      },
      { path: 'login', ...lazyPage('auth/login-page') },
      { path: 'register', ...lazyPage('auth/register-page') },
      { path: 'forgot-password', ...lazyPage('auth/forgot-password-page') },
      { path: 'reset-password/:token', ...lazyPage('auth/reset-password-page') },
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

export const createRouter = () => createBrowserRouter(routes);
