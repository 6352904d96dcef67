import {
  CONTACT_STATUS_LABELS,
  type CustomerDetail,
  type CustomerMessage,
  formatIndianPhone,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  QUOTE_STATUS_LABELS,
  TICKET_STATUS_LABELS,
} from '@makerbazaar/core';
import { ShieldAlert, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useCanOpen } from '../api/admin-me';
import { AdminPageHeader, AdminPanel } from '../components/admin-page';
import { ConfirmDialog } from '../kit/confirm-dialog';
import { DetailPage } from '../kit/detail-page';
import { SimpleTable } from '../kit/simple-table';
import { useCustomer, useSetCustomerActive } from './api/customers';
import { AccountBadges, fullName } from './customer-badges';

/** /admin/customers/:id: profile, lifetime value, orders and messages; owners deactivate or reactivate here. */
export default function CustomerPage() {
  const id = Number(useParams().id);
  const customer = useCustomer(id);
  return (
    <DetailPage
      query={customer}
      back={{ to: '/admin/customers', label: 'Customers' }}
      icon={<ShieldAlert />}
      missing={{ title: 'Customer not found', description: 'There is no account with this number.' }}
      failed={{ title: 'The customer could not be loaded' }}
    >
      {(detail) => <CustomerView customer={detail} />}
    </DetailPage>
  );
}

function CustomerView({ customer }: { customer: CustomerDetail }) {
  const mayChangeAccount = useCanOpen('accounts');
  const [confirming, setConfirming] = useState(false);
  const name = fullName(customer) || customer.username;

  return (
    <>
      <AdminPageHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {name}
            <AccountBadges customer={customer} />
          </span>
        }
        description={`${customer.username} · customer since ${formatDate(customer.date_joined)}`}
        actions={
          mayChangeAccount ? (
            customer.is_active ? (
              <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)}>
                <UserX aria-hidden /> Deactivate account
              </Button>
            ) : (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                <UserCheck aria-hidden /> Reactivate account
              </Button>
            )
          ) : null
        }
      />
      {customer.is_active ? null : (
        <p
          role="status"
          className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          This account is deactivated: its sessions have ended and it cannot sign in.
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <AdminPanel title="Profile" className="min-w-0 lg:col-span-2">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            <Detail label="E-mail">
              <a href={`mailto:${customer.email}`} className="text-primary hover:underline [overflow-wrap:anywhere]">
                {customer.email}
              </a>
              <span className="mt-1 block text-xs text-muted-foreground">
                {customer.email_verified
                  ? 'Verified.'
                  : 'Not verified: the shop sends it no e-mails until the customer follows the link mailed to it.'}
                {customer.pending_email ? ` Changing to ${customer.pending_email}, once that link is followed.` : ''}
              </span>
            </Detail>
            <Detail label="Phone">{customer.phone ? formatIndianPhone(customer.phone) : '—'}</Detail>
            <Detail label="Address">
              <span className="whitespace-pre-line">{customer.address || '—'}</span>
            </Detail>
            <Detail label="Last signed in">{customer.last_login ? formatDate(customer.last_login) : 'Never'}</Detail>
          </dl>
        </AdminPanel>
        <AdminPanel title="Lifetime value">
          <div className="text-3xl font-bold tabular-nums tracking-tight">{formatRupees(customer.lifetime_value)}</div>
          <p className="mt-1 text-sm text-muted-foreground">
            from {formatNumber(customer.orders_count)} {customer.orders_count === 1 ? 'order' : 'orders'}, counting
            orders not cancelled that are cash on delivery or paid online, less refunds.
          </p>
        </AdminPanel>
      </div>

      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <OrdersPanel customer={customer} />
        <MessagesPanel messages={customer.messages} />
      </div>

      <AccountDialog customer={customer} open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

function OrdersPanel({ customer }: { customer: CustomerDetail }) {
  const more = customer.orders_count > customer.orders.length;
  // Support staff read a customer's orders here but do not open the orders screens.
  const mayOpenOrders = useCanOpen('orders');
  return (
    <AdminPanel
      className="min-w-0"
      title={`Orders (${formatNumber(customer.orders_count)})`}
      actions={
        customer.orders_count > 0 && mayOpenOrders ? (
          <Link
            to={`/admin/orders?q=${encodeURIComponent(customer.email)}`}
            className="text-sm text-primary hover:underline"
          >
            {more ? 'See all in Orders' : 'Open in Orders'}
          </Link>
        ) : null
      }
    >
      {customer.orders.length === 0 ? (
        <p className="text-sm text-muted-foreground">No orders yet.</p>
      ) : (
        <div className="-mx-4 -my-4 overflow-x-auto">
          <SimpleTable
            caption={`Orders of ${customer.username}, newest first`}
            columns={[
              { label: 'Order', className: 'px-4 py-2' },
              { label: 'Status and payment', className: 'px-3 py-2' },
              { label: 'Total', className: 'px-4 py-2 text-right' },
            ]}
          >
            {customer.orders.map((order) => (
              <tr key={order.id} className="border-b last:border-0">
                <td className="px-4 py-2.5">
                  {mayOpenOrders ? (
                    <Link
                      to={`/admin/orders/${order.id}`}
                      className="font-medium whitespace-nowrap text-primary hover:underline"
                    >
                      {order.order_number}
                    </Link>
                  ) : (
                    <span className="font-medium whitespace-nowrap">{order.order_number}</span>
                  )}
                  <div className="text-xs text-muted-foreground">{formatDate(order.created_at)}</div>
                </td>
                <td className="px-3 py-2.5">
                  <Badge variant={order.status === 'cancelled' ? 'destructive' : 'outline'}>
                    {ORDER_STATUS_LABELS[order.status]}
                  </Badge>
                  <div className="mt-1 text-xs whitespace-nowrap text-muted-foreground">
                    {order.payment_method === 'cod' ? 'COD' : 'Online'} · {PAYMENT_STATUS_LABELS[order.payment_status]}
                  </div>
                </td>
                <td className="px-4 py-2.5 text-right whitespace-nowrap tabular-nums">
                  {formatRupees(order.total_amount)}
                  {order.refunded_amount > 0 ? (
                    <div className="text-xs text-muted-foreground">−{formatRupees(order.refunded_amount)} refunded</div>
                  ) : null}
                </td>
              </tr>
            ))}
          </SimpleTable>
        </div>
      )}
    </AdminPanel>
  );
}

/** Where a message is read in the inbox, and how its status reads. */
const MESSAGE_KINDS = {
  ticket: { label: 'Ticket', tab: 'tickets', status: (m: CustomerMessage) => TICKET_STATUS_LABELS[m.status as never] },
  contact: {
    label: 'Message',
    tab: 'messages',
    status: (m: CustomerMessage) => CONTACT_STATUS_LABELS[m.status as never],
  },
  quote: { label: 'Quote', tab: 'quotes', status: (m: CustomerMessage) => QUOTE_STATUS_LABELS[m.status as never] },
} as const;

function MessagesPanel({ messages }: { messages: CustomerMessage[] }) {
  // Orders staff read a customer's messages here but do not open the inbox.
  const mayOpenInbox = useCanOpen('support');
  return (
    <AdminPanel className="min-w-0 xl:self-start" title={`Messages (${formatNumber(messages.length)})`}>
      {messages.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No support tickets, contact messages or quote requests from this account or its e-mail address.
        </p>
      ) : (
        <ul className="-my-2 divide-y text-sm">
          {messages.map((message) => {
            const kind = MESSAGE_KINDS[message.kind];
            return (
              <li key={`${message.kind}-${message.id}`} className="flex items-start justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant="secondary">{kind.label}</Badge>
                    {mayOpenInbox ? (
                      <Link
                        to={`/admin/inbox/${kind.tab}/${message.id}`}
                        className="font-medium text-primary hover:underline"
                      >
                        {message.reference}
                      </Link>
                    ) : (
                      <span className="font-medium">{message.reference}</span>
                    )}
                  </div>
                  <div className="mt-0.5 truncate text-muted-foreground">{message.subject}</div>
                </div>
                <div className="shrink-0 text-right">
                  <Badge variant="outline">{kind.status(message)}</Badge>
                  <div className="mt-1 text-xs text-muted-foreground">{formatDate(message.created_at)}</div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AdminPanel>
  );
}

/** Asks before deactivating (sessions end at once) or reactivating; the server's refusal stays in the dialog. */
function AccountDialog({ customer, open, onClose }: { customer: CustomerDetail; open: boolean; onClose: () => void }) {
  const change = useSetCustomerActive(customer.id);
  const activate = !customer.is_active;
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={`${activate ? 'Reactivate' : 'Deactivate'} the account of ${customer.username}?`}
      description={
        activate
          ? 'They can sign in again with their password. Their orders and history are as they were.'
          : 'They are signed out everywhere at once and cannot sign in until an owner reactivates the account. Their orders and messages stay.'
      }
      action={change}
      failed="The account could not be changed. Try again."
      confirmLabel={activate ? 'Reactivate account' : 'Deactivate account'}
      destructive={!activate}
      onConfirm={(close) =>
        change.mutate(activate, {
          onSuccess: () => {
            toast.success(`The account of ${customer.username} was ${activate ? 'reactivated' : 'deactivated'}.`);
            close();
          },
        })
      }
    />
  );
}
