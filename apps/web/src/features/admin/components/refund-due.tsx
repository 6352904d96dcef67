import type { RefundDue } from '@makerbazaar/core';
import { Badge } from '@/components/ui/badge';
import { formatRupees } from '@/lib/format';
import { formatDateTime } from '../inbox/format-date-time';

/** Marks a refund that has waited more than a day; staff are reminded of it each morning. */
export function OverdueBadge() {
  return (
    <Badge variant="destructive" title="Waiting more than a day">
      Overdue
    </Badge>
  );
}

/** "₹1,499 to refund since 23 Nov 2026, 4:05 pm", and Overdue when it is. */
export function RefundDueNote({ due }: { due: RefundDue }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-x-2 gap-y-1">
      <span>
        <span className="font-medium tabular-nums">{formatRupees(due.amount)}</span> to refund since{' '}
        <time dateTime={due.since} className="whitespace-nowrap">
          {formatDateTime(due.since)}
        </time>
      </span>
      {due.overdue ? <OverdueBadge /> : null}
    </span>
  );
}
