import {
  type AdminOrder,
  formatIndianPhone,
  PAYMENT_METHOD_LABELS,
  type RefundDue,
  trackingLinkOf,
} from '@makerbazaar/core';
import { ExternalLink, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber, formatRupees } from '@/lib/format';
import { AdminPageHeader, AdminPanel } from '../components/admin-page';
import { RefundDueNote } from '../components/refund-due';
import { DetailPage } from '../kit/detail-page';
import { SimpleTable } from '../kit/simple-table';
import { Thumbnail } from '../kit/thumbnail';
import { useAdminOrder } from './api/orders';
import { OrderActions } from './order-actions';
import { formatDateTime, OrderStatusBadge, PaymentBadge } from './order-badges';
import { OrderTimeline } from './order-timeline';

/** /admin/orders/:id: the whole order, what happened to it, and what staff can do next. */
export default function OrderPage() {
  const id = Number(useParams().id);
  const order = useAdminOrder(id);
  // The refund dialog opens from the address too: the dashboard's and the staff e-mail's links end in ?refund=open.
  const [searchParams, setSearchParams] = useSearchParams();
  const refundOpen = searchParams.get('refund') === 'open';
  const setRefundOpen = (open: boolean) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set('refund', 'open');
        else next.delete('refund');
        return next;
      },
      { replace: true },
    );

  return (
    <DetailPage
      query={order}
      back={{ to: '/admin/orders', label: 'Orders' }}
      missing={{
        title: 'Order not found',
        description: 'No order has this number. It may have been typed wrong.',
        action: (
          <Link to="/admin/orders" className="text-primary hover:underline">
            Back to the orders
          </Link>
        ),
      }}
      failed={{ title: 'The order could not be loaded', description: 'Check your connection.' }}
    >
      {(o) => (
        <>
          <AdminPageHeader
            title={
              <span className="flex flex-wrap items-center gap-3">
                <span className="whitespace-nowrap tabular-nums">{o.order_number}</span>
                <OrderStatusBadge status={o.status} />
                <PaymentBadge status={o.payment_status} method={o.payment_method} />
              </span>
            }
            description={`Placed ${formatDateTime(o.created_at)} · ${formatNumber(o.total_items)} ${o.total_items === 1 ? 'item' : 'items'} · ${formatRupees(o.total_amount)}`}
            actions={<OrderActions order={o} refundOpen={refundOpen} onRefundOpenChange={setRefundOpen} />}
          />
          {o.refund_due ? <RefundDueBanner order={o} due={o.refund_due} onRefund={() => setRefundOpen(true)} /> : null}
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
      )}
    </DetailPage>
  );
}

/** The money the shop owes this order's customer, why, since when, and the way to give it back. */
function RefundDueBanner({ order, due, onRefund }: { order: AdminOrder; due: RefundDue; onRefund: () => void }) {
  const unapplied = order.unapplied_payments.some((payment) => payment.refundable_amount > 0);
  return (
    <section
      aria-label="Refund to make"
      className={cn(
        'mb-6 flex flex-col gap-3 rounded-lg border px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between',
        due.overdue ? 'border-destructive/40 bg-destructive/10' : 'border-warning/40 bg-warning/10',
      )}
    >
      <div className="grid gap-1">
        <RefundDueNote due={due} />
        <p className="text-muted-foreground">
          {order.status === 'cancelled' && order.refundable_amount > 0
            ? 'The order was cancelled after it was paid online. '
            : ''}
          {unapplied
            ? 'A payment arrived that the order could not take (after it was cancelled, a second payment, or the wrong amount). '
            : ''}
          {due.overdue ? 'It has waited more than a day.' : 'Refund it within a day.'}
        </p>
      </div>
      <Button className="shrink-0 self-start sm:self-center" onClick={onRefund}>
        <Undo2 aria-hidden /> Refund now
      </Button>
    </section>
  );
}

function ItemsPanel({ order }: { order: AdminOrder }) {
  return (
    <AdminPanel title="Items">
      <div className="overflow-x-auto">
        <SimpleTable
          caption={`Items of order ${order.order_number}`}
          headClassName="border-b"
          columns={[
            { label: 'Product', className: 'pb-2' },
            { label: 'Price', className: 'pb-2 pl-4 text-right' },
            { label: 'Qty', className: 'pb-2 pl-4 text-right' },
            { label: 'Total', className: 'pb-2 pl-4 text-right' },
          ]}
        >
          {order.items.map((item) => (
            <tr key={item.id} className="border-b last:border-0">
              <td className="py-2.5 pr-3">
                <div className="flex items-center gap-3">
                  <Thumbnail src={item.image} className="bg-muted object-cover" />
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
              <td className="py-2.5 pl-4 text-right whitespace-nowrap tabular-nums">{formatRupees(item.line_total)}</td>
            </tr>
          ))}
        </SimpleTable>
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
            <TrackingLink carrier={order.carrier} trackingNumber={order.tracking_number} />
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
        {order.unapplied_payments.length > 0 ? (
          <Detail label="Payments the order could not take">
            <ul className="grid gap-2">
              {order.unapplied_payments.map((payment) => (
                <li key={payment.provider_payment_id}>
                  <span className="font-medium tabular-nums">{formatRupees(payment.amount)}</span> ·{' '}
                  {formatDateTime(payment.received_at)}
                  <div className="font-mono text-xs">{payment.provider_payment_id}</div>
                  <div className="text-muted-foreground">
                    {payment.refundable_amount > 0
                      ? `${formatRupees(payment.refundable_amount)} still to send back`
                      : 'Sent back'}
                  </div>
                </li>
              ))}
            </ul>
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

/** The courier's page of the parcel, or its tracking page to type the number in; nothing for a courier the shop does not know. */
function TrackingLink({ carrier, trackingNumber }: { carrier: string | null; trackingNumber: string }) {
  const link = trackingLinkOf(carrier, trackingNumber);
  if (!link) return null;
  return (
    <a
      href={link.url}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-1 flex w-fit items-center gap-1 text-primary hover:underline"
    >
      {link.opensParcel ? 'Track the parcel' : `${link.courier} tracking page`}
      <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
