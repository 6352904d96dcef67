import type { InboxThread, InboxThreadKind } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inboxQueryKey } from './get-inbox-list';
import { threadKindPath, threadQueryKey } from './get-thread';

/** Moves a thread to another status; a move the server refuses (409) carries the reason. */
export function useChangeThreadStatus(kind: InboxThreadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: InboxThread['status']) =>
      api(`PATCH /admin/inbox/${threadKindPath(kind)}/:id/`, { params: { id }, body: { status } }),
    onSuccess: (thread) => {
      queryClient.setQueryData(threadQueryKey(kind, id), thread);
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}
