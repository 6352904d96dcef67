import { Trans, useLingui } from '@lingui/react/macro';
import type { Order, SavedPaymentMethod, User } from '@makerbazaar/core';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { useAuth } from '@/features/auth';
import { CheckoutForm, CheckoutSkeleton } from './checkout-form';
import { AwaitingPayment } from './components/awaiting-payment';
import { CheckoutScreen } from './components/checkout-screen';
import { OrderSuccess } from './components/order-success';
import { TestGateway } from './payment/test-gateway';
import { type PaymentResult, useCompletePayment } from './payment/use-complete-payment';
import { useSignInFirst } from './use-sign-in-first';

type Unpaid = Exclude<PaymentResult, { status: 'paid' }>;

/**
 * Checkout's heading and the way back, the same while the session is restored (the server's page,
 * a guest's) as once the form is there: the first paint already shows the page as it will stay.
 */
function OrderCheckoutScreen({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <CheckoutScreen
      backLabel={<Trans>Back to Cart</Trans>}
      title={t`Checkout`}
      description={t`Check your details, choose how to pay and place your order.`}
    >
      {children}
    </CheckoutScreen>
  );
}

/** Checkout, then either the success screen or, for an unpaid online order, its payment. */
function Checkout({ user }: { user: User }) {
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
      <OrderCheckoutScreen>
        <CheckoutForm
          user={user}
          onOrder={(order, method) => (order.payment ? pay(order, method) : setPlaced(order))}
        />
      </OrderCheckoutScreen>
    );
  }
  return (
    <>
      {screen}
      <TestGateway {...payment.dialog} />
    </>
  );
}

export default function CheckoutPage() {
  // The form is drawn for the customer as a deferred render, in slices, not in the task that
  // restored the session.
  const user = useDeferredValue(useAuth().user);
  useSignInFirst('/checkout');

  if (!user) {
    return (
      <OrderCheckoutScreen>
        <CheckoutSkeleton />
      </OrderCheckoutScreen>
    );
  }
  return <Checkout user={user} />;
}
