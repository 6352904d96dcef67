import type { CouponCreateInput } from '@makerbazaar/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';
import { useRefreshAfterWrite } from '../../kit/use-refresh-after-write';

const couponsKey = [...adminQueryKey, 'coupons'] as const;

export function useAdminCoupons() {
  return useQuery({
    queryKey: couponsKey,
    queryFn: ({ signal }) => api('GET /admin/coupons/', { signal }),
  });
}

export function useSaveCoupon() {
  const refresh = useRefreshAfterWrite('coupons');
  return useMutation({
    mutationFn: ({ id, ...coupon }: CouponCreateInput & { id: number | null }) =>
      id === null
        ? api('POST /admin/coupons/', { body: coupon })
        : api('PATCH /admin/coupons/:id/', { params: { id }, body: coupon }),
    onSuccess: refresh,
  });
}
