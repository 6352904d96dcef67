import { INBOX_KIND_PATHS, type InboxThread, type InboxThreadKind } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inboxQueryKey } from './get-inbox-list';

export const threadQueryKey = (kind: InboxThreadKind, id: string | number) =>
  [...inboxQueryKey, 'thread', kind, String(id)] as const;

export const threadPath = (kind: InboxThreadKind, id: string | number) =>
  `/admin/inbox/${INBOX_KIND_PATHS[kind]}/${encodeURIComponent(String(id))}/`;

/** One thread: the customer's request and the staff replies in order. */
export function useThread(kind: InboxThreadKind, id: string) {
  return useQuery({
    queryKey: threadQueryKey(kind, id),
    queryFn: ({ signal }) => apiRequest<InboxThread>(threadPath(kind, id), { signal }),
    retry: false,
  });
}
