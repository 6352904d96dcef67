import { Trans } from '@lingui/react/macro';
import type { User } from '@makerbazaar/core';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useAuth } from '@/features/auth/use-auth';
import { cn } from '@/lib/cn';
import { partOnDemand } from '@/lib/part-on-demand';
import { AccountButton } from './account-button';
import { useMenuOnFirstTap } from './menu-on-first-tap';

const AccountMenu = partOnDemand(() => import('./account-menu'));

/** The account button's place while the session is restored. */
function AccountMenuPlace({ className }: { className?: string }) {
  return (
    <span
      className={cn('ml-1 hidden h-10 w-32 animate-pulse rounded-md bg-muted sm:block', className)}
      aria-hidden="true"
    />
  );
}

function LoginLink({ className }: { className?: string }) {
  return (
    <Button asChild size="sm" className={cn('ml-1 hidden sm:inline-flex', className)}>
      <Link to="/login">
        <Icon name="user-round" /> <Trans>Login</Trans>
      </Link>
    </Button>
  );
}

/**
 * Login for visitors; the account menu for a signed-in customer. Until the session is known (and on
 * the server), both are there and the page shows the one this browser was last seen with (CSS, by the
 * mark index.html sets before the first paint): a visitor's Login link is in place and works before
 * the app starts, and nothing beside it moves when the app does.
 */
export function AccountArea() {
  const { user, isAuthenticated, isLoading } = useAuth();
  if (isLoading) {
    return (
      <>
        <LoginLink className="unless-signed-in" />
        <AccountMenuPlace className="if-signed-in" />
      </>
    );
  }
  if (!isAuthenticated || !user) return <LoginLink />;
  return <AccountMenuOnFirstTap user={user} />;
}

/** The account button; the menu (a chunk of its own, with the menu library) is drawn from its first tap. */
function AccountMenuOnFirstTap({ user }: { user: User }) {
  const { opened, buttonProps } = useMenuOnFirstTap<'account'>();
  const button = <AccountButton user={user} {...buttonProps('account', () => void AccountMenu.load())} />;
  if (!opened) return button;
  return <AccountMenu user={user} whileLoading={button} />;
}
