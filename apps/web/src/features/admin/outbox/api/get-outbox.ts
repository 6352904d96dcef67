import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

export const outboxQueryKey = [...adminQueryKey, 'outbox'] as const;

export interface OutboxListQuery {
  page: number;
  page_size: number;
  state?: string;
  search?: string;
  ordering?: string;
}

/** One page of the outbox, refreshed now and then: the worker sends in the background. */
export function useOutbox(query: OutboxListQuery) {
  return useQuery({
    queryKey: [...outboxQueryKey, 'list', query],
    queryFn: ({ signal }) => api('GET /admin/outbox/', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}
