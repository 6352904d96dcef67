// The badges show the server's words through the catalogue: the hook re-renders them when the language changes.
import { useLingui } from '@lingui/react';
import type { Order } from '@makerbazaar/core';
import {
  CircleCheck,
  CircleHelp,
  CircleX,
  Clock,
  type LucideIcon,
  PackageCheck,
  PackageOpen,
  Truck,
} from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { translateApiMessage } from '@/lib/api-messages';
import { cn } from '@/lib/cn';

interface StatusStyle {
  icon: LucideIcon;
  /** Background and text colour. */
  className: string;
}

const STATUS_STYLES: Record<string, StatusStyle> = {
  pending: { icon: Clock, className: 'bg-warning/15 text-warning' },
  confirmed: { icon: CircleCheck, className: 'bg-primary/15 text-primary' },
  packed: { icon: PackageOpen, className: 'bg-secondary text-secondary-foreground' },
  shipped: { icon: Truck, className: 'bg-highlight text-highlight-foreground' },
  delivered: { icon: PackageCheck, className: 'bg-success/15 text-success' },
  cancelled: { icon: CircleX, className: 'bg-destructive/15 text-destructive' },
};

/** A status this screen does not know yet (the server may add one) looks neutral. */
const NEUTRAL: StatusStyle = { icon: CircleHelp, className: 'bg-muted text-muted-foreground' };

export function statusStyle(status: string): StatusStyle {
  return STATUS_STYLES[status] ?? NEUTRAL;
}

export function OrderStatusBadge({
  order,
  className,
}: {
  order: Pick<Order, 'status' | 'status_display'>;
  className?: string;
}) {
  useLingui();
  const { icon: Icon, className: colours } = statusStyle(order.status);
  return (
    <Badge data-status={order.status} className={cn(colours, className)}>
      <Icon className="size-3.5" aria-hidden="true" />
      {translateApiMessage(order.status_display)}
    </Badge>
  );
}

export function PaymentStatusBadge({ order }: { order: Pick<Order, 'payment_status' | 'payment_status_display'> }) {
  useLingui();
  return (
    <Badge variant={order.payment_status === 'completed' ? 'default' : 'secondary'}>
      {translateApiMessage(order.payment_status_display)}
    </Badge>
  );
}
