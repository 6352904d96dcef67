import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@makerbazaar/core';
import { formatIndianPhone, trackingLinkOf } from '@makerbazaar/core';
import { ArrowLeft, ExternalLink, PackageX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Fact } from '@/components/ui/fact';
import { LoadProblem } from '@/components/ui/load-problem';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { RequireAuth, useEmailsReachCustomer } from '@/features/auth';
import { translateApiMessage } from '@/lib/api-messages';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useOrder } from './api/get-order';
import { OrderActions } from './components/order-actions';
import { OrderItems } from './components/order-items';
import { OrderStatusBadge, PaymentStatusBadge } from './components/order-status';
import { OrderTimeline } from './components/order-timeline';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between gap-4 border-t pt-3 text-base font-bold' : 'flex justify-between gap-4'}
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd className="text-right tabular-nums">{children}</dd>
    </div>
  );
}

function OrderInFull({ order }: { order: Order }) {
  const language = useLanguage();
  const { t } = useLingui();
  const orderNumber = order.order_number;
  const couponCode = order.coupon_code ?? '';
  const carrier = order.carrier;
  const date = formatDate(order.created_at, language);
  const refunded = formatRupees(order.refunded_amount);
  const total = formatRupees(order.total_amount);
  const emailed = useEmailsReachCustomer();
  return (
    <>
      <PageHeader
        title={t`Order ${orderNumber}`}
        description={
          <Trans>
            Placed on <time dateTime={order.created_at}>{date}</time>
          </Trans>
        }
      >
        <OrderStatusBadge order={order} className="self-start px-3 py-1 text-sm sm:self-auto" />
      </PageHeader>
      <div className="space-y-6">
        <Card className="p-5 sm:p-6">
          <h2 className="sr-only">
            <Trans>Progress</Trans>
          </h2>
          <OrderTimeline order={order} />
        </Card>
        <OrderActions order={order} details={false} />
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold">
              <Trans>Items</Trans>
            </h2>
            <OrderItems items={order.items} />
            <dl className="mt-4 space-y-2 border-t pt-4 text-sm">
              <Row label={t`Total items`}>{formatNumber(order.total_items)}</Row>
              <Row label={t`Goods total`}>{formatRupees(order.goods_amount)}</Row>
              {order.discount_amount > 0 ? (
                <Row label={t`Coupon ${couponCode}`}>−{formatRupees(order.discount_amount)}</Row>
              ) : null}
              {order.cod_fee > 0 ? <Row label={t`Cash on delivery fee`}>{formatRupees(order.cod_fee)}</Row> : null}
              <Row label={t`Shipping`}>
                <Trans>Free</Trans>
              </Row>
              <Row label={t`Total`} strong>
                {formatRupees(order.total_amount)}
              </Row>
            </dl>
          </Card>
          <div className="space-y-6">
            <Card className="p-5 sm:p-6">
              <h2 className="mb-3 text-lg font-semibold">
                <Trans>Delivery</Trans>
              </h2>
              {order.needs_shipping ? (
                <dl className="space-y-3 text-sm">
                  <Fact label={<Trans>Shipping address</Trans>} valueClassName="mt-0.5 whitespace-pre-line">
                    {order.shipping_address}
                  </Fact>
                  <Fact label={<Trans>Phone number</Trans>} valueClassName="mt-0.5 tabular-nums">
                    {formatIndianPhone(order.phone_number)}
                  </Fact>
                  <Fact
                    label={<Trans>Tracking number</Trans>}
                    valueClassName={order.tracking_number ? 'mt-0.5 font-mono' : 'mt-0.5 text-muted-foreground'}
                  >
                    {order.tracking_number ?? t`Not shipped yet`}
                    {order.tracking_number && order.carrier ? (
                      <span className="block font-sans text-muted-foreground">
                        <Trans>with {carrier}</Trans>
                      </span>
                    ) : null}
                    <ParcelLink order={order} />
                  </Fact>
                </dl>
              ) : (
                <p className="text-sm text-muted-foreground">
                  {emailed ? (
                    <Trans>
                      An online course: nothing to ship. The access details are e-mailed to you once the payment is
                      confirmed.
                    </Trans>
                  ) : (
                    <Trans>
                      An online course: nothing to ship. Once the payment is confirmed, everything is on the course
                      page; we e-mail only to a verified address.
                    </Trans>
                  )}
                </p>
              )}
            </Card>
            <Card className="p-5 sm:p-6">
              <h2 className="mb-3 text-lg font-semibold">
                <Trans>Payment</Trans>
              </h2>
              <dl className="space-y-2 text-sm">
                {order.gstin ? (
                  <>
                    <Row label={t`Billed to`}>{order.business_name}</Row>
                    <Row label={t`GSTIN`}>
                      <span className="font-mono">{order.gstin}</span>
                    </Row>
                  </>
                ) : null}
                <Row label={t`Method`}>{translateApiMessage(order.payment_method_display)}</Row>
                <Row label={t`Status`}>
                  <PaymentStatusBadge order={order} />
                </Row>
                {order.refunded_amount > 0 ? <Row label={t`Refunded`}>{t`${refunded} of ${total}`}</Row> : null}
              </dl>
            </Card>
          </div>
        </div>
      </div>
    </>
  );
}

/**
 * Where the customer follows the parcel: its page on the courier's site, or the courier's tracking
 * page with a word to type the number in there; nothing for a courier the shop does not know.
 */
function ParcelLink({ order }: { order: Order }) {
  const link = trackingLinkOf(order.carrier, order.tracking_number);
  if (!link) return null;
  const courier = link.courier;
  return (
    <span className="mt-1.5 block font-sans">
      <a
        href={link.url}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-1.5 font-medium text-primary hover:underline"
      >
        {link.opensParcel ? (
          <Trans>Track your parcel on {courier}</Trans>
        ) : (
          <Trans>Open {courier}’s tracking page</Trans>
        )}
        <ExternalLink className="size-4 shrink-0" aria-hidden="true" />
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
      {link.opensParcel ? null : (
        <span className="block text-xs text-muted-foreground">
          <Trans>Enter your tracking number there.</Trans>
        </span>
      )}
    </span>
  );
}

function OrderDetails({ id }: { id: string }) {
  const { t } = useLingui();
  const { data: order, isPending, error, refetch, isRefetching } = useOrder(id);
  if (isPending) {
    return (
      <div aria-busy="true" className="space-y-6">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-28 w-full" />
        <Skeleton className="h-72 w-full" />
      </div>
    );
  }
  if (!order) {
    return (
      <>
        <PageHeader title={t`Order details`} />
        <LoadProblem
          query={{ error, refetch, isRefetching }}
          notFound={{
            icon: <PackageX />,
            title: t`Order Not Found`,
            description: t`There is no such order in your account.`,
            link: { to: '/orders', label: <Trans>Back to My Orders</Trans> },
          }}
          failed={{ title: t`Something went wrong`, description: t`Failed to fetch orders. Please try again.` }}
          retryLabel={<Trans>Try again</Trans>}
        />
      </>
    );
  }
  return <OrderInFull order={order} />;
}

export default function OrderPage() {
  const { t } = useLingui();
  const { orderId = '' } = useParams();
  return (
    <RequireAuth title={t`Order details`} message={t`You must be logged in to view your orders.`}>
      <PageContainer className="py-6 sm:py-8">
        <ButtonLink variant="ghost" size="sm" className="-ml-3 mb-2" to="/orders">
          <ArrowLeft /> <Trans>My Orders</Trans>
        </ButtonLink>
        <OrderDetails id={orderId} />
      </PageContainer>
    </RequireAuth>
  );
}
