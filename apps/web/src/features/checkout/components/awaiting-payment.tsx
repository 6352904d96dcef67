import { Trans } from '@lingui/react/macro';
import { type Order, SHOP } from '@makerbazaar/core';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { FocusedHeading } from '@/components/ui/focused-heading';
import { Icon } from '@/components/ui/icon';
import { PageContainer } from '@/components/ui/page';
import { formatRupees } from '@/lib/format';
import { splitMessage } from '../messages';
import type { PaymentResult } from '../payment/use-complete-payment';
import { MyOrdersButton } from './my-orders-button';

/**
 * An online order that exists but is not paid yet: while its payment window is open, after a
 * declined or closed payment (pay again, now or from My Orders), or when a captured payment could
 * not be applied (support has to help).
 */
export function AwaitingPayment({
  order,
  outcome,
  busy,
  onPay,
}: {
  order: Order;
  outcome: Exclude<PaymentResult, { status: 'paid' }> | null;
  busy: boolean;
  onPay: () => void;
}) {
  const failed = outcome?.status === 'failed';
  const problem = outcome ? splitMessage(outcome.message) : null;
  const { supportEmail, supportPhone } = SHOP;
  const orderNumber = order.order_number;
  const total = formatRupees(order.total_amount);
  return (
    <PageContainer className="py-10 sm:py-16">
      <Card className="mx-auto max-w-lg p-6 sm:p-8">
        <div className="flex items-center gap-3">
          <span className={failed ? 'text-destructive' : 'text-warning'}>
            {failed ? (
              <Icon name="circle-exclamation-point" className="size-8" />
            ) : (
              <Icon name="clock" className="size-8" />
            )}
          </span>
          <FocusedHeading className="text-2xl font-bold tracking-tight">
            {failed ? <Trans>We could not complete your order</Trans> : <Trans>Waiting for payment</Trans>}
          </FocusedHeading>
        </div>
        <p className="mt-3 text-muted-foreground">
          {failed ? (
            <Trans>
              Please write to {supportEmail} or call {supportPhone} with order {orderNumber}; we will sort it out.
            </Trans>
          ) : (
            <Trans>
              Order {orderNumber} is saved and waiting for its payment of {total}. You can pay now, or later from My
              Orders.
            </Trans>
          )}
        </p>
        {problem ? (
          <div role="alert" className="mt-4 rounded-md border border-destructive/30 bg-destructive/10 p-3 text-sm">
            <p className="font-semibold text-destructive">{problem.title}</p>
            {problem.description ? <p className="mt-0.5">{problem.description}</p> : null}
          </div>
        ) : null}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row">
          {failed ? (
            <ButtonLink to="/support">
              <Trans>Contact support</Trans>
            </ButtonLink>
          ) : (
            <Button onClick={onPay} disabled={busy}>
              {busy ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="credit-card" />}
              <Trans>Complete payment</Trans>
            </Button>
          )}
          <MyOrdersButton variant="outline" />
        </div>
      </Card>
    </PageContainer>
  );
}
