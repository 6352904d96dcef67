import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

/** Takes every staff role from someone (their account stays); a 409 refuses the last owner. */
export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /admin/staff/:id/', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKey }),
  });
}
