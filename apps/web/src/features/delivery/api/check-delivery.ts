import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * The shop's answer for a PIN code, and with `productId` whether that part can be sent at all; a
 * refusal (malformed, unknown) is final and not asked again.
 */
export const deliveryCheckQueryOptions = (pincode: string, productId?: number) =>
  queryOptions({
    queryKey: ['delivery', pincode, productId ?? null],
    queryFn: ({ signal }) =>
      api('GET /delivery/:pincode/', { params: { pincode }, signal, query: { product: productId } }),
    // A part's stock moves faster than the delivery rules.
    staleTime: productId === undefined ? 5 * 60_000 : 30_000,
    retry: (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
