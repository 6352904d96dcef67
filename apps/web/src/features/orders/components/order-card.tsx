import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@makerbazaar/core';
import { formatIndianPhone } from '@makerbazaar/core';
import { Card } from '@/components/ui/card';
import { Fact } from '@/components/ui/fact';
import { useEmailsReachCustomer } from '@/features/auth';
import { translateApiMessage } from '@/lib/api-messages';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { OrderActions } from './order-actions';
import { OrderItems } from './order-items';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status';

/** One order in the list, with what a customer checks without opening it: status, items, total, payment, delivery. */
export function OrderCard({ order }: { order: Order }) {
  const emailed = useEmailsReachCustomer();
  const language = useLanguage();
  const { t } = useLingui();
  const headingId = `order-${order.id}-heading`;
  const orderNumber = order.order_number;
  const date = formatDate(order.created_at, language);
  return (
    <Card className="overflow-hidden" aria-labelledby={headingId} role="article">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b bg-muted/40 px-4 py-3 sm:px-5">
        <div>
          <h2 id={headingId} className="font-semibold">
            <Trans>Order {orderNumber}</Trans>
          </h2>
          <p className="text-sm text-muted-foreground">
            <Trans>
              Placed on <time dateTime={order.created_at}>{date}</time>
            </Trans>
          </p>
        </div>
        <OrderStatusBadge order={order} />
      </div>
      <div className="grid gap-5 p-4 sm:p-5 md:grid-cols-[1fr_16rem]">
        <OrderItems items={order.items} />
        <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm md:grid-cols-1">
          <Fact label={<Trans>Total</Trans>} valueClassName="text-base font-bold tabular-nums">
            {formatRupees(order.total_amount)}
          </Fact>
          <Fact label={<Trans>Items</Trans>} valueClassName="tabular-nums">
            {formatNumber(order.total_items)}
          </Fact>
          <Fact label={<Trans>Payment</Trans>} valueClassName="flex flex-wrap items-center gap-1.5">
            {translateApiMessage(order.payment_method_display)} <PaymentStatusBadge order={order} />
          </Fact>
          {order.needs_shipping ? (
            <Fact
              label={<Trans>Tracking number</Trans>}
              valueClassName={order.tracking_number ? 'font-mono text-xs' : 'text-muted-foreground'}
            >
              {order.tracking_number ?? t`Not shipped yet`}
            </Fact>
          ) : null}
        </dl>
      </div>
      <div className="grid gap-3 border-t px-4 py-3 text-sm sm:grid-cols-[1fr_auto] sm:items-center sm:px-5">
        {order.needs_shipping ? (
          <dl className="flex flex-wrap gap-x-6 gap-y-1">
            <Fact label={<Trans>Ship to</Trans>} className="flex gap-1.5" valueClassName="whitespace-pre-line">
              {order.shipping_address}
            </Fact>
            <Fact label={<Trans>Phone</Trans>} className="flex gap-1.5" valueClassName="tabular-nums">
              {formatIndianPhone(order.phone_number)}
            </Fact>
          </dl>
        ) : (
          <p className="text-muted-foreground">
            {emailed ? (
              <Trans>Online course: nothing to ship. Access details come by e-mail.</Trans>
            ) : (
              <Trans>Online course: nothing to ship. Everything is on the course page.</Trans>
            )}
          </p>
        )}
        <OrderActions order={order} />
      </div>
    </Card>
  );
}
