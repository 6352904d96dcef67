import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageFallback } from '@/components/ui/page-fallback';
import { RootLayout } from './layout/root-layout';
import { Providers } from './providers';

/** A route whose screen is its own chunk, loaded when first visited. */
function lazyPage(load: () => Promise<{ default: React.ComponentType }>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

export const routes: RouteObject[] = [
  {
    // The back office: its own layout and chunk, never part of the storefront's first script.
    path: 'admin/*',
    lazy: async () => {
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
      { index: true, ...lazyPage(() => import('@/features/catalog/home/home-page')) },
      { path: 'categories', ...lazyPage(() => import('@/features/catalog/categories-page')) },
      { path: 'category/:categoryId', ...lazyPage(() => import('@/features/catalog/category-page')) },
      { path: 'product/:slug', ...lazyPage(() => import('@/features/catalog/product-page')) },
      { path: 'courses', ...lazyPage(() => import('@/features/courses/courses-page')) },
      { path: 'courses/:slug', ...lazyPage(() => import('@/features/courses/course-page')) },
      { path: 'about', ...lazyPage(() => import('@/features/content/about-page')) },
      { path: 'contact', ...lazyPage(() => import('@/features/content/contact-page')) },
      { path: 'help', ...lazyPage(() => import('@/features/content/help-page')) },
      { path: 'iot', ...lazyPage(() => import('@/features/content/iot-page')) },
      { path: 'robotics', ...lazyPage(() => import('@/features/content/robotics-page')) },
      { path: 'privacy', ...lazyPage(() => import('@/features/content/privacy-page')) },
      { path: 'terms', ...lazyPage(() => import('@/features/content/terms-page')) },
      { path: 'data-deletion', ...lazyPage(() => import('@/features/content/data-deletion-page')) },
      { path: 'search', ...lazyPage(() => import('@/features/search/search-page')) },
      { path: 'projects', ...lazyPage(() => import('@/features/projects/projects-page')) },
      { path: 'projects/:projectId', ...lazyPage(() => import('@/features/projects/project-page')) },
      { path: 'support', ...lazyPage(() => import('@/features/content/support-page')) },
      { path: 'bulk-orders', ...lazyPage(() => import('@/features/content/bulk-orders-page')) },
      {
        path: 'newsletter/unsubscribe/:token',
        ...lazyPage(() => import('@/features/content/newsletter-unsubscribe-page')),
      },
      { path: 'login', ...lazyPage(() => import('@/features/auth/login-page')) },
      { path: 'register', ...lazyPage(() => import('@/features/auth/register-page')) },
      { path: 'forgot-password', ...lazyPage(() => import('@/features/auth/forgot-password-page')) },
      { path: 'reset-password/:token', ...lazyPage(() => import('@/features/auth/reset-password-page')) },
      { path: 'profile', ...lazyPage(() => import('@/features/account/profile-page')) },
      { path: 'orders', ...lazyPage(() => import('@/features/orders/orders-page')) },
      { path: 'orders/:orderId', ...lazyPage(() => import('@/features/orders/order-page')) },
      { path: 'wishlist', ...lazyPage(() => import('@/features/wishlist/wishlist-page')) },
      { path: 'checkout', ...lazyPage(() => import('@/features/checkout/checkout-page')) },
      { path: 'checkout/course/:slug', ...lazyPage(() => import('@/features/checkout/course-checkout-page')) },
      { path: 'settings', ...lazyPage(() => import('@/features/account/settings-page')) },
      { path: 'addresses', ...lazyPage(() => import('@/features/addresses/addresses-page')) },
      { path: 'payment-methods', ...lazyPage(() => import('@/features/payment-methods/payment-methods-page')) },
      { path: 'reviews', ...lazyPage(() => import('@/features/reviews/my-reviews-page')) },
      { path: 'reviews/write/:slug', ...lazyPage(() => import('@/features/reviews/write-review-page')) },
      { path: 'coupons', ...lazyPage(() => import('@/features/coupons/coupons-page')) },
      { path: 'notifications', ...lazyPage(() => import('@/features/notifications/notifications-page')) },
      { path: '*', ...lazyPage(() => import('@/features/content/not-found-page')) },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
