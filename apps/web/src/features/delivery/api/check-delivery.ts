import type { DeliveryCheck } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';

/** The shop's answer for a PIN code; a refusal (malformed, unknown) is final and not asked again. */
export const deliveryCheckQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['delivery', pincode],
    queryFn: ({ signal }) => apiRequest<DeliveryCheck>(`/delivery/${encodeURIComponent(pincode)}/`, { signal }),
    staleTime: 5 * 60_000,
    retry: (failures: number, error: Error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
