import { Trans } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useAuth } from '@/features/auth/use-auth';

const AccountMenu = lazy(() => import('./account-menu'));

const placeholder = (
  <span className="ml-1 hidden h-10 w-32 animate-pulse rounded-md bg-muted sm:block" aria-hidden="true" />
);

/** Login for visitors; the account menu for a signed-in customer. */
export function AccountArea() {
  const { user, isAuthenticated, isLoading } = useAuth();
  if (isLoading) return placeholder;
  if (!isAuthenticated || !user) {
    return (
      <Button asChild size="sm" className="ml-1 hidden sm:inline-flex">
        <Link to="/login">
          <Icon name="user-round" /> <Trans>Login</Trans>
        </Link>
      </Button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
