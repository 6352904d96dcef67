import type { CouponCreateInput } from '@makerbazaar/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { plainQuery } from '../../kit/plain-query';
import { useRefreshAfterWrite } from '../../kit/use-refresh-after-write';

export function useAdminCoupons() {
  return useQuery(plainQuery('coupons', 'GET /admin/coupons/'));
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
