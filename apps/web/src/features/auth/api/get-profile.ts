import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The signed-in customer's profile. */
export const fetchProfile = (signal?: AbortSignal) => api('GET /users/profile/', { signal });

export const meQueryKey = ['me'] as const;

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchProfile(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
