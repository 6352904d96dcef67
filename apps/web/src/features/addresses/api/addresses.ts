import type { AddressInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const addressesQueryKey = ['addresses'] as const;

/** The signed-in customer's address book, the default first. */
export function useAddresses() {
  const signedIn = useSession((s) => s.status === 'authenticated');
  return useQuery({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => api('GET /addresses/', { signal }),
    enabled: signedIn,
  });
}

/** Every change re-reads the list: one write can move the default mark between addresses. */
function useAddressMutation<T>(mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export const useSaveAddress = () =>
  useAddressMutation(({ id, address }: { id: number | null; address: AddressInput }) =>
    id === null
      ? api('POST /addresses/', { body: address })
      : api('PUT /addresses/:id/', { params: { id }, body: address }),
  );

export const useSetDefaultAddress = () =>
  useAddressMutation((id: number) => api('POST /addresses/:id/default/', { params: { id } }));

export const useDeleteAddress = () =>
  useAddressMutation((id: number) => api('DELETE /addresses/:id/', { params: { id } }));
