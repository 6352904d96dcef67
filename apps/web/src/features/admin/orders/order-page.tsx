import { type AdminOrder, formatIndianPhone, PAYMENT_METHOD_LABELS } from '@makerbazaar/core';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatNumber, formatRupees } from '@/lib/format';
import { AdminPageHeader, AdminPanel } from '../components/admin-page';
import { useAdminOrder } from './api/orders';
import { OrderActions } from './order-actions';
import { formatDateTime, OrderStatusBadge, PaymentBadge } from './order-badges';
import { OrderTimeline } from './order-timeline';

/** /admin/orders/:id: the whole order, what happened to it, and what staff can do next. */
export default function OrderPage() {
  const id = Number(useParams().id);
  const order = useAdminOrder(id);

  if (order.error) {
    const missing = order.error instanceof ApiError && (order.error.status === 404 || order.error.status === 400);
    return (
      <EmptyState
        title={missing ? 'Order not found' : 'The order could not be loaded'}
        description={missing ? 'No order has this number. It may have been typed wrong.' : 'Check your connection.'}
      >
        {missing ? (
          <Link to="/admin/orders" className="text-primary hover:underline">
            Back to the orders
          </Link>
        ) : (
          <RetryButton busy={order.isFetching} onRetry={() => order.refetch()} />
        )}
      </EmptyState>
    );
  }
  if (!order.data) return <OrderSkeleton />;
  const o = order.data;

  return (
    <>
      <Link
        to="/admin/orders"
        className="mb-3 inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden /> Orders
      </Link>
      <AdminPageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            <span className="whitespace-nowrap tabular-nums">{o.order_number}</span>
            <OrderStatusBadge status={o.status} />
            <PaymentBadge status={o.payment_status} method={o.payment_method} />
          </span>
        }
        description={`Placed ${formatDateTime(o.created_at)} · ${formatNumber(o.total_items)} ${o.total_items === 1 ? 'item' : 'items'} · ${formatRupees(o.total_amount)}`}
        actions={<OrderActions order={o} />}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 content-start gap-6">
          <ItemsPanel order={o} />
          <AdminPanel title="Timeline">
            <OrderTimeline events={o.timeline} />
          </AdminPanel>
        </div>
        <div className="grid content-start gap-6">
          <CustomerPanel order={o} />
          <ShippingPanel order={o} />
          <PaymentPanel order={o} />
        </div>
      </div>
    </>
  );
}

function ItemsPanel({ order }: { order: AdminOrder }) {
  return (
    <AdminPanel title="Items">
      <div className="overflow-x-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Items of order {order.order_number}</caption>
          <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
            <tr className="border-b">
              <th scope="col" className="pb-2 font-medium">
                Product
              </th>
              <th scope="col" className="pb-2 pl-4 text-right font-medium">
                Price
              </th>
              <th scope="col" className="pb-2 pl-4 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="pb-2 pl-4 text-right font-medium">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-b last:border-0">
                <td className="py-2.5 pr-3">
                  <div className="flex items-center gap-3">
                    <img
                      src={item.image}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      decoding="async"
                      className="size-10 shrink-0 rounded border bg-muted object-cover"
                    />
                    {item.product_slug ? (
                      <Link to={`/product/${item.product_slug}`} className="font-medium hover:underline">
                        {item.name}
                      </Link>
                    ) : (
                      <span className="font-medium">{item.name}</span>
                    )}
                  </div>
                </td>
                <td className="py-2.5 pl-4 text-right whitespace-nowrap tabular-nums">{formatRupees(item.price)}</td>
                <td className="py-2.5 pl-4 text-right tabular-nums">{formatNumber(item.quantity)}</td>
                <td className="py-2.5 pl-4 text-right whitespace-nowrap tabular-nums">
                  {formatRupees(item.line_total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="mt-4 ml-auto grid max-w-xs grid-cols-[1fr_auto] gap-x-6 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Goods</dt>
        <dd className="text-right tabular-nums">{formatRupees(order.goods_amount)}</dd>
        {order.discount_amount > 0 ? (
          <>
            <dt className="text-muted-foreground">Coupon {order.coupon_code}</dt>
            <dd className="text-right tabular-nums">−{formatRupees(order.discount_amount)}</dd>
          </>
        ) : null}
        {order.cod_fee > 0 ? (
          <>
            <dt className="text-muted-foreground">Cash on delivery fee</dt>
            <dd className="text-right tabular-nums">{formatRupees(order.cod_fee)}</dd>
          </>
        ) : null}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold tabular-nums">{formatRupees(order.total_amount)}</dd>
        {order.refunded_amount > 0 ? (
          <>
            <dt className="text-muted-foreground">Refunded</dt>
            <dd className="text-right tabular-nums">−{formatRupees(order.refunded_amount)}</dd>
          </>
        ) : null}
      </dl>
    </AdminPanel>
  );
}

/** A label and its value in a side panel. */
function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-0.5 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function CustomerPanel({ order }: { order: AdminOrder }) {
  const { customer } = order;
  const name = `${customer.first_name} ${customer.last_name}`.trim();
  return (
    <AdminPanel title="Customer">
      <dl className="grid gap-3 text-sm">
        <Detail label="Name">
          <Link to={`/admin/customers/${customer.id}`} className="font-medium text-primary hover:underline">
            {name || customer.username}
          </Link>{' '}
          <span className="text-muted-foreground">({customer.username})</span>
        </Detail>
        <Detail label="E-mail">
          <a href={`mailto:${customer.email}`} className="hover:underline">
            {customer.email}
          </a>
        </Detail>
      </dl>
    </AdminPanel>
  );
}

function ShippingPanel({ order }: { order: AdminOrder }) {
  return (
    <AdminPanel title="Shipping">
      <dl className="grid gap-3 text-sm">
        <Detail label="Address">
          <span className="whitespace-pre-line">{order.shipping_address}</span>
        </Detail>
        <Detail label="Phone">
          <a href={`tel:${order.phone_number}`} className="tabular-nums hover:underline">
            {formatIndianPhone(order.phone_number)}
          </a>
        </Detail>
        {order.tracking_number ? (
          <Detail label="Tracking">
            {order.carrier} · <span className="font-medium tabular-nums">{order.tracking_number}</span>
          </Detail>
        ) : null}
      </dl>
    </AdminPanel>
  );
}

function PaymentPanel({ order }: { order: AdminOrder }) {
  return (
    <AdminPanel title="Payment">
      <dl className="grid gap-3 text-sm">
        <Detail label="Method">{PAYMENT_METHOD_LABELS[order.payment_method]}</Detail>
        <Detail label="Status">
          <PaymentBadge status={order.payment_status} method={order.payment_method} />
          {order.paid_at ? (
            <span className="ml-2 text-muted-foreground">on {formatDateTime(order.paid_at)}</span>
          ) : null}
        </Detail>
        {order.payment_expires_at ? (
          <Detail label="Awaiting payment">
            Items go back on sale at {formatDateTime(order.payment_expires_at)} if it is not paid.
          </Detail>
        ) : null}
        {order.provider_payment_id ? (
          <Detail label={order.payment_provider === 'test' ? 'Test gateway payment' : 'Razorpay payment'}>
            <span className="font-mono text-xs">{order.provider_payment_id}</span>
          </Detail>
        ) : null}
        {order.refunds.length > 0 ? (
          <Detail label="Refunds">
            <ul className="grid gap-2">
              {order.refunds.map((refund) => (
                <li key={refund.id}>
                  <span className="font-medium tabular-nums">{formatRupees(refund.amount)}</span> ·{' '}
                  {formatDateTime(refund.created_at)} by {refund.actor}
                  {refund.provider === 'bank_transfer' ? (
                    <div>
                      by bank transfer, reference <span className="font-mono text-xs">{refund.provider_refund_id}</span>
                    </div>
                  ) : null}
                  <div className="text-muted-foreground">{refund.reason}</div>
                </li>
              ))}
            </ul>
          </Detail>
        ) : null}
      </dl>
    </AdminPanel>
  );
}

function OrderSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <span className="sr-only">Loading the order…</span>
      <Skeleton className="h-10 w-72" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-80" />
        <Skeleton className="h-80" />
      </div>
    </div>
  );
}
