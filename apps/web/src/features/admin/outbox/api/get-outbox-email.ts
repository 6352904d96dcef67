import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { outboxQueryKey } from './get-outbox';

export const outboxEmailQueryKey = (id: number) => [...outboxQueryKey, 'email', id] as const;

/** One e-mail with its text (withheld for a password reset). */
export function useOutboxEmail(id: number | null) {
  return useQuery({
    queryKey: outboxEmailQueryKey(id ?? 0),
    queryFn: id === null ? skipToken : ({ signal }) => api('GET /admin/outbox/:id/', { params: { id }, signal }),
  });
}
