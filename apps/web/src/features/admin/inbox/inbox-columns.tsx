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

/** The column that opens the thread: its link over a muted line about it. */
const opening = <Row extends { id: number }>(
  id: string,
  header: string,
  path: 'contact' | 'ticket' | 'quote',
  { main, sub }: { main: (row: Row) => ReactNode; sub: (row: Row) => ReactNode },
): ColumnDef<Row, unknown> => ({
  id,
  header,
  cell: ({ row }) => (
    <TwoLines
      main={<ThreadLink to={`/admin/inbox/${path}/${row.original.id}`}>{main(row.original)}</ThreadLink>}
      sub={sub(row.original)}
    />
  ),
});

/** A reference such as TKT-20261123-0001, kept on one line. */
const reference = (row: { reference: string }) => <span className="whitespace-nowrap">{row.reference}</span>;

/** Who wrote: the name over the e-mail address. */
const sender = <Row extends { name: string; email: string }>(): ColumnDef<Row, unknown> => ({
  id: 'from',
  header: 'From',
  cell: ({ row }) => <TwoLines main={row.original.name} sub={row.original.email} email />,
});

/** A thread list's columns: what opens the thread, who it is from, then when it came and where it stands. */
const threadColumns = <Row extends { created_at: string; status: ThreadStatus; replies: number }>(
  opens: ColumnDef<Row, unknown>,
  from: ColumnDef<Row, unknown>,
): ColumnDef<Row, unknown>[] => [opens, from, received<Row>(), status<Row>()];

export const contactColumns = threadColumns<ContactRow>(
  opening<ContactRow>('subject', 'Message', 'contact', { main: (row) => row.subject, sub: (row) => row.reference }),
  sender(),
);

export const ticketColumns = threadColumns<TicketRow>(
  opening<TicketRow>('reference', 'Ticket', 'ticket', {
    main: reference,
    sub: (row) => (row.order_number ? `${row.topic} · ${row.order_number}` : row.topic),
  }),
  sender(),
);

export const quoteColumns = threadColumns<QuoteRow>(
  opening<QuoteRow>('reference', 'Request', 'quote', {
    main: reference,
    sub: (row) =>
      `${formatNumber(row.item_count)} ${row.item_count === 1 ? 'item' : 'items'} · needed by ${formatDate(row.needed_by)}`,
  }),
  {
    id: 'organisation',
    header: 'Organisation',
    cell: ({ row }) => (
      <TwoLines main={row.original.organisation} sub={`${row.original.contact_name} · ${row.original.email}`} email />
    ),
  },
);

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
