import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/**
 * The heading of a screen that replaces the checkout in place: it takes the focus, so a screen
 * reader announces the new screen and the page scrolls up to it from wherever the customer was.
 */
export function FocusedHeading({ className, ...props }: ComponentProps<'h1'>) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <h1 ref={ref} tabIndex={-1} className={cn('scroll-mt-48 outline-none', className)} {...props} />;
}
