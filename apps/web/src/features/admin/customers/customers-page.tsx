import { CUSTOMER_ORDERINGS, type CustomerSummary, formatIndianPhone } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { useCallback, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { RetryButton } from '@/components/ui/retry-button';
import { Select } from '@/components/ui/select';
import { formatDate, formatNumber, formatRupees } from '@/lib/format';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { useListParams } from '../components/list-params';
import { useTypedSearch } from '../components/use-typed-search';
import { useCustomers } from './api/customers';
import { AccountBadges, fullName } from './customer-badges';

const PAGE_SIZE = 25;
/** Typing in the search box waits this long before the list asks again. */
const isOrdering = (value: string | undefined) => CUSTOMER_ORDERINGS.some((ordering) => ordering === value);

/** /admin/customers: every account, searched by name, e-mail, phone or username (?q=…). */
export default function CustomersPage() {
  const { params, page, setParams } = useListParams();
  const ordering = isOrdering(params.ordering) ? params.ordering : undefined;
  const account = params.account === 'active' || params.account === 'deactivated' ? params.account : undefined;
  const customers = useCustomers({ q: params.q, account, ordering }, page, PAGE_SIZE);

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
    <>
      <AdminPageHeader title="Customers" description="Every account of the shop, with what their orders brought in." />
      <CustomerFilters q={params.q ?? ''} account={account ?? ''} onChange={setParams} />
      <DataTable
        caption="Customers"
        columns={columns}
        data={customers.data}
        page={page}
        pageSize={PAGE_SIZE}
        onPageChange={(next) => setParams({ page: next })}
        ordering={ordering ?? '-date_joined'}
        onOrderingChange={(next) => setParams({ ordering: next === '-date_joined' ? undefined : next })}
        getRowId={(customer) => String(customer.id)}
        empty={params.q || account ? 'No customer matches this search.' : 'No customer has signed up yet.'}
        error={
          customers.error ? (
            <div className="flex flex-col items-center gap-3">
              The customers could not be loaded.
              <RetryButton
                variant="outline"
                size="sm"
                busy={customers.isFetching}
                onRetry={() => customers.refetch()}
              />
            </div>
          ) : undefined
        }
      />
    </>
  );
}

function CustomerFilters({
  q,
  account,
  onChange,
}: {
  q: string;
  account: string;
  onChange: (changes: { q?: string; account?: string }) => void;
}) {
  const id = useId();
  const search = useCallback((value: string) => onChange({ q: value }), [onChange]);
  const [typed, setTyped] = useTypedSearch(q, search);

  return (
    <search aria-label="Search the customers" className="mb-4 rounded-lg border bg-card p-4">
      <div className="grid gap-3 lg:grid-cols-[1fr_14rem]">
        <Field id={`${id}-q`} label="Search" error={undefined}>
          <Input
            id={`${id}-q`}
            type="search"
            value={typed}
            maxLength={100}
            placeholder="Name, e-mail, phone or username"
            onChange={(event) => setTyped(event.target.value)}
          />
        </Field>
        <Field id={`${id}-account`} label="Account" error={undefined}>
          <Select id={`${id}-account`} value={account} onChange={(event) => onChange({ account: event.target.value })}>
            <option value="">All accounts</option>
            <option value="active">Active</option>
            <option value="deactivated">Deactivated</option>
          </Select>
        </Field>
      </div>
    </search>
  );
}
