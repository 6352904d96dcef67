import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';

/**
 * A header dropdown's button (an icon, a word and a chevron): the header's plain one until the menu
 * is first opened, then the menu's trigger, so the two look the same.
 */
export function NavMenuButton({ icon, label, ...props }: { icon: ReactNode; label: ReactNode } & ButtonProps) {
  return (
    <Button variant="ghost" size="sm" className="font-semibold" {...props}>
      {icon} {label} <Icon name="chevron-down" className="opacity-60" />
    </Button>
  );
}
