import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { endSession } from '@/lib/session';

/** Ends the session on the server and forgets everything this tab knew about the customer. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /logout/'),
    onSettled: () => {
      endSession();
      queryClient.clear();
    },
  });
}
