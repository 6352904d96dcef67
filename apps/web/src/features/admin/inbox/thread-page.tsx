import {
  CONTACT_STATUS_MOVES,
  formatIndianPhone,
  INBOX_KIND_PATHS,
  INBOX_THREAD_KINDS,
  type InboxThread,
  type InboxThreadKind,
  QUOTE_STATUS_MOVES,
  TICKET_STATUS_MOVES,
} from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPageHeader, AdminPanel } from '../components/admin-page';
import { DetailPage } from '../kit/detail-page';
import { SimpleTable } from '../kit/simple-table';
import { useChangeThreadStatus } from './api/change-thread-status';
import { useThread } from './api/get-thread';
import { formatDateTime } from './format-date-time';
import { ReplyForm } from './reply-form';
import { THREAD_STATUS_LABELS, type ThreadStatus, ThreadStatusBadge } from './thread-status';

const MOVES: Record<InboxThreadKind, Record<string, readonly ThreadStatus[]>> = {
  contact: CONTACT_STATUS_MOVES,
  ticket: TICKET_STATUS_MOVES,
  quote: QUOTE_STATUS_MOVES,
};

/** The button that moves a thread to a status says what it does. */
const MOVE_LABELS: Record<ThreadStatus, string> = {
  new: 'Mark as new',
  handled: 'Mark handled',
  open: 'Reopen',
  answered: 'Mark answered',
  closed: 'Close ticket',
  quoted: 'Mark quoted',
  won: 'Mark won',
  lost: 'Mark lost',
};

const KIND_NOUNS: Record<InboxThreadKind, string> = {
  contact: 'contact message',
  ticket: 'support ticket',
  quote: 'bulk quote request',
};

const isKind = (value: string | undefined): value is InboxThreadKind =>
  INBOX_THREAD_KINDS.includes(value as InboxThreadKind);

/** /admin/inbox/:kind/:id: what the customer wrote, the staff replies in order, and a reply box. */
export default function ThreadPage() {
  const { kind, id = '' } = useParams();
  if (!isKind(kind)) {
    return <EmptyState title="Page not found" description="There is no inbox thread of this kind." />;
  }
  return <Thread kind={kind} id={id} />;
}

function Thread({ kind, id }: { kind: InboxThreadKind; id: string }) {
  const thread = useThread(kind, id);
  return (
    <DetailPage
      query={thread}
      back={{ to: `/admin/inbox?tab=${INBOX_KIND_PATHS[kind]}`, label: 'Inbox' }}
      missing={{
        title: `No such ${KIND_NOUNS[kind]}`,
        description: 'It may have been removed, or the address is wrong.',
      }}
      failed={{ title: 'This thread could not be loaded' }}
      loading={
        <>
          <Skeleton className="mb-6 h-9 w-72" />
          <Skeleton className="h-64 w-full" />
        </>
      }
    >
      {(data) => (
        <>
          <AdminPageHeader
            title={
              <span className="flex flex-wrap items-center gap-3">
                <span className="break-words">{titleOf(data)}</span>
                <ThreadStatusBadge status={data.status} />
              </span>
            }
            description={`${data.reference} · received ${formatDateTime(data.created_at)}`}
            actions={<StatusMoves thread={data} />}
          />
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
            <div className="flex min-w-0 flex-col gap-4">
              <ol className="flex flex-col gap-4" aria-label="Conversation">
                <li>
                  <Message author={senderOf(data)} time={data.created_at} from="customer">
                    {data.kind === 'quote' ? <QuoteItems thread={data} /> : data.message}
                  </Message>
                </li>
                {data.replies.map((reply) => (
                  <li key={reply.id}>
                    <Message author={`${reply.author_name} (staff)`} time={reply.created_at} from="staff">
                      {reply.body}
                    </Message>
                  </li>
                ))}
              </ol>
              <ReplyForm thread={data} />
            </div>
            <AdminPanel title="Details" className="h-fit">
              <Details thread={data} />
            </AdminPanel>
          </div>
        </>
      )}
    </DetailPage>
  );
}

function titleOf(thread: InboxThread): string {
  switch (thread.kind) {
    case 'contact':
      return thread.subject;
    case 'ticket':
      return thread.topic;
    case 'quote':
      return thread.organisation;
  }
}

function senderOf(thread: InboxThread): string {
  return `${thread.kind === 'quote' ? thread.contact_name : thread.name} <${thread.email}>`;
}

function Message({
  author,
  time,
  from,
  children,
}: {
  author: string;
  time: string;
  from: 'customer' | 'staff';
  children: ReactNode;
}) {
  return (
    <article
      className={
        from === 'staff'
          ? 'rounded-lg border border-primary/30 bg-primary/5 p-4 sm:ml-8'
          : 'rounded-lg border bg-card p-4 sm:mr-8'
      }
    >
      <header className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
        <span className="font-medium break-all">{author}</span>
        <time dateTime={time} className="text-xs text-muted-foreground">
          {formatDateTime(time)}
        </time>
      </header>
      <div className="text-sm leading-relaxed break-words whitespace-pre-wrap">{children}</div>
    </article>
  );
}

function QuoteItems({ thread }: { thread: Extract<InboxThread, { kind: 'quote' }> }) {
  return (
    <div className="flex flex-col gap-3 whitespace-normal">
      <SimpleTable
        caption="Items asked for"
        headClassName=""
        columns={[
          { label: 'Item', className: 'py-1 pr-3' },
          { label: 'Quantity', className: 'py-1 text-right' },
        ]}
      >
        {thread.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the customer's list has no ids and never reorders
          <tr key={index} className="border-t">
            <td className="py-1.5 pr-3 break-words">{item.name}</td>
            <td className="py-1.5 text-right tabular-nums">{formatNumber(item.quantity)}</td>
          </tr>
        ))}
      </SimpleTable>
      {thread.notes ? <p className="whitespace-pre-wrap">{thread.notes}</p> : null}
    </div>
  );
}

function Details({ thread }: { thread: InboxThread }) {
  const rows: [string, ReactNode][] = [
    ['Reference', thread.reference],
    [
      'E-mail',
      <a key="email" href={`mailto:${thread.email}`} className="break-all text-primary hover:underline">
        {thread.email}
      </a>,
    ],
  ];
  if (thread.kind === 'ticket') {
    rows.push(['Topic', thread.topic]);
    if (thread.order_number) rows.push(['Order', thread.order_number]);
  }
  if (thread.kind === 'quote') {
    rows.push(
      ['Contact', thread.contact_name],
      ['Phone', formatIndianPhone(thread.phone)],
      ['Needed by', formatDate(thread.needed_by)],
    );
    if (thread.gstin) rows.push(['GSTIN', thread.gstin]);
  }
  if (thread.kind !== 'contact' && thread.customer_id !== null) {
    rows.push([
      'Customer',
      <Link key="customer" to={`/admin/customers/${thread.customer_id}`} className="text-primary hover:underline">
        Signed-in customer #{thread.customer_id}
      </Link>,
    ]);
  }
  rows.push(['Received', formatDateTime(thread.created_at)]);
  if (thread.handled_at) rows.push(['First handled', formatDateTime(thread.handled_at)]);
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusMoves({ thread }: { thread: InboxThread }) {
  const change = useChangeThreadStatus(thread.kind, thread.id);
  const moves = MOVES[thread.kind][thread.status] ?? [];
  return moves.map((status) => (
    <Button
      key={status}
      variant={status === 'closed' || status === 'lost' ? 'outline' : 'secondary'}
      size="sm"
      disabled={change.isPending}
      onClick={() =>
        change.mutate(status as InboxThread['status'], {
          onSuccess: () =>
            toast.success(`The ${KIND_NOUNS[thread.kind]} is now ${THREAD_STATUS_LABELS[status].toLowerCase()}.`),
          onError: (error) =>
            toast.error((error instanceof ApiError && error.serverMessage) || 'The status could not be changed.'),
        })
      }
    >
      {MOVE_LABELS[status]}
    </Button>
  ));
}
