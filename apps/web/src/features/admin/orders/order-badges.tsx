import {
  ORDER_STATUS_LABELS,
  type OrderStatus,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from '@makerbazaar/core';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const STATUS_VARIANTS: Record<OrderStatus, BadgeProps['variant']> = {
  pending: 'warning',
  confirmed: 'secondary',
  packed: 'highlight',
  shipped: 'default',
  delivered: 'success',
  cancelled: 'destructive',
};

const PAYMENT_VARIANTS: Record<PaymentStatus, BadgeProps['variant']> = {
  pending: 'outline',
  completed: 'success',
  failed: 'destructive',
  refund_pending: 'warning',
  partially_refunded: 'warning',
  refunded: 'secondary',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge variant={STATUS_VARIANTS[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

/** What a pending payment means depends on the method: cash still to collect, or an online payment not yet made. */
const PENDING_LABELS = { cod: 'Cash to collect', online: 'Awaiting payment' } as const;

/** The payment status, named with the method's meaning while it is pending. */
export function PaymentBadge({ status, method }: { status: PaymentStatus; method: 'cod' | 'online' }) {
  const label = status === 'pending' ? PENDING_LABELS[method] : PAYMENT_STATUS_LABELS[status];
  return (
    <Badge variant={PAYMENT_VARIANTS[status]} title={PAYMENT_METHOD_LABELS[method]}>
      {label}
    </Badge>
  );
}

const dateTimes = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 23 Nov 2026, 4:05 pm: the back office needs the hour an order moved, not only the day. */
export function formatDateTime(iso: string): string {
  return dateTimes.format(new Date(iso));
}
