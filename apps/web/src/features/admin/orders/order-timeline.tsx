import type { OrderEvent } from '@makerbazaar/core';
import { formatDateTime } from './order-badges';

/** What each timeline action reads as. */
const ACTION_LABELS: Record<string, string> = {
  placed: 'Placed',
  paid: 'Paid',
  confirmed: 'Confirmed',
  packed: 'Packed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  payment_refund_needed: 'Payment to refund',
};

/** Everything that happened to the order, oldest first: what, who and when. */
export function OrderTimeline({ events }: { events: OrderEvent[] }) {
  if (events.length === 0) return <p className="text-sm text-muted-foreground">Nothing has been recorded yet.</p>;
  return (
    <ol className="relative grid gap-4 border-l pl-5">
      {events.map((event) => (
        <li key={event.id} className="relative">
          <span className="absolute top-1.5 -left-[1.53rem] size-2.5 rounded-full border-2 border-card bg-primary" />
          <div className="flex flex-wrap items-baseline gap-x-2 text-sm">
            <span className="font-semibold">{ACTION_LABELS[event.action] ?? event.action}</span>
            <span className="text-muted-foreground">
              by {event.actor} · <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
            </span>
          </div>
          {event.detail ? <p className="mt-0.5 text-sm [overflow-wrap:anywhere]">{event.detail}</p> : null}
        </li>
      ))}
    </ol>
  );
}
