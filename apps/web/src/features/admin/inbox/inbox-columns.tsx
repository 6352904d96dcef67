import type { ContactRow, QuoteRow, Subscriber, TicketRow } from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate, formatNumber } from '@/lib/format';
import { DayAndTime } from './day-and-time';
import { type ThreadStatus, ThreadStatusBadge } from './thread-status';

/** A cell of two lines: the main value, and a muted line under it (an e-mail address may break anywhere). */
function TwoLines({ main, sub, email = false }: { main: ReactNode; sub?: ReactNode; email?: boolean }) {
  return (
    <div className="min-w-36">
      <div className="font-medium break-words">{main}</div>
      {sub ? (
        <div className={`text-xs text-muted-foreground ${email ? '[overflow-wrap:anywhere]' : 'break-words'}`}>
          {sub}
        </div>
      ) : null}
    </div>
  );
}

function ThreadLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="text-primary hover:underline">
      {children}
    </Link>
  );
}

/** Columns without an accessor do not sort; this one does, as the server can. */
const received = <Row extends { created_at: string }>(): ColumnDef<Row, unknown> => ({
  id: 'created_at',
  accessorFn: (row) => row.created_at,
  header: 'Received',
  cell: ({ row }) => <DayAndTime iso={row.original.created_at} />,
});

const status = <Row extends { status: ThreadStatus; replies: number }>(): ColumnDef<Row, unknown> => ({
  id: 'status',
  header: 'Status',
  cell: ({ row }) => (
    <div className="flex flex-col items-start gap-1">
      <ThreadStatusBadge status={row.original.status} />
      <span className="text-xs whitespace-nowrap text-muted-foreground">
        {row.original.replies === 1 ? '1 reply' : `${formatNumber(row.original.replies)} replies`}
      </span>
    </div>
  ),
});

export const contactColumns: ColumnDef<ContactRow, unknown>[] = [
  {
    id: 'subject',
    header: 'Message',
    cell: ({ row }) => (
      <TwoLines
        main={<ThreadLink to={`/admin/inbox/contact/${row.original.id}`}>{row.original.subject}</ThreadLink>}
        sub={row.original.reference}
      />
    ),
  },
  {
    id: 'from',
    header: 'From',
    cell: ({ row }) => <TwoLines main={row.original.name} sub={row.original.email} email />,
  },
  received<ContactRow>(),
  status<ContactRow>(),
];

export const ticketColumns: ColumnDef<TicketRow, unknown>[] = [
  {
    id: 'reference',
    header: 'Ticket',
    cell: ({ row }) => (
      <TwoLines
        main={
          <ThreadLink to={`/admin/inbox/ticket/${row.original.id}`}>
            <span className="whitespace-nowrap">{row.original.reference}</span>
          </ThreadLink>
        }
        sub={row.original.order_number ? `${row.original.topic} · ${row.original.order_number}` : row.original.topic}
      />
    ),
  },
  {
    id: 'from',
    header: 'From',
    cell: ({ row }) => <TwoLines main={row.original.name} sub={row.original.email} email />,
  },
  received<TicketRow>(),
  status<TicketRow>(),
];

export const quoteColumns: ColumnDef<QuoteRow, unknown>[] = [
  {
    id: 'reference',
    header: 'Request',
    cell: ({ row }) => (
      <TwoLines
        main={
          <ThreadLink to={`/admin/inbox/quote/${row.original.id}`}>
            <span className="whitespace-nowrap">{row.original.reference}</span>
          </ThreadLink>
        }
        sub={`${formatNumber(row.original.item_count)} ${row.original.item_count === 1 ? 'item' : 'items'} · needed by ${formatDate(row.original.needed_by)}`}
      />
    ),
  },
  {
    id: 'organisation',
    header: 'Organisation',
    cell: ({ row }) => (
      <TwoLines main={row.original.organisation} sub={`${row.original.contact_name} · ${row.original.email}`} email />
    ),
  },
  received<QuoteRow>(),
  status<QuoteRow>(),
];

export const subscriberColumns: ColumnDef<Subscriber, unknown>[] = [
  {
    id: 'email',
    header: 'E-mail',
    cell: ({ row }) => <span className="font-medium break-all">{row.original.email}</span>,
  },
  {
    id: 'subscribed_at',
    header: 'Subscribed',
    cell: ({ row }) => <DayAndTime iso={row.original.subscribed_at} />,
  },
];
