import { useLingui } from '@lingui/react/macro';
import type { User } from '@makerbazaar/core';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { displayName, initials } from '@/features/auth/use-auth';

/** The signed-in customer's button in the header: initials and first name; it opens the account menu. */
export function AccountButton({ user, ...props }: { user: User } & ButtonProps) {
  const { t } = useLingui();
  const name = displayName(user);
  return (
    <Button
      variant="ghost"
      className="ml-1 hidden gap-2 px-2 sm:inline-flex"
      aria-label={t`Account menu for ${name}`}
      {...props}
    >
      <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground">
        {initials(user)}
      </span>
      <span className="max-w-28 truncate text-sm font-semibold">{name}</span>
      <Icon name="chevron-down" className="opacity-60" />
    </Button>
  );
}
