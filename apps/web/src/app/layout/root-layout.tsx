import { Trans } from '@lingui/react/macro';
import { CONTENT_END_ID } from '@makerbazaar/core';
import { lazy, memo, Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '@/components/ui/page-fallback';
import { useUiStore } from '@/features/cart';
import { useCart } from '@/features/cart/api/get-cart';
import { useUnreadNotificationCount } from '@/features/notifications';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { useRouteTitle } from '@/lib/page-title';
import { lazyAfterStart } from '@/lib/screen-chunks';
import { useScrollRestoration } from '@/lib/scroll-restoration';
import { useSession } from '@/lib/session';
import { Header } from './header';
import { TestModeBanner } from './test-mode-banner';

const CartDrawer = lazy(() => import('@/features/cart/cart-drawer'));
// Below every page's content: it loads once the app has started, in a box of its height on a phone.
const Footer = lazyAfterStart(() => import('./footer'));

/**
 * The footer, in a box of its height until its code has arrived. Not drawn again when the layout is
 * (its hundred links were, on every change of the session or a count while the session was restored).
 */
const SiteFooter = memo(function SiteFooter() {
  return (
    <Suspense
      fallback={
        <footer
          aria-hidden="true"
          className="mt-16 min-h-[101rem] border-t bg-card sm:min-h-[52rem] lg:min-h-[38rem] xl:min-h-[32rem]"
        />
      }
    >
      <Footer />
    </Suspense>
  );
});

export function RootLayout() {
  const isCartOpen = useUiStore((s) => s.isCartOpen);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
  const signedIn = useSession((s) => s.status === 'authenticated');
  const { data: cart } = useCart();
  const { data: wishlist } = useWishlist();
  const unreadNotifications = useUnreadNotificationCount();
  useRouteTitle();
  useScrollRestoration();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        <Trans>Skip to content</Trans>
      </a>
      <TestModeBanner />
      <Header
        cartCount={signedIn ? (cart?.total_items ?? 0) : 0}
        wishlistCount={signedIn ? (wishlist?.count ?? 0) : 0}
        notificationCount={signedIn ? (unreadNotifications ?? 0) : null}
      />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <div id={CONTENT_END_ID} hidden />
      <SiteFooter />
      {isCartOpen ? (
        <Suspense fallback={null}>
          <CartDrawer open onOpenChange={setCartOpen} />
        </Suspense>
      ) : null}
    </div>
  );
}
