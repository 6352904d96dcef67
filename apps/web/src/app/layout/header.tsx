import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import type { IconName } from '@/components/ui/icon-names';
import { useUiStore } from '@/features/cart';
import { useCart } from '@/features/cart/api/get-cart';
import { useUnreadNotificationCount } from '@/features/notifications';
import { SearchBox } from '@/features/search/search-box';
import { useWishlist } from '@/features/wishlist/api/get-wishlist';
import { cn } from '@/lib/cn';
import { partOnDemand } from '@/lib/part-on-demand';
import { useSignedIn } from '@/lib/session';
import { AccountArea } from './account-area';
import { Brand } from './brand';
import { useMenuOnFirstTap } from './menu-on-first-tap';
import { NavMenuButton } from './nav-menu-button';
import type { NavMenuName } from './nav-menus';
import { PromoBar } from './promo-bar';

const loadNavMenus = () => import('./nav-menus');
const NavMenus = partOnDemand(loadNavMenus);
const MobileMenu = partOnDemand(() => import('./mobile-menu'));

export const NAV_LINKS = [
  { to: '/projects', label: msg`Projects` },
  { to: '/iot', label: msg`IoT` },
  { to: '/robotics', label: msg`Robotics` },
  { to: '/bulk-orders', label: msg`Bulk Orders` },
  { to: '/help', label: msg`Help` },
  // Only where the row has room for them in every language; the footer and the mobile menu always link them.
  { to: '/about', label: msg`About Us`, wideOnly: true },
  { to: '/contact', label: msg`Contact Us`, wideOnly: true },
] as const;

/** The number on the cart and wishlist buttons; the button's own label says it to screen readers. */
function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full bg-highlight px-1 text-[11px] font-bold text-highlight-foreground"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The wide screens' Categories and Courses buttons, drawn as their dropdowns (the menu library and
 * their lists, a chunk of their own) from the first tap on one. A phone, where this row is hidden,
 * loads none of it.
 */
function HeaderMenus() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { opened, buttonProps } = useMenuOnFirstTap<NavMenuName>();
  const button = (menu: NavMenuName, icon: IconName, label: string) => {
    const warm = () => void loadNavMenus().then(({ prefetchNavMenu }) => prefetchNavMenu(queryClient, menu));
    return <NavMenuButton key={menu} icon={<Icon name={icon} />} label={label} {...buttonProps(menu, warm)} />;
  };
  const buttons = [button('categories', 'layout-grid', t`Categories`), button('courses', 'graduation-cap', t`Courses`)];
  if (!opened) return buttons;
  return <NavMenus opened={opened} whileLoading={buttons} />;
}

/** A header link to a page of the customer's, with its count on it. */
function CountLink({ to, icon, label, count }: { to: string; icon: IconName; label: string; count: number }) {
  return (
    <Button variant="ghost" size="icon" className="relative" asChild>
      <Link to={to} aria-label={label}>
        <Icon name={icon} className="size-5" />
        <CountBadge count={count} />
      </Link>
    </Button>
  );
}

/** The header's wishlist link and its count, read here so that a change of the count draws this link alone. */
function WishlistLink() {
  const signedIn = useSignedIn();
  const { data: wishlist } = useWishlist();
  const { t } = useLingui();
  const wishlistCount = signedIn ? (wishlist?.count ?? 0) : 0;
  const label = t`Wishlist, ${plural(wishlistCount, { one: '# item', other: '# items' })}`;
  return <CountLink to="/wishlist" icon="heart" label={label} count={wishlistCount} />;
}

/** A signed-in customer's bell and unread count (a visitor has none), drawn alone when the count changes. */
function NotificationsLink() {
  const signedIn = useSignedIn();
  const unread = useUnreadNotificationCount();
  const { t } = useLingui();
  if (!signedIn) return null;
  const notificationCount = unread ?? 0;
  const label = t`Notifications, ${plural(notificationCount, { 0: 'none unread', other: '# unread' })}`;
  return <CountLink to="/notifications" icon="bell" label={label} count={notificationCount} />;
}

/** The cart's button and its count, drawn alone when the count changes. */
function CartButton() {
  const signedIn = useSignedIn();
  const { data: cart } = useCart();
  const toggleCart = useUiStore((s) => s.toggleCart);
  const { t } = useLingui();
  const cartCount = signedIn ? (cart?.total_items ?? 0) : 0;
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={t`Cart, ${plural(cartCount, { one: '# item', other: '# items' })}`}
      aria-haspopup="dialog"
      onClick={toggleCart}
    >
      <Icon name="shopping-cart" className="size-5" />
      <CountBadge count={cartCount} />
    </Button>
  );
}

/**
 * The site's header. A signed-in start changes the session and the cart's, the wishlist's and the
 * notifications' counts in turn, each at once: each count is read by its own button, so a change
 * draws that button, not the header with its search box and links (on a slow phone 10-15 ms a time).
 */
export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { i18n, t } = useLingui();

  return (
    <header className="sticky top-0 z-40 border-b bg-card/95 backdrop-blur supports-[backdrop-filter]:bg-card/85">
      <PromoBar />
      {/* One search box: beside the buttons on wide screens, on a line of its own below them on a phone. */}
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 sm:gap-x-3 sm:px-6 md:flex-nowrap lg:gap-x-6 lg:px-8">
        <Button
          variant="ghost"
          size="icon"
          className="-ml-2 lg:hidden"
          aria-label={t`Open menu`}
          onClick={() => setMenuOpen(true)}
        >
          <Icon name="menu" className="size-5" />
        </Button>
        <Brand inHeader />
        <SearchBox place="header" className="order-last mb-3 md:order-none md:mx-auto md:mb-0 md:max-w-xl" />
        <div className="ml-auto flex h-16 items-center sm:gap-1 md:ml-0">
          <WishlistLink />
          <NotificationsLink />
          <CartButton />
          <AccountArea />
        </div>
      </div>
      <nav aria-label={t`Main`} className="hidden border-t lg:block">
        <div className="mx-auto flex h-11 max-w-7xl items-center gap-1 px-6 lg:px-8">
          <HeaderMenus />
          {NAV_LINKS.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'rounded-md px-3 py-1.5 text-sm font-semibold whitespace-nowrap text-muted-foreground hover:bg-accent hover:text-foreground',
                  'wideOnly' in link && 'hidden xl:block',
                  isActive && 'text-primary',
                )
              }
            >
              {i18n._(link.label)}
            </NavLink>
          ))}
        </div>
      </nav>
      {menuOpen ? <MobileMenu open onOpenChange={setMenuOpen} /> : null}
    </header>
  );
}
