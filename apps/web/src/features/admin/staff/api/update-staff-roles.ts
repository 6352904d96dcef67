import type { StaffRole } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** Replaces a staff member's roles; a 409 refuses to take the owner role from the last owner. */
export function useUpdateStaffRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, roles }: { id: number; roles: StaffRole[] }) =>
      api('PATCH /admin/staff/:id/', { params: { id }, body: { roles } }),
    // Changing one's own roles changes what the sidebar may show, so `me` is refreshed as well.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
