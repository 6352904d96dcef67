import type { AddStaffInput } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** Makes an existing account staff; a 400 names the field, a 409 says why not (already staff). */
export function useAddStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddStaffInput) => api('POST /admin/staff/', { body: input }),
    // The audit log gains an entry too, so every back-office query is refreshed.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
