import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogTitle, SheetContent } from '@/components/ui/dialog';
import { useSignOut } from '@/features/auth';
import { displayName, useAuth } from '@/features/auth/use-auth';
import { categoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { mergeMenuCategories } from '@/features/catalog/category-menu';
import { Brand } from './brand';

const LINKS = [
  { to: '/', label: 'Home' },
  { to: '/categories', label: 'All Categories' },
  { to: '/courses', label: 'Courses' },
  { to: '/projects', label: 'Projects' },
  { to: '/iot', label: 'IoT' },
  { to: '/robotics', label: 'Robotics' },
  { to: '/wishlist', label: 'Wishlist' },
  { to: '/orders', label: 'My Orders' },
  { to: '/bulk-orders', label: 'Bulk Orders' },
  { to: '/support', label: 'Support' },
  { to: '/help', label: 'Help' },
];

export default function MobileMenu({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data } = useQuery(categoriesQueryOptions());
  const { user } = useAuth();
  const signOut = useSignOut();
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" aria-describedby={undefined}>
        <DialogTitle className="sr-only">Menu</DialogTitle>
        <div onClickCapture={(e) => (e.target as HTMLElement).closest('a') && close()}>
          <Brand />
          <nav aria-label="Mobile" className="mt-6 grid gap-0.5">
            {LINKS.map((link) => (
              <Link key={link.to} to={link.to} className="rounded-md px-3 py-2.5 font-medium hover:bg-accent">
                {link.label}
              </Link>
            ))}
          </nav>
          <p className="mt-6 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">Categories</p>
          <nav aria-label="Categories" className="mt-2 grid gap-0.5">
            {mergeMenuCategories(data).map((c) => (
              <Link
                key={c.slug}
                to={`/category/${c.slug}`}
                className="flex items-center gap-2 rounded-md px-3 py-2 text-sm hover:bg-accent"
              >
                <span aria-hidden="true">{c.icon ?? '📦'}</span> {c.name}
              </Link>
            ))}
          </nav>
          {user ? (
            <div className="mt-6 space-y-2 border-t pt-4">
              <p className="px-3 text-sm text-muted-foreground">
                Signed in as <span className="font-semibold text-foreground">{displayName(user)}</span>
              </p>
              <Link to="/profile" className="block rounded-md px-3 py-2.5 font-medium hover:bg-accent">
                Profile
              </Link>
              <Link to="/settings" className="block rounded-md px-3 py-2.5 font-medium hover:bg-accent">
                Settings
              </Link>
              <Button
                variant="outline"
                className="w-full"
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                <LogOut /> Logout
              </Button>
            </div>
          ) : (
            <Button asChild className="mt-6 w-full">
              <Link to="/login">Login</Link>
            </Button>
          )}
        </div>
      </SheetContent>
    </Dialog>
  );
}
