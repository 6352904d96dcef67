import {
  DEFAULT_PAGE_SIZE,
  OUTBOX_STATE_LABELS,
  OUTBOX_STATES,
  OUTBOX_TEXT_WITHHELD,
  type OutboxEntry,
  type OutboxState,
} from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Lock, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { useListParams } from '../components/list-params';
import { DayAndTime } from '../inbox/day-and-time';
import { formatDateTime } from '../inbox/format-date-time';
import { SearchBox } from '../inbox/search-box';
import { useOutbox } from './api/get-outbox';
import { useOutboxEmail } from './api/get-outbox-email';
import { useRetryEmail } from './api/retry-email';

const STATE_VARIANTS: Record<OutboxState, BadgeProps['variant']> = {
  waiting: 'warning',
  sent: 'success',
  failed: 'destructive',
};

function StateBadge({ state }: { state: OutboxState }) {
  return <Badge variant={STATE_VARIANTS[state]}>{OUTBOX_STATE_LABELS[state]}</Badge>;
}

/** `ticket_reply` → "Ticket reply". */
const kindLabel = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replaceAll('_', ' ');

const isState = (value: string | undefined): value is OutboxState => OUTBOX_STATES.includes(value as OutboxState);

/** When the e-mail went, or what is next for it. */
function progressOf(email: OutboxEntry): string {
  if (email.sent_at) return `Sent ${formatDateTime(email.sent_at)}`;
  if (email.failed_at) return `Given up ${formatDateTime(email.failed_at)}`;
  if (email.attempts === 0) return 'Not tried yet';
  return `Next try ${formatDateTime(email.next_attempt_at)}`;
}

/** /admin/outbox (owners): what was sent, what is waiting and what failed, with retry. */
export default function OutboxPage() {
  const { params, page, setParams } = useListParams();
  const state = isState(params.state) ? params.state : undefined;
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useOutbox({
    page,
    page_size: DEFAULT_PAGE_SIZE,
    state,
    search: params.search || undefined,
    ordering: params.ordering,
  });
  const retry = useRetryEmail();

  const retryEmail = (email: OutboxEntry) =>
    retry.mutate(email.id, {
      onSuccess: () => toast.success(`The e-mail to ${email.to} will be sent again shortly.`),
      onError: (error) =>
        toast.error((error instanceof ApiError && error.serverMessage) || 'The e-mail could not be retried.'),
    });

  const columns: ColumnDef<OutboxEntry, unknown>[] = [
    {
      id: 'email',
      header: 'E-mail',
      cell: ({ row }) => (
        <div className="max-w-md min-w-44">
          <button
            type="button"
            className="text-left font-medium text-primary hover:underline"
            onClick={() => setOpenId(row.original.id)}
          >
            {row.original.subject}
          </button>
          <div className="text-xs text-muted-foreground [overflow-wrap:anywhere]">
            To {row.original.to} · {kindLabel(row.original.kind)}
          </div>
        </div>
      ),
    },
    {
      id: 'created_at',
      accessorFn: (row) => row.created_at,
      header: 'Written',
      cell: ({ row }) => <DayAndTime iso={row.original.created_at} />,
    },
    {
      id: 'state',
      header: 'State',
      cell: ({ row }) => (
        <div className="flex flex-col items-start gap-1">
          <StateBadge state={row.original.state} />
          <span className="text-xs text-muted-foreground">{progressOf(row.original)}</span>
          {row.original.state === 'failed' ? (
            <Button variant="outline" size="sm" disabled={retry.isPending} onClick={() => retryEmail(row.original)}>
              <RotateCw aria-hidden /> Retry
            </Button>
          ) : null}
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Outbox"
        description="Every e-mail the shop writes waits here until the mail server takes it. A failed one can be sent again."
      />
      <div className="flex flex-col gap-3">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <Tabs
            value={state ?? 'all'}
            onValueChange={(next) => setParams({ state: next === 'all' ? undefined : next })}
          >
            <TabsList aria-label="State">
              <TabsTrigger value="all">All</TabsTrigger>
              {OUTBOX_STATES.map((value) => (
                <TabsTrigger key={value} value={value}>
                  {OUTBOX_STATE_LABELS[value]}
                </TabsTrigger>
              ))}
            </TabsList>
          </Tabs>
          <SearchBox
            label="Search the outbox"
            placeholder="Recipient or subject"
            value={params.search ?? ''}
            onSearch={(search) => setParams({ search })}
          />
        </div>
        <DataTable
          caption="E-mails"
          columns={columns}
          data={list.data}
          page={page}
          pageSize={DEFAULT_PAGE_SIZE}
          onPageChange={(next) => setParams({ page: next })}
          ordering={params.ordering ?? '-created_at'}
          onOrderingChange={(ordering) => setParams({ ordering })}
          getRowId={(row) => String(row.id)}
          empty={state || params.search ? 'No e-mails match these filters.' : 'No e-mails yet.'}
          error={list.error ? 'The outbox could not be loaded. Check your connection and try again.' : undefined}
        />
      </div>
      <EmailDialog id={openId} onClose={() => setOpenId(null)} onRetry={retryEmail} retrying={retry.isPending} />
    </>
  );
}

function EmailDialog({
  id,
  onClose,
  onRetry,
  retrying,
}: {
  id: number | null;
  onClose: () => void;
  onRetry: (email: OutboxEntry) => void;
  retrying: boolean;
}) {
  const email = useOutboxEmail(id);
  const data = email.data?.id === id ? email.data : undefined;
  return (
    <Dialog open={id !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-2xl">
        <DialogTitle className="pr-8 break-words">{data?.subject ?? 'E-mail'}</DialogTitle>
        <DialogDescription className="break-all">{data ? `To ${data.to}` : 'Loading…'}</DialogDescription>
        {email.error ? (
          <p className="text-sm text-destructive">
            {(email.error instanceof ApiError && email.error.serverMessage) || 'This e-mail could not be loaded.'}
          </p>
        ) : !data ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          <>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              <dt className="text-muted-foreground">State</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <StateBadge state={data.state} /> <span className="text-muted-foreground">{progressOf(data)}</span>
              </dd>
              <dt className="text-muted-foreground">Kind</dt>
              <dd>{kindLabel(data.kind)}</dd>
              <dt className="text-muted-foreground">Written</dt>
              <dd>{formatDateTime(data.created_at)}</dd>
              <dt className="text-muted-foreground">Attempts</dt>
              <dd>{formatNumber(data.attempts)}</dd>
              {data.last_error ? (
                <>
                  <dt className="text-muted-foreground">Last error</dt>
                  <dd className="break-words text-destructive">{data.last_error}</dd>
                </>
              ) : null}
            </dl>
            {data.redacted ? (
              <p className="flex items-start gap-2 rounded-md border bg-muted/40 p-3 text-sm text-muted-foreground">
                <Lock className="mt-0.5 size-4 shrink-0" aria-hidden /> {OUTBOX_TEXT_WITHHELD}
              </p>
            ) : (
              <pre className="max-h-80 overflow-auto rounded-md border bg-muted/30 p-3 font-sans text-sm break-words whitespace-pre-wrap">
                {data.text}
              </pre>
            )}
            {data.state !== 'sent' ? (
              <div className="flex justify-end">
                <Button onClick={() => onRetry(data)} disabled={retrying}>
                  <RotateCw aria-hidden /> {data.state === 'failed' ? 'Retry' : 'Send now'}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
