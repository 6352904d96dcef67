import type { Order } from '@makerbazaar/core';
import { formatIndianPhone } from '@makerbazaar/core';
import { ArrowLeft, PackageX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { RequireAuth } from '@/features/auth';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
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
  return (
    <>
      <PageHeader
        title={`Order ${order.order_number}`}
        description={
          <>
            Placed on <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </>
        }
      >
        <OrderStatusBadge order={order} className="self-start px-3 py-1 text-sm sm:self-auto" />
      </PageHeader>
      <div className="space-y-6">
        <Card className="p-5 sm:p-6">
          <h2 className="sr-only">Progress</h2>
          <OrderTimeline order={order} />
        </Card>
        <OrderActions order={order} details={false} />
        <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
          <Card className="p-5 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold">Items</h2>
            <OrderItems items={order.items} />
            <dl className="mt-4 space-y-2 border-t pt-4 text-sm">
              <Row label="Total items">{formatNumber(order.total_items)}</Row>
              <Row label="Goods total">{formatRupees(order.goods_amount)}</Row>
              {order.discount_amount > 0 ? (
                <Row label={`Coupon ${order.coupon_code ?? ''}`}>−{formatRupees(order.discount_amount)}</Row>
              ) : null}
              {order.cod_fee > 0 ? <Row label="Cash on delivery fee">{formatRupees(order.cod_fee)}</Row> : null}
              <Row label="Shipping">Free</Row>
              <Row label="Total" strong>
                {formatRupees(order.total_amount)}
              </Row>
            </dl>
          </Card>
          <div className="space-y-6">
            <Card className="p-5 sm:p-6">
              <h2 className="mb-3 text-lg font-semibold">Delivery</h2>
              {order.needs_shipping ? (
                <dl className="space-y-3 text-sm">
                  <div>
                    <dt className="text-muted-foreground">Shipping address</dt>
                    <dd className="mt-0.5 whitespace-pre-line">{order.shipping_address}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Phone number</dt>
                    <dd className="mt-0.5 tabular-nums">{formatIndianPhone(order.phone_number)}</dd>
                  </div>
                  <div>
                    <dt className="text-muted-foreground">Tracking number</dt>
                    <dd className={order.tracking_number ? 'mt-0.5 font-mono' : 'mt-0.5 text-muted-foreground'}>
                      {order.tracking_number ?? 'Not shipped yet'}
                      {order.tracking_number && order.carrier ? (
                        <span className="block font-sans text-muted-foreground">with {order.carrier}</span>
                      ) : null}
                    </dd>
                  </div>
                </dl>
              ) : (
                <p className="text-sm text-muted-foreground">
                  An online course: nothing to ship. The access details are e-mailed to you once the payment is
                  confirmed.
                </p>
              )}
            </Card>
            <Card className="p-5 sm:p-6">
              <h2 className="mb-3 text-lg font-semibold">Payment</h2>
              <dl className="space-y-2 text-sm">
                {order.gstin ? (
                  <>
                    <Row label="Billed to">{order.business_name}</Row>
                    <Row label="GSTIN">
                      <span className="font-mono">{order.gstin}</span>
                    </Row>
                  </>
                ) : null}
                <Row label="Method">{order.payment_method_display}</Row>
                <Row label="Status">
                  <PaymentStatusBadge order={order} />
                </Row>
              </dl>
            </Card>
          </div>
        </div>
      </div>
    </>
  );
}

function OrderDetails({ id }: { id: string }) {
  const { data: order, isPending, error, refetch } = useOrder(id);
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
        <PageHeader title="Order details" />
        {error instanceof ApiError && error.status === 404 ? (
          <EmptyState icon={<PackageX />} title="Order Not Found" description="There is no such order in your account.">
            <Button asChild>
              <Link to="/orders">Back to My Orders</Link>
            </Button>
          </EmptyState>
        ) : (
          <EmptyState
            icon={<TriangleAlert />}
            title="Something went wrong"
            description="Failed to fetch orders. Please try again."
          >
            <Button onClick={() => refetch()}>Try again</Button>
          </EmptyState>
        )}
      </>
    );
  }
  return <OrderInFull order={order} />;
}

export default function OrderPage() {
  const { orderId = '' } = useParams();
  return (
    <RequireAuth title="Order details" message="You must be logged in to view your orders.">
      <PageContainer className="py-6 sm:py-8">
        <Button variant="ghost" size="sm" className="-ml-3 mb-2" asChild>
          <Link to="/orders">
            <ArrowLeft /> My Orders
          </Link>
        </Button>
        <OrderDetails id={orderId} />
      </PageContainer>
    </RequireAuth>
  );
}
