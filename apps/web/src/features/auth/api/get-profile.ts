import type { User } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const meQueryKey = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => apiRequest<User>('/users/profile/', { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
