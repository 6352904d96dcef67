import { Trans, useLingui } from '@lingui/react/macro';
import {
  type CreateOrderInput,
  checkoutTotals,
  codAllowed,
  EMPTY_CART_CHECK_MS,
  type Order,
  type PaymentMethod,
  rupeesToPaise,
  type SavedPaymentMethod,
  type User,
} from '@makerbazaar/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useDeferredValue, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ContinueShoppingButton } from '@/components/ui/continue-shopping-button';
import { Icon } from '@/components/ui/icon';
import { LoadProblem } from '@/components/ui/load-problem';
import { EmptyState } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { CheckoutAddress, useCheckoutAddress } from '@/features/addresses';
import { cartQueryKey, useCart } from '@/features/cart';
import { CouponBox, couponsQueryKey, useCouponQuote } from '@/features/coupons';
import { useDeliveryRefusal } from '@/features/delivery';
import { CheckoutSavedMethods, useCheckoutPaymentMethod } from '@/features/payment-methods';
import { ApiError } from '@/lib/api-client';
import { translateApiMessage } from '@/lib/api-messages';
import { placeServerErrors } from '@/lib/form-errors';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCreateOrder } from './api/create-order';
import { usePaymentOptions } from './api/get-payment-options';
import { BusinessBuyerFields, useBusinessBuyer } from './components/business-buyer';
import { OrderSummary } from './components/order-summary';
import { PaymentMethodChoice } from './components/payment-method-choice';
import { EMPTY_CART, MISSING_INFORMATION, ORDER_FAILED, ORDER_FAILED_FALLBACK, toastError } from './messages';
import { preparePaymentWindow } from './payment/use-complete-payment';

/** Where the order goes and who it is billed to, as the order request names them. */
type Destination = Pick<CreateOrderInput, 'address_id' | 'address' | 'save_address' | 'gstin' | 'business_name'>;

export function CheckoutSkeleton() {
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_24rem]" aria-busy="true">
      <div className="space-y-6">
        <Skeleton className="h-64 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
      <Skeleton className="h-96 w-full" />
    </div>
  );
}

/**
 * The shipping details, the payment method and a preview of the total, from the server cart.
 * Hands the placed order to `onOrder` with the saved method an online payment should use; an
 * empty cart sends the customer back to the shop.
 */
export function CheckoutForm({
  user,
  onOrder,
}: {
  user: User;
  onOrder: (order: Order, via: SavedPaymentMethod | null) => void;
}) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const cart = useCart();
  const createOrder = useCreateOrder();
  const paymentOptions = usePaymentOptions();
  const [method, setMethod] = useState<PaymentMethod>('cod');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [couponCode, setCouponCode] = useState<string | null>(null);
  const address = useCheckoutAddress(user);
  const saved = useCheckoutPaymentMethod();
  const business = useBusinessBuyer();
  const deliveryRefusal = useDeliveryRefusal(address.deliveryPincode);
  const isEmpty = cart.data?.results.length === 0;
  const cartVersion = cart.data ? `${cart.data.total_items}:${cart.data.total_amount}` : '';
  const couponQuote = useCouponQuote(couponCode, method, cartVersion);

  useEffect(() => {
    if (!isEmpty) return;
    const timer = setTimeout(() => {
      toastError(i18n._(EMPTY_CART));
      navigate('/', { replace: true });
    }, EMPTY_CART_CHECK_MS);
    return () => clearTimeout(timer);
  }, [isEmpty, navigate, i18n]);

  // Drawn as a deferred render once every answer is in: React draws the form in slices between which
  // a slow phone answers taps, not in one long task the moment the last answer arrives.
  const waiting = cart.isPending || paymentOptions.isPending || address.isPending;
  const drawn = useDeferredValue(!waiting);
  if (waiting || !drawn) return <CheckoutSkeleton />;
  if (cart.isError) {
    return (
      <LoadProblem
        query={cart}
        failed={{ title: t`We couldn't load your cart`, description: t`Please try again.` }}
        retryLabel={<Trans>Try again</Trans>}
      />
    );
  }
  if (isEmpty) {
    return (
      <EmptyState
        icon={<Icon name="shopping-cart" />}
        title={t`Your cart is empty`}
        description={t`Add some products first.`}
      >
        <ContinueShoppingButton />
      </EmptyState>
    );
  }

  const goodsPaise = rupeesToPaise(cart.data.total_amount);
  const available: Record<PaymentMethod, boolean> = {
    cod: codAllowed(checkoutTotals(goodsPaise, 'cod').totalPaise) && deliveryRefusal.cod === null,
    // Options that could not be read leave online payment offered: the server refuses it plainly if it is off.
    online: paymentOptions.data?.online ?? true,
  };
  // The customer's choice, or the other method when theirs cannot be used for this order.
  const chosen: PaymentMethod = available[method] ? method : method === 'cod' ? 'online' : 'cod';
  // The discount is the server's, and only while its quote holds for this cart.
  const coupon = couponCode !== null && couponQuote.isSuccess ? couponQuote.data : null;
  const totals = checkoutTotals(goodsPaise, chosen, coupon ? rupeesToPaise(coupon.discount_amount) : 0);
  const total = formatRupees(totals.totalPaise / 100);

  function place(destination: Destination) {
    setRefusal(null);
    if (chosen === 'online') preparePaymentWindow(paymentOptions.data?.provider);
    createOrder.mutate(
      {
        ...destination,
        total_amount: totals.totalPaise / 100,
        payment_method: chosen,
        ...(coupon ? { coupon_code: coupon.code } : {}),
      },
      {
        onSuccess: (order) => {
          if (!order.payment) {
            const orderNumber = order.order_number;
            const paymentMethod = translateApiMessage(order.payment_method_display);
            toast.success(t`Order Placed Successfully!`, {
              description: t`Order ${orderNumber} · ${paymentMethod}`,
            });
          }
          onOrder(order, chosen === 'online' ? saved.selected : null);
        },
        onError: (error) => {
          const apiError = error instanceof ApiError ? error : null;
          const message = apiError?.serverMessage ?? i18n._(ORDER_FAILED_FALLBACK);
          // The business details were refused: say why on their fields.
          if (apiError?.status === 400) {
            const unplaced = placeServerErrors(error, business.form.setError, ['gstin', 'business_name'], message);
            if (unplaced) setRefusal(unplaced);
          }
          // The chosen address was deleted meanwhile (in another tab): show the list as it is now.
          if (apiError?.status === 404) {
            setRefusal(message);
            void address.refresh();
          }
          // Stock, price, the coupon or the COD limit changed under the customer: show why, with the
          // fresh cart and coupon quote.
          if (apiError?.status === 409) {
            setRefusal(message);
            void queryClient.invalidateQueries({ queryKey: cartQueryKey });
            void queryClient.invalidateQueries({ queryKey: couponsQueryKey });
          }
          toast.error(i18n._(ORDER_FAILED), { description: message });
        },
      },
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosenAddress = address.selected;
    const addressFields =
      chosenAddress === 'new'
        ? await new Promise<Destination | null>((resolve) => {
            void address.form.handleSubmit(
              (fields) => resolve({ address: fields, save_address: address.save }),
              () => {
                if (address.blank) toastError(i18n._(MISSING_INFORMATION));
                resolve(null);
              },
            )();
          })
        : { address_id: chosenAddress };
    const buyer = await business.read(address.deliveryState);
    if (addressFields && buyer) place({ ...addressFields, ...buyer });
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-6 lg:grid-cols-[1fr_24rem] lg:items-start">
      <div className="space-y-6">
        <Card className="p-5 sm:p-6">
          <CheckoutAddress state={address} />
          {deliveryRefusal.address ? (
            <p
              role="alert"
              className="mt-4 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {deliveryRefusal.address}
            </p>
          ) : null}
          <div className="mt-5 border-t pt-5">
            <BusinessBuyerFields state={business} />
          </div>
        </Card>
        <Card className="p-5 sm:p-6">
          <PaymentMethodChoice
            value={chosen}
            onChange={setMethod}
            available={available}
            codRefusal={deliveryRefusal.cod}
          />
          {chosen === 'online' && available.online ? (
            <div className="mt-4 border-t pt-4">
              <CheckoutSavedMethods state={saved} />
            </div>
          ) : null}
        </Card>
      </div>
      <div className="lg:sticky lg:top-36">
        <OrderSummary
          cart={cart.data}
          totals={totals}
          couponCode={coupon?.code ?? null}
          couponBox={
            <CouponBox
              code={couponCode}
              quote={couponQuote}
              onApply={setCouponCode}
              onRemove={() => setCouponCode(null)}
            />
          }
        >
          {refusal ? (
            <p
              role="alert"
              className="mt-4 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {refusal}
            </p>
          ) : null}
          <Button
            type="submit"
            size="lg"
            className="mt-5 w-full"
            disabled={address.blank || deliveryRefusal.address !== null || !available[chosen] || createOrder.isPending}
          >
            {createOrder.isPending ? (
              <Icon name="loader-circle" className="animate-spin" />
            ) : (
              <Icon name="shield-check" />
            )}
            <Trans>Confirm Order · {total}</Trans>
          </Button>
          {available[chosen] ? (
            <p className="mt-2 text-center text-xs text-muted-foreground">
              {chosen === 'cod' ? (
                <Trans>You pay when the parts arrive.</Trans>
              ) : (
                <Trans>You pay securely on the next step.</Trans>
              )}
            </p>
          ) : null}
        </OrderSummary>
      </div>
    </form>
  );
}
