import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/**
 * The heading of a screen or panel that replaces a form in place: it takes the focus, so a screen
 * reader announces the new content and the page scrolls up to it from wherever the customer was.
 */
export function FocusedHeading({
  as: Tag = 'h1',
  className,
  ...props
}: ComponentProps<'h1'> & { as?: 'h1' | 'h2' | 'h3' }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <Tag ref={ref} tabIndex={-1} className={cn('scroll-mt-48 outline-none', className)} {...props} />;
}
