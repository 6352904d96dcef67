import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  type Order,
  PAYMENT_CAPTURED_BUT_FAILED,
  type PaymentGateway,
  type SavedPaymentMethod,
  SHOP,
} from '@makerbazaar/core';
import { useState } from 'react';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type GatewayAnswer, useTestGateway } from '../api/test-gateway';
import { useVerifyPayment } from '../api/verify-payment';
import { PAYMENT_UNAVAILABLE, toastError } from '../messages';
import { loadRazorpay, type RazorpayCheckout, type RazorpayOptions } from './razorpay';
import { loadTestGateway } from './test-gateway';
import type { GatewayAction } from './test-gateway-dialog';

export type PaymentResult =
  | { status: 'paid'; order: Order }
  /** The order still waits for its payment and can be paid again; the message says why. */
  | { status: 'unpaid'; message: string }
  /** The payment was taken but the order could not take it: support has to sort it out. */
  | { status: 'failed'; message: string };

// Each reads 'Title - description': keep " - " between the toast's title and its description.
const WINDOW_CLOSED = msg({
  message: 'Payment Not Completed - The payment window was closed before paying.',
  comment: 'Keep " - " between the title and the description.',
});
const NOT_CONFIRMED = msg({
  message: 'Payment Not Completed - We could not confirm the payment. Please try again.',
  comment: 'Keep " - " between the title and the description.',
});
const DECLINED = msg({
  message: 'Payment Not Completed - The payment was declined.',
  comment: 'Keep " - " between the title and the description.',
});

/** Razorpay's checkout options that open it on a saved method: UPI with the ID filled in, or a saved card's token. */
function savedMethodOptions(
  via: SavedPaymentMethod | null,
): Pick<RazorpayOptions, 'method' | 'customer_id' | 'token'> & { vpa?: string } {
  if (via?.upi_id) return { method: 'upi', vpa: via.upi_id };
  if (via?.card?.provider === 'razorpay' && via.card.customer_id) {
    return { customer_id: via.card.customer_id, token: via.card.token };
  }
  return {};
}

/**
 * The payment window of `provider`, once its code is here: Razorpay's checkout, or `'test'` for the
 * test gateway's dialog; null when it cannot load (offline, blocked).
 */
async function loadPaymentWindow(provider: PaymentGateway): Promise<RazorpayCheckout | 'test' | null> {
  if (provider === 'test') return (await loadTestGateway()) ? 'test' : null;
  return loadRazorpay();
}

/**
 * Asks for the payment window of `provider` while an order is being placed, so that it opens as
 * soon as the order is there.
 */
export function preparePaymentWindow(provider: PaymentGateway | null | undefined): void {
  if (provider) void loadPaymentWindow(provider);
}

/**
 * Pays a pending online order: Razorpay's checkout.js when the server gave Razorpay details, the
 * built-in test gateway otherwise, opened on the saved method `via` when one was chosen; then the
 * server verifies the signed answer. Every outcome is toasted here and handed to `onResult`.
 * Render `<TestGateway {...dialog} />` beside the caller; `preparePaymentWindow` while placing the order.
 */
export function useCompletePayment(onResult?: (result: PaymentResult) => void) {
  const { i18n, t } = useLingui();
  /** The server's reason a payment did not go through, as a 'Title - description' message. */
  const notCompleted = (reason: string) =>
    t({ message: `Payment Not Completed - ${reason}`, comment: 'Keep " - " between the title and the description.' });
  const { user } = useAuth();
  const gateway = useTestGateway();
  const verify = useVerifyPayment();
  const [testOrder, setTestOrder] = useState<Order | null>(null);
  const [testVia, setTestVia] = useState<SavedPaymentMethod | null>(null);
  const [loadingWindow, setLoadingWindow] = useState(false);

  function finish(result: PaymentResult) {
    setTestOrder(null);
    if (result.status === 'paid') {
      const orderNumber = result.order.order_number;
      toast.success(t`Payment Successful`, { description: t`Order ${orderNumber} is confirmed.` });
    } else toastError(result.message);
    onResult?.(result);
  }

  async function confirm(order: Order, answer: GatewayAnswer) {
    try {
      finish({ status: 'paid', order: await verify.mutateAsync({ order_id: order.id, ...answer }) });
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      finish(
        error instanceof ApiError && error.status === 409
          ? { status: 'failed', message: message ?? PAYMENT_CAPTURED_BUT_FAILED }
          : { status: 'unpaid', message: message ? notCompleted(message) : i18n._(NOT_CONFIRMED) },
      );
    }
  }

  async function answerTestGateway(order: Order, action: GatewayAction, saveCard: boolean) {
    const payment = order.payment;
    if (!payment) return;
    let answer: GatewayAnswer;
    try {
      answer = await gateway.mutateAsync({
        provider_order_id: payment.provider_order_id,
        outcome: action,
        save_card: saveCard,
      });
    } catch (error) {
      const reason = error instanceof ApiError ? error.serverMessage : undefined;
      finish({
        status: 'unpaid',
        message: reason ? notCompleted(reason) : i18n._(action === 'pay' ? NOT_CONFIRMED : DECLINED),
      });
      return;
    }
    if (action === 'pay') await confirm(order, answer);
    else finish({ status: 'unpaid', message: i18n._(DECLINED) });
  }

  async function start(order: Order, via: SavedPaymentMethod | null) {
    const payment = order.payment;
    if (!payment) return;
    setLoadingWindow(true);
    const paymentWindow = await loadPaymentWindow(payment.provider);
    setLoadingWindow(false);
    if (!paymentWindow) {
      finish({ status: 'unpaid', message: i18n._(PAYMENT_UNAVAILABLE) });
      return;
    }
    if (paymentWindow === 'test') {
      setTestVia(via);
      setTestOrder(order);
      return;
    }
    const Razorpay = paymentWindow;
    const { vpa, ...saved } = savedMethodOptions(via);
    const orderNumber = order.order_number;
    new Razorpay({
      ...saved,
      key: payment.key_id,
      order_id: payment.provider_order_id,
      amount: payment.amount,
      currency: payment.currency,
      name: SHOP.name,
      description: t`Order ${orderNumber}`,
      prefill: {
        name: user ? `${user.first_name} ${user.last_name}`.trim() || undefined : undefined,
        email: user?.email,
        contact: order.phone_number,
        vpa,
      },
      handler: (answer) => void confirm(order, answer),
      modal: { ondismiss: () => finish({ status: 'unpaid', message: i18n._(WINDOW_CLOSED) }) },
    }).open();
  }

  const gatewayBusy: GatewayAction | null = verify.isPending
    ? 'pay'
    : gateway.isPending
      ? (gateway.variables?.outcome ?? null)
      : null;

  return {
    start: (order: Order, via: SavedPaymentMethod | null = null) => void start(order, via),
    /** True from starting a payment until its outcome is known (the dialog open aside). */
    isBusy: loadingWindow || gateway.isPending || verify.isPending,
    dialog: {
      payment: testOrder?.payment ?? null,
      orderNumber: testOrder?.order_number ?? '',
      via: testVia,
      busy: gatewayBusy,
      onAction: (action: GatewayAction, saveCard: boolean) => {
        if (testOrder) void answerTestGateway(testOrder, action, saveCard);
      },
      onClose: () => finish({ status: 'unpaid', message: i18n._(WINDOW_CLOSED) }),
    },
  };
}
