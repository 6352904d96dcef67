import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/**
 * One line of a price summary's `<dl>`: a muted `line`, a green `saving`, or the bold `total` under a rule.
 */
export function SummaryLine({
  label,
  children,
  kind = 'line',
  valueClassName,
}: {
  label: ReactNode;
  /** The amount or value. */
  children: ReactNode;
  kind?: 'line' | 'saving' | 'total';
  valueClassName?: string;
}) {
  return (
    <div
      className={cn(
        'flex justify-between gap-4',
        kind === 'saving' && 'text-success',
        kind === 'total' && 'border-t pt-3 text-base font-bold',
      )}
    >
      <dt className={kind === 'line' ? 'text-muted-foreground' : undefined}>{label}</dt>
      <dd className={cn('tabular-nums', valueClassName)}>{children}</dd>
    </div>
  );
}
