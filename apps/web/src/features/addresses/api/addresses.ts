import type { AddressInput } from '@makerbazaar/core';
import { api } from '@/lib/api-client';
import { useCustomerQuery, useRereadingMutation } from '@/lib/customer-queries';

export const addressesQueryKey = ['addresses'] as const;

/** The signed-in customer's address book, the default first. */
export const useAddresses = () =>
  useCustomerQuery({ queryKey: addressesQueryKey, queryFn: ({ signal }) => api('GET /addresses/', { signal }) });

const useAddressMutation = <T>(mutationFn: (input: T) => Promise<unknown>) =>
  useRereadingMutation(addressesQueryKey, mutationFn);

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
