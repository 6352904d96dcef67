import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';
import { useListQuery } from '../../kit/use-list-query';

/** The audit log's filters as the URL and the API both name them; dates are YYYY-MM-DD. */
export interface AuditFilters {
  entity?: string;
  actor?: string;
  from?: string;
  to?: string;
}

/** One page of the audit log, newest first (owners only; anyone else gets a 403). */
export function useAuditLog(filters: AuditFilters, page: number, pageSize: number) {
  return useListQuery([...adminQueryKey, 'audit'], { filters, page, pageSize }, (query, signal) =>
    api('GET /admin/audit/', { query, signal }),
  );
}
