import { Trans } from '@lingui/react/macro';
import type { User } from '@makerbazaar/core';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Icon } from '@/components/ui/icon';
import { useSignOut } from '@/features/auth';
import { AccountButton } from './account-button';

/**
 * The signed-in customer's menu; a separate chunk, with the menu library, drawn from the first tap on
 * the account button (`AccountArea`), open.
 */
export default function AccountMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  const username = user.username;
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <AccountButton user={user} />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <Trans>
            Signed in as <span className="text-foreground">{username}</span>
          </Trans>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <Icon name="user-round" /> <Trans>My Profile</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/orders">
            <Icon name="package" /> <Trans>My Orders</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/bom">
            <Icon name="list-checks" /> <Trans>Parts lists</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Icon name="settings" /> <Trans>Settings</Trans>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={signOut}>
          <Icon name="log-out" /> <Trans>Logout</Trans>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
