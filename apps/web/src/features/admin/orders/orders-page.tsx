import {
  ADMIN_ORDER_ORDERINGS,
  type AdminOrderSummary,
  formatIndianPhone,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  PAYMENT_STATUS_LABELS,
  PAYMENT_STATUSES,
} from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { formatNumber, formatRupees } from '@/lib/format';
import { useListParams } from '../components/list-params';
import { RefundDueNote } from '../components/refund-due';
import { FilterToolbar } from '../kit/filter-toolbar';
import { LIST_PAGE_SIZE, ListPage } from '../kit/list-page';
import { useAdminOrders } from './api/orders';
import { formatDateTime, OrderStatusBadge, PaymentBadge } from './order-badges';

const PAYMENT_CHOICES = [
  { value: '', label: 'Any payment status' },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] })),
];

const itemCount = (n: number) => `${formatNumber(n)} ${n === 1 ? 'item' : 'items'}`;

const isOneOf = <T extends string>(values: readonly T[], value: string | undefined): value is T =>
  values.some((known) => known === value);

/**
 * The tabs above the list: every order, one per status, the online orders still to be paid, and the
 * orders the shop owes a refund on.
 */
const TABS = [
  { label: 'All', params: {} },
  ...ORDER_STATUSES.map((status) => ({ label: ORDER_STATUS_LABELS[status], params: { status } })),
  { label: 'Awaiting payment', params: { awaiting: 'payment' } },
  { label: 'Refunds to make', params: { refund: 'due' } },
] as const satisfies { label: string; params: { status?: string; awaiting?: string; refund?: string } }[];

const REFUND_FILTERS = ['due', 'overdue'] as const;

/**
 * /admin/orders: every order by status (?status=…), payment (?payment=…), awaiting payment or with a
 * refund to make (?refund=due, ?refund=overdue), searched by ?q=.
 */
export default function OrdersPage() {
  const { params, page, setParams } = useListParams();
  const status = isOneOf(ORDER_STATUSES, params.status) ? params.status : undefined;
  const payment = isOneOf(PAYMENT_STATUSES, params.payment) ? params.payment : undefined;
  const awaiting = params.awaiting === 'payment' ? 'payment' : undefined;
  const refund = isOneOf(REFUND_FILTERS, params.refund) ? params.refund : undefined;
  const ordering = isOneOf(ADMIN_ORDER_ORDERINGS, params.ordering) ? params.ordering : undefined;
  const orders = useAdminOrders({ status, payment, awaiting, refund, q: params.q, ordering }, page, LIST_PAGE_SIZE);
  // Refunds to make come longest waiting first, which is no column's order.
  const defaultOrdering = refund ? undefined : awaiting ? 'created_at' : '-created_at';
  const overdueOnly = useId();

  const columns = useMemo<ColumnDef<AdminOrderSummary, unknown>[]>(
    () => [
      {
        // Sorting by this column sorts by the date the order was placed.
        id: 'created_at',
        header: 'Order',
        cell: ({ row: { original: order } }) => (
          <div className="whitespace-nowrap">
            <Link to={`/admin/orders/${order.id}`} className="font-medium text-primary tabular-nums hover:underline">
              {order.order_number}
            </Link>
            <div className="text-xs text-muted-foreground">
              {formatDateTime(order.created_at)} · {itemCount(order.total_items)}
            </div>
            {order.payment_expires_at ? (
              <div className="text-xs text-warning">Released at {formatDateTime(order.payment_expires_at)}</div>
            ) : null}
            {order.refund_due ? (
              <div className={cn('mt-0.5 text-xs', order.refund_due.overdue ? 'text-destructive' : 'text-warning')}>
                <RefundDueNote due={order.refund_due} />
              </div>
            ) : null}
          </div>
        ),
      },
      {
        id: 'customer',
        header: 'Customer',
        enableSorting: false,
        cell: ({ row: { original: order } }) => (
          <div className="min-w-0">
            <div className="font-medium">{order.customer_name}</div>
            <div className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
              {formatIndianPhone(order.phone_number)}
            </div>
            {order.pincode ? <div className="text-xs text-muted-foreground">PIN {order.pincode}</div> : null}
          </div>
        ),
      },
      {
        id: 'status',
        header: 'Status',
        enableSorting: false,
        cell: ({ row: { original: order } }) => (
          <div className="flex flex-col items-start gap-1">
            <OrderStatusBadge status={order.status} />
            <PaymentBadge status={order.payment_status} method={order.payment_method} />
          </div>
        ),
      },
      {
        id: 'total_amount',
        header: 'Total',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{formatRupees(row.original.total_amount)}</span>
        ),
      },
    ],
    [],
  );

  const activeTab = TABS.findIndex((tab) =>
    'refund' in tab.params
      ? refund !== undefined
      : 'awaiting' in tab.params
        ? !refund && awaiting === 'payment'
        : !refund && !awaiting && ('status' in tab.params ? tab.params.status === status : !status),
  );
  const filtered = Boolean(status || payment || awaiting || refund || params.q);

  const toolbar = (
    <>
      <nav aria-label="Orders by status" className="mb-4 overflow-x-auto">
        <ul className="inline-flex min-w-max gap-1 rounded-lg bg-muted p-1 text-sm">
          {TABS.map((tab, index) => (
            <li key={tab.label}>
              <button
                type="button"
                aria-current={index === activeTab ? 'page' : undefined}
                onClick={() =>
                  setParams({
                    status: undefined,
                    awaiting: undefined,
                    refund: undefined,
                    ordering: undefined,
                    ...tab.params,
                  })
                }
                className={cn(
                  'rounded-md px-3 py-1.5 font-medium whitespace-nowrap text-muted-foreground transition hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
                  index === activeTab && 'bg-card text-foreground shadow-sm',
                )}
              >
                {tab.label}
              </button>
            </li>
          ))}
        </ul>
      </nav>
      <FilterToolbar
        label="Search the orders"
        placeholder="Order number, customer, phone or pincode"
        filters={[{ name: 'payment', label: 'Payment', options: PAYMENT_CHOICES }]}
      />
      {refund ? (
        <div className="mb-4 flex items-center gap-2 text-sm">
          <Checkbox
            id={overdueOnly}
            checked={refund === 'overdue'}
            onCheckedChange={(checked) => setParams({ refund: checked === true ? 'overdue' : 'due' })}
          />
          <label htmlFor={overdueOnly} className="cursor-pointer">
            Only overdue refunds (waiting more than a day)
          </label>
        </div>
      ) : null}
    </>
  );

  return (
    <ListPage
      title="Orders"
      description="Confirm, pack, ship and deliver orders; refund online payments."
      toolbar={toolbar}
      caption="Orders"
      columns={columns}
      query={orders}
      failed="The orders could not be loaded."
      list={{ page, setParams }}
      ordering={{ current: ordering, default: defaultOrdering }}
      empty={
        refund && !status && !payment && !params.q
          ? refund === 'overdue'
            ? 'No refund is overdue.'
            : 'No refund to make: every customer has their money back.'
          : filtered
            ? 'No order matches these filters.'
            : 'No order has been placed yet.'
      }
    />
  );
}
