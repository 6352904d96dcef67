import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { type Order, type OrderStatus, parseLanguage } from '@makerbazaar/core';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { statusStyle } from './order-status';

interface Step {
  status: OrderStatus;
  label: MessageDescriptor;
}
const PLACED: Step = { status: 'pending', label: msg`Order placed` };
const PROGRESS: Step[] = [
  PLACED,
  { status: 'confirmed', label: msg`Confirmed` },
  { status: 'packed', label: msg`Packed` },
  { status: 'shipped', label: msg`Shipped` },
  { status: 'delivered', label: msg`Delivered` },
];
const CANCELLED: Step[] = [PLACED, { status: 'cancelled', label: msg`Cancelled` }];

function hint(i18n: I18n, order: Order, status: OrderStatus): string | null {
  if (status === 'pending') {
    if (order.status !== 'pending') return formatDate(order.created_at, parseLanguage(i18n.locale));
    return i18n._(order.payment ? msg`Waiting for payment` : msg`Waiting for confirmation`);
  }
  if (status === 'shipped' && order.tracking_number) {
    const { carrier, tracking_number: trackingNumber } = order;
    return i18n._(carrier ? msg`${carrier}, tracking ${trackingNumber}` : msg`Tracking ${trackingNumber}`);
  }
  return null;
}

/** Where an order is on its way: placed, confirmed, packed, shipped, delivered, or placed then cancelled. */
export function OrderTimeline({ order }: { order: Order }) {
  const { i18n, t } = useLingui();
  const steps = order.status === 'cancelled' ? CANCELLED : PROGRESS;
  const current = steps.findIndex((step) => step.status === order.status);
  return (
    <ol aria-label={t`Order progress`} className="flex flex-col sm:flex-row">
      {steps.map((step, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'upcoming';
        const { icon: Icon, className: colours } = statusStyle(step.status);
        const text = hint(i18n, order, step.status);
        return (
          <li
            key={step.status}
            aria-current={state === 'current' ? 'step' : undefined}
            className="relative flex gap-3 pb-6 last:pb-0 sm:flex-1 sm:flex-col sm:items-center sm:pb-0 sm:text-center"
          >
            {i < steps.length - 1 ? (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-9 left-[1.0625rem] h-[calc(100%-2.5rem)] w-0.5 sm:top-[1.0625rem] sm:left-[calc(50%+1.5rem)] sm:h-0.5 sm:w-[calc(100%-3rem)]',
                  i < current ? 'bg-primary' : 'bg-border',
                )}
              />
            ) : null}
            <span
              className={cn(
                'flex size-9 shrink-0 items-center justify-center rounded-full',
                state === 'done' && 'bg-primary text-primary-foreground',
                state === 'current' && cn(colours, 'ring-2 ring-current'),
                state === 'upcoming' && 'border bg-card text-muted-foreground',
              )}
            >
              {state === 'done' ? (
                <Check className="size-4" aria-hidden="true" />
              ) : (
                <Icon className="size-4" aria-hidden="true" />
              )}
            </span>
            <span className="pt-1.5 sm:pt-2">
              <span className={cn('block text-sm font-medium', state === 'upcoming' && 'text-muted-foreground')}>
                {i18n._(step.label)}
                <span className="sr-only">
                  {state === 'done' ? ` ${t`(done)`}` : state === 'upcoming' ? ` ${t`(to come)`}` : ''}
                </span>
              </span>
              {text && state !== 'upcoming' ? (
                <span className="block text-xs text-muted-foreground">{text}</span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
