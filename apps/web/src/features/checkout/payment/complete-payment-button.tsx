import { Trans } from '@lingui/react/macro';
import type { Order } from '@makerbazaar/core';
import { Button, type ButtonProps } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { TestGateway } from './test-gateway';
import { useCompletePayment } from './use-complete-payment';

/** 'Complete payment' for an online order still waiting for its money (its `payment` is set). */
export function CompletePaymentButton({ order, ...props }: { order: Order } & Omit<ButtonProps, 'onClick'>) {
  // The hook toasts the outcome, and verifying refreshes the orders.
  const payment = useCompletePayment();
  return (
    <>
      <Button disabled={payment.isBusy} onClick={() => payment.start(order)} {...props}>
        {payment.isBusy ? <Icon name="loader-circle" className="animate-spin" /> : <Icon name="credit-card" />}
        <Trans>Complete payment</Trans>
      </Button>
      <TestGateway {...payment.dialog} />
    </>
  );
}
