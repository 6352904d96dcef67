import { type Paginated, type Product, WISHLIST_REFRESH_MS } from '@makerbazaar/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSignedIn } from '@/lib/session';

export type Wishlist = Paginated<Product>;

export const wishlistQueryKey = ['wishlist'] as const;

export const wishlistQueryOptions = () =>
  queryOptions({
    queryKey: wishlistQueryKey,
    queryFn: ({ signal }) => api('GET /wishlist/', { signal }),
    staleTime: WISHLIST_REFRESH_MS,
  });

/** How many parts the signed-in customer saved, refreshed as often as the wishlist (a one-item page). */
export const wishlistCountQueryOptions = () =>
  queryOptions({
    queryKey: [...wishlistQueryKey, 'count'],
    queryFn: ({ signal }) => api('GET /wishlist/', { signal }),
    select: (page) => page.count,
    refetchInterval: WISHLIST_REFRESH_MS,
  });

/** The signed-in customer's saved products, refreshed every 30 s; nothing for a visitor. */
export function useWishlist() {
  const signedIn = useSignedIn();
  return useQuery({ ...wishlistQueryOptions(), enabled: signedIn, refetchInterval: WISHLIST_REFRESH_MS });
}
