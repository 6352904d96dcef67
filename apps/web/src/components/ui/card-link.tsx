import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * The title link of a card that opens as a whole: its ::after stretches over the card (which must be
 * positioned), so a click anywhere follows it while keyboards and screen readers meet one link.
 */
export function CardLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn('card-link', className)} {...props} />;
}
