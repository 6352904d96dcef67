import { INBOX_KIND_PATHS, type InboxThreadKind } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inboxQueryKey } from './get-inbox-list';

export const threadQueryKey = (kind: InboxThreadKind, id: string | number) =>
  [...inboxQueryKey, 'thread', kind, String(id)] as const;

/** The inbox's path of a thread's kind, as its routes name it. */
export const threadKindPath = (kind: InboxThreadKind) => INBOX_KIND_PATHS[kind];

/** One thread: the customer's request and the staff replies in order. */
export function useThread(kind: InboxThreadKind, id: string) {
  return useQuery({
    queryKey: threadQueryKey(kind, id),
    queryFn: ({ signal }) => api(`GET /admin/inbox/${threadKindPath(kind)}/:id/`, { params: { id }, signal }),
    retry: false,
  });
}
