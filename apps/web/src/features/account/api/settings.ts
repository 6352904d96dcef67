import type { Settings, UpdateSettingsInput } from '@makerbazaar/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'settings'],
    queryFn: ({ signal }) => apiRequest<Settings>('/users/settings/', { signal }),
    staleTime: 5 * 60_000,
  });

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSettingsInput) =>
      apiRequest<Settings>('/users/settings/', { method: 'PATCH', body: changes }),
    onSuccess: (settings) => queryClient.setQueryData(settingsQueryOptions().queryKey, settings),
  });
}
