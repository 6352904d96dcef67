import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { Icon } from './icon';

/** The browser's own select (best on phones), styled like `Input`. */
export function Select({ className, children, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className="flex h-11 w-full appearance-none rounded-md border border-input bg-card py-2 pr-9 pl-3 text-sm text-foreground focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive desktop:h-10"
        {...props}
      >
        {children}
      </select>
      <Icon
        name="chevron-down"
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
