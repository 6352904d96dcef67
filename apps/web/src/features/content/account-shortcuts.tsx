import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { CreditCard, MapPin, Package, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useAuth } from '@/features/auth';

const SHORTCUTS = [
  { to: '/orders', label: msg`My Orders`, hint: msg`Track, cancel or review`, icon: Package },
  { to: '/profile', label: msg`My Profile`, hint: msg`Name, phone and address`, icon: UserRound },
  { to: '/addresses', label: msg`Addresses`, hint: msg`Where we deliver`, icon: MapPin },
  { to: '/payment-methods', label: msg`Payment Methods`, hint: msg`How you pay`, icon: CreditCard },
];

/** Quick links into the account, for a signed-in customer only. */
export function AccountShortcuts() {
  const { i18n, t } = useLingui();
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return null;
  return (
    <nav aria-label={t`Your account`} className="mx-auto mt-8 grid max-w-3xl grid-cols-2 gap-3 sm:grid-cols-4">
      {SHORTCUTS.map(({ to, label, hint, icon: Icon }) => (
        <Link
          key={to}
          to={to}
          className="flex flex-col items-center gap-1.5 rounded-lg border bg-card p-4 text-center hover:border-primary/50"
        >
          <Icon className="size-5 text-primary" aria-hidden="true" />
          <span className="text-sm font-semibold">{i18n._(label)}</span>
          <span className="text-xs text-muted-foreground">{i18n._(hint)}</span>
        </Link>
      ))}
    </nav>
  );
}
