import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, SavedPaymentMethod, User } from '@makerbazaar/core';
import { type ReactNode, useState } from 'react';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { useAuth } from '@/features/auth';
import { CheckoutForm, CheckoutSkeleton } from './checkout-form';
import { AwaitingPayment } from './components/awaiting-payment';
import { CheckoutScreen } from './components/checkout-screen';
import { OrderSuccess } from './components/order-success';
import { TestGatewayDialog } from './payment/test-gateway-dialog';
import { type PaymentResult, useCompletePayment } from './payment/use-complete-payment';
import { useSignInFirst } from './use-sign-in-first';

type Unpaid = Exclude<PaymentResult, { status: 'paid' }>;

/** Checkout, then either the success screen or, for an unpaid online order, its payment. */
function Checkout({ user }: { user: User }) {
  const { t } = useLingui();
  const [placed, setPlaced] = useState<Order | null>(null);
  const [awaiting, setAwaiting] = useState<Order | null>(null);
  const [outcome, setOutcome] = useState<Unpaid | null>(null);
  // The saved method chosen at checkout, used again if the customer retries the payment.
  const [via, setVia] = useState<SavedPaymentMethod | null>(null);
  const payment = useCompletePayment((result) => {
    if (result.status === 'paid') setPlaced(result.order);
    else setOutcome(result);
  });

  function pay(order: Order, method: SavedPaymentMethod | null) {
    setAwaiting(order);
    setVia(method);
    setOutcome(null);
    payment.start(order, method);
  }

  let screen: ReactNode;
  if (placed) screen = <OrderSuccess order={placed} />;
  else if (awaiting) {
    screen = (
      <AwaitingPayment order={awaiting} outcome={outcome} busy={payment.isBusy} onPay={() => pay(awaiting, via)} />
    );
  } else {
    screen = (
      <CheckoutScreen
        backLabel={<Trans>Back to Cart</Trans>}
        title={t`Checkout`}
        description={t`Check your details, choose how to pay and place your order.`}
      >
        <CheckoutForm
          user={user}
          onOrder={(order, method) => (order.payment ? pay(order, method) : setPlaced(order))}
        />
      </CheckoutScreen>
    );
  }
  return (
    <>
      {screen}
      <TestGatewayDialog {...payment.dialog} />
    </>
  );
}

export default function CheckoutPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  useSignInFirst('/checkout');

  if (!user) {
    return (
      <PageContainer className="py-6 sm:py-8">
        <PageHeader title={t`Checkout`} />
        <CheckoutSkeleton />
      </PageContainer>
    );
  }
  return <Checkout user={user} />;
}
