import {
  CONTACT_STATUSES,
  DEFAULT_PAGE_SIZE,
  INBOX_TABS,
  type InboxTab,
  QUOTE_STATUSES,
  TICKET_STATUSES,
} from '@makerbazaar/core';
import type { ColumnDef } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { AdminPageHeader } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { useListParams } from '../components/list-params';
import { useExportSubscribers } from './api/export-subscribers';
import { type InboxRows, useInboxList } from './api/get-inbox-list';
import { contactColumns, quoteColumns, subscriberColumns, ticketColumns } from './inbox-columns';
import { SearchBox } from './search-box';
import { THREAD_STATUS_LABELS } from './thread-status';

const TAB_LABELS: Record<InboxTab, string> = {
  messages: 'Messages',
  tickets: 'Support tickets',
  quotes: 'Bulk quotes',
  subscribers: 'Newsletter',
};

const TAB_STATUSES: Record<InboxTab, readonly (keyof typeof THREAD_STATUS_LABELS)[]> = {
  messages: CONTACT_STATUSES,
  tickets: TICKET_STATUSES,
  quotes: QUOTE_STATUSES,
  subscribers: [],
};

const COLUMNS: { [Tab in InboxTab]: ColumnDef<InboxRows[Tab], unknown>[] } = {
  messages: contactColumns,
  tickets: ticketColumns,
  quotes: quoteColumns,
  subscribers: subscriberColumns,
};

const SEARCH_HINTS: Record<InboxTab, string> = {
  messages: 'Name, e-mail, subject or #number',
  tickets: 'Ticket, name, e-mail or order',
  quotes: 'Reference, organisation or e-mail',
  subscribers: 'E-mail address',
};

const EMPTY: Record<InboxTab, string> = {
  messages: 'No contact messages here.',
  tickets: 'No support tickets here.',
  quotes: 'No bulk quote requests here.',
  subscribers: 'No active subscribers.',
};

const isTab = (value: string | undefined): value is InboxTab => INBOX_TABS.includes(value as InboxTab);

/** /admin/inbox: contact messages, support tickets, bulk quotes and the newsletter list, one tab each. */
export default function InboxPage() {
  const { params, page, setParams } = useListParams();
  const tab: InboxTab = isTab(params.tab) ? params.tab : 'tickets';

  return (
    <>
      <AdminPageHeader
        title="Inbox"
        description="What customers wrote through the contact, support and bulk-order forms. Replies are e-mailed to them."
      />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams({ tab: next, status: undefined, search: undefined, ordering: undefined })}
      >
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList aria-label="Inbox">
            {INBOX_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {TAB_LABELS[value]}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
      </Tabs>
      <InboxList key={tab} tab={tab} params={params} page={page} setParams={setParams} />
    </>
  );
}

function InboxList<Tab extends InboxTab>({
  tab,
  params,
  page,
  setParams,
}: { tab: Tab } & ReturnType<typeof useListParams>) {
  const statuses = TAB_STATUSES[tab];
  const status = statuses.includes(params.status as never) ? params.status : undefined;
  const query = {
    page,
    page_size: DEFAULT_PAGE_SIZE,
    status,
    search: params.search || undefined,
    ...(tab === 'subscribers' ? {} : { ordering: params.ordering }),
  };
  const list = useInboxList(tab, query);
  const exportCsv = useExportSubscribers();

  return (
    <div className="mt-4 flex flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <SearchBox
          label={`Search ${TAB_LABELS[tab].toLowerCase()}`}
          placeholder={SEARCH_HINTS[tab]}
          value={params.search ?? ''}
          onSearch={(search) => setParams({ search })}
        />
        {statuses.length > 0 ? (
          <Select
            aria-label="Status"
            className="sm:w-44"
            value={status ?? ''}
            onChange={(event) => setParams({ status: event.target.value })}
          >
            <option value="">Every status</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {THREAD_STATUS_LABELS[value]}
              </option>
            ))}
          </Select>
        ) : (
          <div className="flex flex-1 items-center justify-between gap-3 sm:justify-end">
            <span className="text-sm text-muted-foreground">
              {list.data ? `${formatNumber(list.data.count)} active` : null}
            </span>
            <Button
              variant="outline"
              disabled={exportCsv.isPending}
              onClick={() =>
                exportCsv.mutate(undefined, {
                  onError: (error) =>
                    toast.error(
                      (error instanceof ApiError && error.serverMessage) ||
                        'The subscriber list could not be exported.',
                    ),
                })
              }
            >
              <Download aria-hidden /> Export CSV
            </Button>
          </div>
        )}
      </div>
      <DataTable<InboxRows[Tab]>
        caption={TAB_LABELS[tab]}
        columns={COLUMNS[tab]}
        data={list.data}
        page={page}
        pageSize={DEFAULT_PAGE_SIZE}
        onPageChange={(next) => setParams({ page: next })}
        ordering={tab === 'subscribers' ? undefined : (params.ordering ?? '-created_at')}
        onOrderingChange={tab === 'subscribers' ? undefined : (ordering) => setParams({ ordering })}
        getRowId={(row) => String(row.id)}
        empty={params.search || status ? 'Nothing matches these filters.' : EMPTY[tab]}
        error={list.error ? 'The list could not be loaded. Check your connection and try again.' : undefined}
      />
    </div>
  );
}
