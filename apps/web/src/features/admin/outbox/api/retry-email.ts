import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { outboxQueryKey } from './get-outbox';
import { outboxEmailQueryKey } from './get-outbox-email';

/** Makes an unsent e-mail due now; a sent one is refused (409) with the reason. */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('POST /admin/outbox/:id/retry/', { params: { id } }),
    onSuccess: (email) => queryClient.setQueryData(outboxEmailQueryKey(email.id), email),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...outboxQueryKey, 'list'] }),
  });
}
