import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** Every staff query sits under this key, so a change to anyone's roles refreshes them all. */
export const staffQueryKey = [...adminQueryKey, 'staff'] as const;

/** One page of the staff, by username (owners only; anyone else gets a 403). */
export function useStaff(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...staffQueryKey, { page, pageSize }],
    queryFn: ({ signal }) =>
      api('GET /admin/staff/', { query: { page: page === 1 ? undefined : page, page_size: pageSize }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
