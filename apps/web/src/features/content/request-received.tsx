import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FocusedHeading } from '@/components/ui/focused-heading';
import { Icon } from '@/components/ui/icon';
import { translateApiMessage } from '@/lib/api-messages';

/**
 * Shown in place of a sent form: the number to quote in replies, large, and what happens next. It
 * takes the focus, so a screen reader announces it.
 */
export function RequestReceived({
  title,
  detail,
  referenceLabel,
  reference,
  note,
  resetLabel,
  onReset,
}: {
  title: string;
  /** The server's sentence. */
  detail: string;
  referenceLabel: string;
  reference: string;
  note: ReactNode;
  resetLabel: string;
  onReset: () => void;
}) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-success/30 bg-success/5 px-5 py-8 text-center sm:px-8">
      <Icon name="circle-check" aria-hidden="true" className="size-12 text-success" />
      <FocusedHeading as="h3" className="mt-3 text-xl font-bold tracking-tight">
        {title}
      </FocusedHeading>
      <p className="mt-1 max-w-md text-muted-foreground">{translateApiMessage(detail)}</p>
      <dl className="mt-5 w-full max-w-xs rounded-lg border bg-card px-4 py-3 shadow-sm">
        <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{referenceLabel}</dt>
        <dd className="mt-1 font-mono text-2xl font-bold tracking-wide break-all select-all">{reference}</dd>
      </dl>
      <p className="mt-4 max-w-md text-sm text-muted-foreground">{note}</p>
      <Button variant="outline" className="mt-6" onClick={onReset}>
        {resetLabel}
      </Button>
    </div>
  );
}
