import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ORDER_SUCCESS_REDIRECT_MS, type Order } from '@makerbazaar/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Card } from '@/components/ui/card';
import { ContinueShoppingButton } from '@/components/ui/continue-shopping-button';
import { FocusedHeading } from '@/components/ui/focused-heading';
import { Icon } from '@/components/ui/icon';
import { PageContainer } from '@/components/ui/page';
import { translateApiMessage } from '@/lib/api-messages';
import { formatRupees } from '@/lib/format';
import { MyOrdersButton } from './my-orders-button';

/** The thank-you screen; it moves on to /orders by itself after a few seconds. */
export function OrderSuccess({ order }: { order: Order }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate('/orders'), ORDER_SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);

  const rows = [
    [t`Order number`, order.order_number],
    [t`Payment method`, translateApiMessage(order.payment_method_display)],
    [t`Payment status`, translateApiMessage(order.payment_status_display)],
    [t`Total`, formatRupees(order.total_amount)],
  ];
  const seconds = ORDER_SUCCESS_REDIRECT_MS / 1000;
  return (
    <PageContainer className="py-10 sm:py-16">
      <Card className="mx-auto max-w-lg p-6 text-center sm:p-8">
        <Icon name="circle-check" className="mx-auto size-14 text-success" />
        <FocusedHeading className="mt-4 text-2xl font-bold tracking-tight">
          <Trans>Order Placed Successfully!</Trans>
        </FocusedHeading>
        <p className="mt-2 text-muted-foreground">
          <Trans>Thank you for shopping with MakerBazaar.</Trans>
        </p>
        <dl className="mt-6 divide-y rounded-lg border text-left text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 px-4 py-2.5">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        <p role="status" className="mt-5 text-sm text-muted-foreground">
          <Plural
            value={seconds}
            one="Taking you to your orders in # second…"
            other="Taking you to your orders in # seconds…"
          />
        </p>
        <div className="mt-5 flex flex-col justify-center gap-2 sm:flex-row">
          <MyOrdersButton />
          <ContinueShoppingButton variant="outline" />
        </div>
      </Card>
    </PageContainer>
  );
}
