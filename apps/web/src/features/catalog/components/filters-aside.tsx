import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The filter column beside a listing on wide screens; phones open the same panel from a button. */
export function FiltersAside({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <aside aria-labelledby={id} className={cn('hidden self-start rounded-lg border bg-card p-4 lg:block', className)}>
      <h2 id={id} className="mb-4 font-semibold">
        <Trans>Filters</Trans>
      </h2>
      {children}
    </aside>
  );
}
