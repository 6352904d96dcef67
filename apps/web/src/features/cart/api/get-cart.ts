import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSignedIn } from '@/lib/session';

export const cartQueryKey = ['cart'] as const;

export const cartQueryOptions = () =>
  queryOptions({
    queryKey: cartQueryKey,
    queryFn: ({ signal }) => api('GET /cart/', { signal }),
    staleTime: 30_000,
  });

/** The signed-in customer's cart (the server's, never a local copy); nothing for a visitor. */
export function useCart() {
  const signedIn = useSignedIn();
  return useQuery({ ...cartQueryOptions(), enabled: signedIn });
}
