import type { AdminArea } from '@makerbazaar/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSignedIn } from '@/lib/session';

/** Every back-office query sits under this key, so signing out or a role change drops them all. */
export const adminQueryKey = ['admin'] as const;

/** Who is signed in to the back office and which areas they may open (403 for a customer). */
export function useAdminMe() {
  const signedIn = useSignedIn();
  return useQuery({
    queryKey: [...adminQueryKey, 'me'],
    queryFn: ({ signal }) => api('GET /admin/me/', { signal }),
    enabled: signedIn,
    retry: false,
    staleTime: 60_000,
  });
}

/** Whether the signed-in staff member may open an area; the server refuses anyway. */
export function useCanOpen(area: AdminArea): boolean {
  const { data } = useAdminMe();
  return data?.areas.includes(area) ?? false;
}
