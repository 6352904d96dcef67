import type { UpdateProfileInput } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { meQueryKey } from './get-profile';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) => api('PATCH /users/update_profile/', { body: changes }),
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
