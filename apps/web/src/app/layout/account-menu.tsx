import { Trans, useLingui } from '@lingui/react/macro';
import type { User } from '@makerbazaar/core';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
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
import { displayName, initials } from '@/features/auth/use-auth';

/** The signed-in customer's menu; a separate chunk, loaded only for signed-in visitors. */
export default function AccountMenu({ user }: { user: User }) {
  const signOut = useSignOut();
  const { t } = useLingui();
  const name = displayName(user);
  const username = user.username;
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          className="ml-1 hidden gap-2 px-2 sm:inline-flex"
          aria-label={t`Account menu for ${name}`}
        >
          <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
            {initials(user)}
          </span>
          <span className="max-w-28 truncate text-sm font-semibold">{name}</span>
          <Icon name="chevron-down" className="opacity-60" />
        </Button>
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
