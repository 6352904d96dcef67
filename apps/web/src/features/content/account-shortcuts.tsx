import { CreditCard, MapPin, Package, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';

const SHORTCUTS = [
  { to: '/orders', label: 'My Orders', hint: 'Track, cancel or review', icon: Package },
  { to: '/profile', label: 'My Profile', hint: 'Name, phone and address', icon: UserRound },
  { to: '/addresses', label: 'Addresses', hint: 'Where we deliver', icon: MapPin },
  { to: '/payment-methods', label: 'Payment Methods', hint: 'How you pay', icon: CreditCard },
];

/** Quick links into the account, for a signed-in customer only. */
export function AccountShortcuts() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <nav aria-label="Your account" className="mx-auto mt-8 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-4">
      {SHORTCUTS.map(({ to, label, hint, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="flex flex-col items-center gap-1.5 rounded-lg border bg-card p-4 text-center hover:border-primary/50"
        >
          <Icon className="size-5 text-primary" aria-hidden="true" />
          <span className="text-sm font-semibold">{label}</span>
          <span className="text-xs text-muted-foreground">{hint}</span>
        </Link>
      ))}
    </nav>
  );
}
