import type { CouponCreateInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

const couponsKey = [...adminQueryKey, 'coupons'] as const;

export function useAdminCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => api('GET /admin/coupons/', { signal }),
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
    mutationFn: ({ id, ...coupon }: CouponCreateInput & { id: number | null }) =>
      id === null
        ? api('POST /admin/coupons/', { body: coupon })
        : api('PATCH /admin/coupons/:id/', { params: { id }, body: coupon }),
    onSuccess: refresh,
  });
}
