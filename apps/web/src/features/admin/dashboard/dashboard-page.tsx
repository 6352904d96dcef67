import type { Dashboard, SalesFigure } from '@makerbazaar/core';
import { LOW_STOCK_THRESHOLD } from '@makerbazaar/core';
import { ArrowRight, CircleAlert, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { formatNumber, formatRupees } from '@/lib/format';
import { useAdminMe } from '../api/admin-me';
import { AdminPageHeader, AdminPanel } from '../components/admin-page';
import { RefundDueNote } from '../components/refund-due';
import { useDashboard } from './api/get-dashboard';
import { SalesChart } from './sales-chart';

/** /admin: what needs doing now, each figure a link to the list behind it; sections follow the staff member's areas. */
export default function DashboardPage() {
  const me = useAdminMe().data;
  const dashboard = useDashboard();

  return (
    <>
      <AdminPageHeader
        title="Dashboard"
        description={me ? `Signed in as ${me.username}. Every figure opens the list behind it.` : undefined}
      />
      {dashboard.data ? (
        <DashboardSections data={dashboard.data} />
      ) : dashboard.error ? (
        <AdminPanel>
          <div className="flex flex-col items-center gap-3 py-8 text-center text-sm">
            <CircleAlert className="size-6 text-destructive" aria-hidden />
            The dashboard could not be loaded. Check your connection and try again.
            <RetryButton variant="outline" size="sm" busy={dashboard.isFetching} onRetry={() => dashboard.refetch()} />
          </div>
        </AdminPanel>
      ) : (
        <div className="grid gap-4 md:grid-cols-3" role="status" aria-busy="true" aria-label="Loading the dashboard">
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} className="h-28" />
          ))}
          <Skeleton className="h-72 md:col-span-3" />
        </div>
      )}
    </>
  );
}

function DashboardSections({ data }: { data: Dashboard }) {
  const { sales, orders, awaiting_payment: payments, refunds_due: refunds, stock, inbox } = data;
  const nothing = !sales && !orders && !payments && !refunds && !stock && !inbox;
  return (
    <div className="flex flex-col gap-6">
      {sales ? (
        <section aria-labelledby="sales-heading" className="flex flex-col gap-4">
          <h2 id="sales-heading" className="text-lg font-semibold">
            Sales
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <SalesTile label="Today" figure={sales.today} />
            <SalesTile label="Last 7 days" figure={sales.last_7_days} />
            <SalesTile label="Last 30 days" figure={sales.last_30_days} />
          </div>
          <AdminPanel title="Revenue by day, last 30 days">
            <SalesChart days={sales.by_day} />
            <p className="mt-2 text-xs text-muted-foreground">
              Orders not cancelled that are cash on delivery or paid online, less refunds, by the day they were placed
              (India time).
            </p>
          </AdminPanel>
        </section>
      ) : null}

      {refunds ? <RefundsPanel refunds={refunds} /> : null}

      {orders || payments ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {orders ? (
            <AdminPanel title="Orders waiting for you">
              <div className="grid grid-cols-2 gap-3">
                <CountTile to="/admin/orders?status=pending" label="Pending" count={orders.pending} hint="to confirm" />
                <CountTile
                  to="/admin/orders?status=confirmed"
                  label="Confirmed"
                  count={orders.confirmed}
                  hint="to pack"
                />
                <CountTile to="/admin/orders?status=packed" label="Packed" count={orders.packed} hint="to ship" />
                <CountTile to="/admin/orders?status=shipped" label="Shipped" count={orders.shipped} hint="on the way" />
              </div>
            </AdminPanel>
          ) : null}
          {payments ? (
            <AdminPanel
              title="Unpaid online orders"
              actions={<SeeAll to="/admin/orders?awaiting=payment" label="See all unpaid online orders" />}
            >
              <CountTile
                to="/admin/orders?awaiting=payment"
                label="Waiting for payment"
                count={payments.count}
                hint="released unpaid after 30 minutes"
                tone={payments.count > 0 ? 'warning' : undefined}
              />
              {payments.soonest.length > 0 ? (
                <ul className="mt-3 divide-y text-sm">
                  {payments.soonest.map((order) => (
                    <li key={order.id} className="flex items-center justify-between gap-3 py-2">
                      <Link to={`/admin/orders/${order.id}`} className="font-medium text-primary hover:underline">
                        {order.order_number}
                      </Link>
                      <span className="text-right">
                        <span className="tabular-nums">{formatRupees(order.total_amount)}</span>
                        <span className="text-muted-foreground"> · {expiresIn(order.expires_at)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              ) : null}
            </AdminPanel>
          ) : null}
        </div>
      ) : null}

      {stock || inbox ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {stock ? (
            <AdminPanel title="Stock">
              <div className="grid grid-cols-2 gap-3">
                <CountTile
                  to="/admin/products?stock=low"
                  label="Low stock"
                  count={stock.low}
                  hint={`1 to ${LOW_STOCK_THRESHOLD} left`}
                  tone={stock.low > 0 ? 'warning' : undefined}
                />
                <CountTile
                  to="/admin/products?stock=out"
                  label="Out of stock"
                  count={stock.out}
                  hint="none left"
                  tone={stock.out > 0 ? 'destructive' : undefined}
                />
              </div>
              <ProductList title="Lowest" products={stock.lowest} />
              <ProductList title="Sold out" products={stock.sold_out} />
            </AdminPanel>
          ) : null}
          {inbox ? (
            <AdminPanel title="Inbox">
              <div className="grid grid-cols-3 gap-3">
                <CountTile
                  to="/admin/inbox?tab=messages&status=new"
                  label="New messages"
                  count={inbox.new_messages}
                  hint="contact form"
                />
                <CountTile
                  to="/admin/inbox?tab=tickets&status=open"
                  label="Open tickets"
                  count={inbox.open_tickets}
                  hint="support"
                />
                <CountTile
                  to="/admin/inbox?tab=quotes&status=new"
                  label="New quotes"
                  count={inbox.new_quotes}
                  hint="bulk orders"
                />
              </div>
            </AdminPanel>
          ) : null}
        </div>
      ) : null}

      {nothing ? (
        <AdminPanel>
          <p className="py-6 text-center text-sm text-muted-foreground">
            Your roles open no dashboard figures. Use the menu to open your screens.
          </p>
        </AdminPanel>
      ) : null}
    </div>
  );
}

/** Money the shop owes customers: the count, the overdue ones, and the longest waiting, each a click from its refund. */
function RefundsPanel({ refunds }: { refunds: NonNullable<Dashboard['refunds_due']> }) {
  return (
    <AdminPanel
      title="Refunds to make"
      actions={<SeeAll to="/admin/orders?refund=due" label="See all refunds to make" />}
    >
      <div className="grid grid-cols-2 gap-3">
        <CountTile
          to="/admin/orders?refund=due"
          label="To refund"
          count={refunds.count}
          hint={refunds.count > 0 ? `${formatRupees(refunds.total_amount)} in all` : 'nothing owed'}
          tone="warning"
        />
        <CountTile
          to="/admin/orders?refund=overdue"
          label="Overdue"
          count={refunds.overdue}
          hint="waiting more than a day"
          tone="destructive"
        />
      </div>
      {refunds.oldest.length > 0 ? (
        <ul className="mt-3 divide-y text-sm" aria-label="Longest waiting refunds">
          {refunds.oldest.map((refund) => (
            <li key={refund.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-2.5">
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <Link
                    to={`/admin/orders/${refund.id}`}
                    className="font-medium text-primary tabular-nums hover:underline"
                  >
                    {refund.order_number}
                  </Link>
                  <span className="truncate text-muted-foreground">{refund.customer_name}</span>
                </div>
                <div className="mt-0.5 text-muted-foreground">
                  <RefundDueNote due={refund} />
                </div>
              </div>
              <Button asChild size="sm" variant={refund.overdue ? 'default' : 'outline'}>
                <Link
                  to={`/admin/orders/${refund.id}?refund=open`}
                  aria-label={`Refund ${formatRupees(refund.amount)} on order ${refund.order_number}`}
                >
                  <Undo2 aria-hidden /> Refund
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </AdminPanel>
  );
}

const minutes = new Intl.RelativeTimeFormat('en-IN', { numeric: 'auto' });

/** "in 12 minutes", or "releasing now" once the hold is over and the sweeper has yet to run. */
function expiresIn(iso: string): string {
  const left = Math.round((Date.parse(iso) - Date.now()) / 60_000);
  return left <= 0 ? 'releasing now' : `expires ${minutes.format(left, 'minute')}`;
}

function SalesTile({ label, figure }: { label: string; figure: SalesFigure }) {
  return (
    <Link
      to="/admin/orders"
      className="group rounded-lg border bg-card p-4 transition-colors hover:border-primary/50 focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={`${label}: revenue ${formatRupees(figure.revenue)} from ${formatNumber(figure.orders)} orders`}
    >
      <div className="text-sm text-muted-foreground">{label}</div>
      <div className="mt-1 text-2xl font-bold tabular-nums tracking-tight">{formatRupees(figure.revenue)}</div>
      <div className="mt-1 text-sm text-muted-foreground">
        {formatNumber(figure.orders)} {figure.orders === 1 ? 'order' : 'orders'}
      </div>
    </Link>
  );
}

function CountTile({
  to,
  label,
  count,
  hint,
  tone,
}: {
  to: string;
  label: string;
  count: number;
  hint: string;
  tone?: 'warning' | 'destructive';
}) {
  return (
    <Link
      to={to}
      className="flex min-w-0 flex-col rounded-md border bg-background/60 p-3 transition-colors hover:border-primary/50 hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-ring"
      aria-label={`${label}: ${formatNumber(count)}`}
    >
      <span className="truncate text-sm font-medium">{label}</span>
      <span
        className={cn(
          'mt-1 text-2xl font-bold tabular-nums',
          count > 0 && tone === 'warning' && 'text-warning',
          count > 0 && tone === 'destructive' && 'text-destructive',
        )}
      >
        {formatNumber(count)}
      </span>
      <span className="text-xs text-muted-foreground">{hint}</span>
    </Link>
  );
}

function SeeAll({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm text-primary hover:underline" aria-label={label}>
      See all <ArrowRight className="size-3.5" aria-hidden />
    </Link>
  );
}

function ProductList({ title, products }: { title: string; products: NonNullable<Dashboard['stock']>['lowest'] }) {
  if (products.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{title}</h3>
      <ul className="mt-1 divide-y text-sm">
        {products.map((product) => (
          <ProductRow key={product.id} id={product.id} name={product.name}>
            {product.stock > 0 ? `${formatNumber(product.stock)} left` : 'none left'}
          </ProductRow>
        ))}
      </ul>
    </div>
  );
}

function ProductRow({ id, name, children }: { id: number; name: string; children: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <Link to={`/admin/products/${id}`} className="min-w-0 truncate text-primary hover:underline">
        {name}
      </Link>
      <span className="shrink-0 text-muted-foreground tabular-nums">{children}</span>
    </li>
  );
}
