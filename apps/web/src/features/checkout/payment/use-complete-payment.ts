import { type Order, PAYMENT_CAPTURED_BUT_FAILED, SHOP } from '@makerbazaar/core';
import { useState } from 'react';
import { useAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { type GatewayAnswer, useTestGateway } from '../api/test-gateway';
import { useVerifyPayment } from '../api/verify-payment';
import { PAYMENT_UNAVAILABLE, toastError } from '../messages';
import { loadRazorpay } from './razorpay';
import type { GatewayAction } from './test-gateway-dialog';

export type PaymentResult =
  | { status: 'paid'; order: Order }
  /** The order still waits for its payment and can be paid again; the message says why. */
  | { status: 'unpaid'; message: string }
  /** The payment was taken but the order could not take it: support has to sort it out. */
  | { status: 'failed'; message: string };

const notCompleted = (reason: string) => `Payment Not Completed - ${reason}`;
const WINDOW_CLOSED = notCompleted('The payment window was closed before paying.');
const NOT_CONFIRMED = notCompleted('We could not confirm the payment. Please try again.');
const DECLINED = notCompleted('The payment was declined.');

/**
 * Pays a pending online order: Razorpay's checkout.js when the server gave Razorpay details, the
 * built-in test gateway otherwise; then the server verifies the signed answer. Every outcome is
 * toasted here and handed to `onResult`. Render `<TestGatewayDialog {...dialog} />` beside the caller.
 */
export function useCompletePayment(onResult?: (result: PaymentResult) => void) {
  const { user } = useAuth();
  const gateway = useTestGateway();
  const verify = useVerifyPayment();
  const [testOrder, setTestOrder] = useState<Order | null>(null);
  const [loadingScript, setLoadingScript] = useState(false);

  function finish(result: PaymentResult) {
    setTestOrder(null);
    if (result.status === 'paid') {
      toast.success('Payment Successful', { description: `Order ${result.order.order_number} is confirmed.` });
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
          : { status: 'unpaid', message: message ? notCompleted(message) : NOT_CONFIRMED },
      );
    }
  }

  async function answerTestGateway(order: Order, action: GatewayAction) {
    const payment = order.payment;
    if (!payment) return;
    let answer: GatewayAnswer;
    try {
      answer = await gateway.mutateAsync({ provider_order_id: payment.provider_order_id, outcome: action });
    } catch (error) {
      const reason = error instanceof ApiError ? error.serverMessage : undefined;
      finish({
        status: 'unpaid',
        message: reason ? notCompleted(reason) : action === 'pay' ? NOT_CONFIRMED : DECLINED,
      });
      return;
    }
    if (action === 'pay') await confirm(order, answer);
    else finish({ status: 'unpaid', message: DECLINED });
  }

  async function start(order: Order) {
    const payment = order.payment;
    if (!payment) return;
    if (payment.provider === 'test') {
      setTestOrder(order);
      return;
    }
    setLoadingScript(true);
    const Razorpay = await loadRazorpay();
    setLoadingScript(false);
    if (!Razorpay) {
      finish({ status: 'unpaid', message: PAYMENT_UNAVAILABLE });
      return;
    }
    new Razorpay({
      key: payment.key_id,
      order_id: payment.provider_order_id,
      amount: payment.amount,
      currency: payment.currency,
      name: SHOP.name,
      description: `Order ${order.order_number}`,
      prefill: {
        name: user ? `${user.first_name} ${user.last_name}`.trim() || undefined : undefined,
        email: user?.email,
        contact: order.phone_number,
      },
      handler: (answer) => void confirm(order, answer),
      modal: { ondismiss: () => finish({ status: 'unpaid', message: WINDOW_CLOSED }) },
    }).open();
  }

  const gatewayBusy: GatewayAction | null = verify.isPending
    ? 'pay'
    : gateway.isPending
      ? (gateway.variables?.outcome ?? null)
      : null;

  return {
    start: (order: Order) => void start(order),
    /** True from starting a payment until its outcome is known (the dialog open aside). */
    isBusy: loadingScript || gateway.isPending || verify.isPending,
    dialog: {
      payment: testOrder?.payment ?? null,
      orderNumber: testOrder?.order_number ?? '',
      busy: gatewayBusy,
      onAction: (action: GatewayAction) => {
        if (testOrder) void answerTestGateway(testOrder, action);
      },
      onClose: () => finish({ status: 'unpaid', message: WINDOW_CLOSED }),
    },
  };
}
