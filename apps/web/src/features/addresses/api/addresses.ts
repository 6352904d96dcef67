import type { Address, AddressInput, AddressList } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export const addressesQueryKey = ['addresses'] as const;

/** The signed-in customer's address book, the default first. */
export function useAddresses() {
  const signedIn = useSession((s) => s.status === 'authenticated');
  return useQuery({
    queryKey: addressesQueryKey,
    queryFn: ({ signal }) => apiRequest<AddressList>('/addresses/', { signal }),
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
      ? apiRequest<Address>('/addresses/', { method: 'POST', body: address })
      : apiRequest<Address>(`/addresses/${id}/`, { method: 'PUT', body: address }),
  );

export const useSetDefaultAddress = () =>
  useAddressMutation((id: number) => apiRequest<Address>(`/addresses/${id}/default/`, { method: 'POST' }));

export const useDeleteAddress = () =>
  useAddressMutation((id: number) => apiRequest<undefined>(`/addresses/${id}/`, { method: 'DELETE' }));
