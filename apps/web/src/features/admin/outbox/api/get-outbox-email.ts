import type { OutboxEmail } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { outboxQueryKey } from './get-outbox';

export const outboxEmailQueryKey = (id: number) => [...outboxQueryKey, 'email', id] as const;

/** One e-mail with its text (withheld for a password reset). */
export function useOutboxEmail(id: number | null) {
  return useQuery({
    queryKey: outboxEmailQueryKey(id ?? 0),
    queryFn: ({ signal }) => apiRequest<OutboxEmail>(`/admin/outbox/${id}/`, { signal }),
    enabled: id !== null,
  });
}
