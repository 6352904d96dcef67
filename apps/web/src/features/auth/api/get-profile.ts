import type { User } from '@makerbazaar/core';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** The signed-in customer's profile. */
export const fetchProfile = (signal?: AbortSignal) => apiRequest<User>('/users/profile/', { signal });

export const meQueryKey = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
