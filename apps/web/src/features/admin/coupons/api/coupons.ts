import type { AdminCoupon, AdminCouponList, CouponCreateInput, CouponUpdateInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

const couponsKey = [...adminQueryKey, 'coupons'] as const;

export function useAdminCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => apiRequest<AdminCouponList>('/admin/coupons/', { signal }),
  });
}

/** After a write: the back office's lists, and this tab's own storefront coupons. */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['coupons'] });
  };
}

export function useSaveCoupon() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, ...coupon }: (CouponCreateInput | CouponUpdateInput) & { id: number | null }) =>
      id === null
        ? apiRequest<AdminCoupon>('/admin/coupons/', { method: 'POST', body: coupon })
        : apiRequest<AdminCoupon>(`/admin/coupons/${id}/`, { method: 'PATCH', body: coupon }),
    onSuccess: refresh,
  });
}
