import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}

/** A box of placeholders, one per class list in `lines` (each sets its height and width). */
export function SkeletonStack({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Skeleton key={index} className={line} />
      ))}
    </div>
  );
}

/** `count` list items, each holding one placeholder of `className`, while a list loads. */
export function SkeletonListItems({
  count,
  className,
  itemClassName,
}: {
  count: number;
  className: string;
  itemClassName?: string;
}) {
  return Array.from({ length: count }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
    <li key={index} className={itemClassName}>
      <Skeleton className={className} />
    </li>
  ));
}
