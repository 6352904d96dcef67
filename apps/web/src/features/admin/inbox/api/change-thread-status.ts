import type { InboxThread, InboxThreadKind } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { inboxQueryKey } from './get-inbox-list';
import { threadPath, threadQueryKey } from './get-thread';

/** Moves a thread to another status; a move the server refuses (409) carries the reason. */
export function useChangeThreadStatus(kind: InboxThreadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: InboxThread['status']) =>
      apiRequest<InboxThread>(threadPath(kind, id), { method: 'PATCH', body: { status } }),
    onSuccess: (thread) => {
      queryClient.setQueryData(threadQueryKey(kind, id), thread);
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}
