import type { UpdateSettingsInput } from '@makerbazaar/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'settings'],
    queryFn: ({ signal }) => api('GET /users/settings/', { signal }),
    staleTime: 5 * 60_000,
  });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSettingsInput) => api('PATCH /users/settings/', { body: changes }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryOptions().queryKey, settings),
  });
}
