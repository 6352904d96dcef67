import type { ContactRow, InboxTab, Paginated, QuoteRow, Subscriber, TicketRow } from '@makerbazaar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
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

/** One page of a tab's list; the previous page stays on screen while the next one loads. */
export function useInboxList<Tab extends InboxTab>(tab: Tab, query: InboxListQuery) {
  return useQuery({
    queryKey: [...inboxQueryKey, tab, query],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<InboxRows[Tab]>>(`/admin/inbox/${tab}/`, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}
