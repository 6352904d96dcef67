import type { ContactRow, InboxTab, Paginated, QuoteRow, Subscriber, TicketRow } from '@makerbazaar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

export const inboxQueryKey = [...adminQueryKey, 'inbox'] as const;

/** The row each tab of the inbox lists. */
export interface InboxRows {
  messages: ContactRow;
  tickets: TicketRow;
  quotes: QuoteRow;
  subscribers: Subscriber;
}

export interface InboxListQuery {
  page: number;
  page_size: number;
  status?: string;
  search?: string;
  ordering?: string;
}

/** Each tab's list route, typed per tab so a generic tab keeps its row type. */
const inboxLists: {
  [Tab in InboxTab]: (query: InboxListQuery, signal: AbortSignal) => Promise<Paginated<InboxRows[Tab]>>;
} = {
  messages: (query, signal) => api('GET /admin/inbox/messages/', { query, signal }),
  tickets: (query, signal) => api('GET /admin/inbox/tickets/', { query, signal }),
  quotes: (query, signal) => api('GET /admin/inbox/quotes/', { query, signal }),
  subscribers: (query, signal) => api('GET /admin/inbox/subscribers/', { query, signal }),
};

/** One page of a tab's list; the previous page stays on screen while the next one loads. */
export function useInboxList<Tab extends InboxTab>(tab: Tab, query: InboxListQuery) {
  return useQuery({
    queryKey: [...inboxQueryKey, tab, query],
    queryFn: ({ signal }) => inboxLists[tab](query, signal),
    placeholderData: keepPreviousData,
  });
}
