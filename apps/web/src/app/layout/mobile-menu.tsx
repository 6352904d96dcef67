import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { Icon } from '@/components/ui/icon';
import { useSignOut } from '@/features/auth';
import { displayName, useAuth } from '@/features/auth/use-auth';
import { categoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { mergeMenuCategories } from '@/features/catalog/category-menu';
import { Brand } from './brand';

const LINKS = [
  { to: '/', label: msg`Home` },
  { to: '/categories', label: msg`All Categories` },
  { to: '/courses', label: msg`Courses` },
  { to: '/projects', label: msg`Projects` },
  { to: '/iot', label: msg`IoT` },
  { to: '/robotics', label: msg`Robotics` },
  { to: '/wishlist', label: msg`Wishlist` },
  { to: '/orders', label: msg`My Orders` },
  { to: '/bulk-orders', label: msg`Bulk Orders` },
  { to: '/support', label: msg`Support` },
  { to: '/help', label: msg`Help` },
  { to: '/about', label: msg`About Us` },
  { to: '/contact', label: msg`Contact Us` },
];

const ACCOUNT_LINKS = [
  { to: '/profile', label: msg`Profile` },
  { to: '/settings', label: msg`Settings` },
];

function MenuLinks({ links }: { links: { to: string; label: MessageDescriptor }[] }) {
  const { i18n } = useLingui();
  return links.map((link) => (
    <Link key={link.to} to={link.to} className="block rounded-md px-3 py-2.5 font-medium hover:bg-accent">
      {i18n._(link.label)}
    </Link>
  ));
}

export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data } = useQuery(categoriesQueryOptions());
  const { user } = useAuth();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  const { t } = useLingui();
  const name = user ? displayName(user) : '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" aria-describedby={undefined}>
        <DialogTitle className="sr-only">
          <Trans>Menu</Trans>
        </DialogTitle>
        <div onClickCapture={(e) => (e.target as HTMLElement).closest('a') && close()}>
          <Brand />
          <nav aria-label={t`Mobile`} className="mt-6 grid gap-0.5">
            <MenuLinks links={LINKS} />
          </nav>
          <p className="mt-6 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <Trans>Categories</Trans>
          </p>
          <nav aria-label={t`Categories`} className="mt-2 grid gap-0.5">
            {mergeMenuCategories(data).map((c) => (
              <Link
                key={c.slug}
                to={`/category/${c.slug}`}
                className="flex min-h-11 items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-accent"
              >
                <span aria-hidden="true">{c.icon ?? '📦'}</span> {c.name}
              </Link>
            ))}
          </nav>
          {user ? (
            <div className="mt-6 space-y-2 border-t pt-4">
              <p className="px-3 text-sm text-muted-foreground">
                <Trans>
                  Signed in as <span className="font-semibold text-foreground">{name}</span>
                </Trans>
              </p>
              <MenuLinks links={ACCOUNT_LINKS} />
              <Button
                variant="outline"
                className="w-full"
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                <Icon name="log-out" /> <Trans>Logout</Trans>
              </Button>
            </div>
          ) : (
            <Button asChild className="mt-6 w-full">
              <Link to="/login">
                <Trans>Login</Trans>
              </Link>
            </Button>
          )}
        </div>
      </SheetContent>
    </Dialog>
  );
}
