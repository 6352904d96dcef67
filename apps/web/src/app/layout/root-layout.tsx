import { Trans } from '@lingui/react/macro';
import { CONTENT_END_ID } from '@makerbazaar/core';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageFallback } from '@/components/ui/page-fallback';
import { useUiStore } from '@/features/cart';
import { useRouteTitle } from '@/lib/page-title';
import { partOnDemand } from '@/lib/part-on-demand';
import { lazyAfterStart } from '@/lib/screen-chunks';
import { useScrollRestoration } from '@/lib/scroll-restoration';
import { Header } from './header';
import { TestModeBanner } from './test-mode-banner';

const CartDrawer = partOnDemand(() => import('@/features/cart/cart-drawer'));
// Below every page's content: it loads once the app has started, in a box of its height on a phone.
const Footer = lazyAfterStart(() => import('./footer'));

export function RootLayout() {
  const isCartOpen = useUiStore((s) => s.isCartOpen);
  const setCartOpen = useUiStore((s) => s.setCartOpen);
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
      <Header />
      <main id="main" className="flex-1">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <div id={CONTENT_END_ID} hidden />
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
      {isCartOpen ? <CartDrawer open onOpenChange={setCartOpen} /> : null}
    </div>
  );
}
