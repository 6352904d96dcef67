import type { UpdateProfileInput, User } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { meQueryKey } from './get-profile';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateProfileInput) =>
      apiRequest<User>('/users/update_profile/', { method: 'PATCH', body: changes }),
    onSuccess: (user) => queryClient.setQueryData(meQueryKey, user),
  });
}
