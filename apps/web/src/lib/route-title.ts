import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { matchStorefrontRoute, pageTitle, type StorefrontRoute } from '@makerbazaar/core';

/**
 * The names of the pages named the same whatever they show, said in the reader's language. Their
 * English is core's `PAGE_NAMES`, which the server writes into an English page's head; a test
 * keeps the two equal.
 */
export const PAGE_NAME_MESSAGES: Partial<Record<StorefrontRoute, MessageDescriptor>> = {
  '/categories': msg`All Categories`,
  '/courses': msg`Courses`,
  '/projects': msg`DIY Projects`,
  '/iot': msg`IoT`,
  '/robotics': msg`Robotics`,
  '/about': msg`About us`,
  '/contact': msg`Contact us`,
  '/help': msg`Help`,
  '/support': msg`Support`,
  '/bulk-orders': msg`Bulk orders`,
  '/bom': msg`Parts list to cart`,
  '/privacy': msg`Privacy policy`,
  '/terms': msg`Terms of service`,
  '/data-deletion': msg`Data deletion`,
  '/login': msg`Sign in`,
  '/register': msg`Create an account`,
  '/forgot-password': msg`Forgot password`,
  '/reset-password/:token': msg`Choose a new password`,
  '/verify-email/:token': msg`Verify your e-mail address`,
  '/newsletter': msg`Newsletter`,
  '/newsletter/unsubscribe/:token': msg`Unsubscribe`,
  '/back-in-stock/:token': msg`Back-in-stock alert`,
  '/profile': msg`My profile`,
  '/orders': msg`My orders`,
  '/orders/:orderId': msg`Order details`,
  '/wishlist': msg`My wishlist`,
  '/checkout': msg`Checkout`,
  '/checkout/course/:slug': msg`Buy a course`,
  '/settings': msg`Settings`,
  '/addresses': msg`My addresses`,
  '/payment-methods': msg`Payment methods`,
  '/reviews': msg`My reviews`,
  '/reviews/write/:slug': msg`Write a review`,
  '/coupons': msg`My coupons`,
  '/notifications': msg`Notifications`,
  '/admin/*': msg`Back office`,
};

/** The home page's tab title: core's `HOME_PAGE_TITLE` in the reader's language. */
export const HOME_PAGE_TITLE_MESSAGE = msg`MakerBazaar — Electronics for makers in India`;

const NOT_FOUND_NAME = msg`Page not found`;

/**
 * The tab title of a path whose page has a fixed name, "Page not found" for a path the shop does
 * not have, and undefined for a page named after what it shows (it sets its own).
 */
export function routeTitle(i18n: I18n, pathname: string): string | undefined {
  const route = matchStorefrontRoute(pathname)?.route;
  if (!route) return pageTitle(i18n._(NOT_FOUND_NAME));
  if (route === '/') return i18n._(HOME_PAGE_TITLE_MESSAGE);
  const name = PAGE_NAME_MESSAGES[route];
  return name ? pageTitle(i18n._(name)) : undefined;
}
