import {
  CONTACT_STATUS_LABELS,
  type ContactStatus,
  QUOTE_STATUS_LABELS,
  type QuoteStatus,
  TICKET_STATUS_LABELS,
  type TicketStatus,
} from '@makerbazaar/core';
import { Badge, type BadgeProps } from '@/components/ui/badge';

export type ThreadStatus = ContactStatus | TicketStatus | QuoteStatus;

export const THREAD_STATUS_LABELS: Record<ThreadStatus, string> = {
  ...CONTACT_STATUS_LABELS,
  ...TICKET_STATUS_LABELS,
  ...QUOTE_STATUS_LABELS,
};

/** Warm colours for what waits on staff, muted for what waits on the customer, green and red for outcomes. */
const VARIANTS: Record<ThreadStatus, BadgeProps['variant']> = {
  new: 'warning',
  open: 'warning',
  handled: 'secondary',
  answered: 'secondary',
  quoted: 'secondary',
  closed: 'outline',
  won: 'success',
  lost: 'destructive',
};

export function ThreadStatusBadge({ status }: { status: ThreadStatus }) {
  return <Badge variant={VARIANTS[status]}>{THREAD_STATUS_LABELS[status]}</Badge>;
}
