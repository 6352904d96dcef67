import { CUSTOMER_ORDERINGS, type CustomerSummary, formatIndianPhone } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { useListParams } from '../components/list-params';
import { FilterToolbar } from '../kit/filter-toolbar';
import { LIST_PAGE_SIZE, ListPage } from '../kit/list-page';
import { useCustomers } from './api/customers';
import { AccountBadges, fullName } from './customer-badges';

const ACCOUNT_CHOICES = [
  { value: '', label: 'All accounts' },
  { value: 'active', label: 'Active' },
  { value: 'deactivated', label: 'Deactivated' },
];
const isOrdering = (value: string | undefined) => CUSTOMER_ORDERINGS.some((ordering) => ordering === value);

/** /admin/customers: every account, searched by name, e-mail, phone or username (?q=…). */
export default function CustomersPage() {
  const { params, page, setParams } = useListParams();
  const ordering = isOrdering(params.ordering) ? params.ordering : undefined;
  const account = params.account === 'active' || params.account === 'deactivated' ? params.account : undefined;
  const customers = useCustomers({ q: params.q, account, ordering }, page, LIST_PAGE_SIZE);

  const columns = useMemo<ColumnDef<CustomerSummary, unknown>[]>(
    () => [
      {
        // An accessor makes the column sortable; the server sorts by the column's id.
        id: 'username',
        accessorFn: (customer) => customer.username,
        header: 'Customer',
        cell: ({ row: { original: customer } }) => (
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Link to={`/admin/customers/${customer.id}`} className="font-medium text-primary hover:underline">
                {fullName(customer) || customer.username}
              </Link>
              <AccountBadges customer={customer} />
            </div>
            <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
              {customer.username} · {customer.email}
              {customer.phone ? ` · ${formatIndianPhone(customer.phone)}` : null}
            </div>
          </div>
        ),
      },
      {
        id: 'date_joined',
        accessorFn: (customer) => customer.date_joined,
        header: 'Joined',
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDate(row.original.date_joined)}</span>,
      },
      {
        id: 'orders',
        header: 'Orders',
        enableSorting: false,
        cell: ({ row }) => <span className="tabular-nums">{formatNumber(row.original.orders_count)}</span>,
      },
      {
        id: 'lifetime_value',
        accessorFn: (customer) => customer.lifetime_value,
        header: 'Lifetime value',
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">{formatRupees(row.original.lifetime_value)}</span>
        ),
      },
    ],
    [],
  );

  return (
    <ListPage
      title="Customers"
      description="Every account of the shop, with what their orders brought in."
      toolbar={
        <FilterToolbar
          label="Search the customers"
          placeholder="Name, e-mail, phone or username"
          filters={[{ name: 'account', label: 'Account', options: ACCOUNT_CHOICES }]}
        />
      }
      caption="Customers"
      columns={columns}
      query={customers}
      failed="The customers could not be loaded."
      list={{ page, setParams }}
      ordering={{ current: ordering, default: '-date_joined' }}
      empty={params.q || account ? 'No customer matches this search.' : 'No customer has signed up yet.'}
    />
  );
}
