import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** The audit log's filters as the URL and the API both name them; dates are YYYY-MM-DD. */
export interface AuditFilters {
  entity?: string;
  actor?: string;
  from?: string;
  to?: string;
}

/** One page of the audit log, newest first (owners only; anyone else gets a 403). */
export function useAuditLog(filters: AuditFilters, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminQueryKey, 'audit', { ...filters, page, pageSize }],
    queryFn: ({ signal }) =>
      api('GET /admin/audit/', {
        query: { ...filters, page: page === 1 ? undefined : page, page_size: pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
