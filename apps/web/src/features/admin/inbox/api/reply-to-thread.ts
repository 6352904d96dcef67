import type { InboxReplyInput, InboxThreadKind } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { inboxQueryKey } from './get-inbox-list';
import { threadKindPath, threadQueryKey } from './get-thread';

/** Sends a reply (e-mailed to the customer); the answer is the thread with it, and perhaps a new status. */
export function useReplyToThread(kind: InboxThreadKind, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InboxReplyInput) =>
      api(`POST /admin/inbox/${threadKindPath(kind)}/:id/replies/`, { params: { id }, body: input }),
    onSuccess: (thread) => {
      queryClient.setQueryData(threadQueryKey(kind, id), thread);
      void queryClient.invalidateQueries({ queryKey: inboxQueryKey });
    },
  });
}
