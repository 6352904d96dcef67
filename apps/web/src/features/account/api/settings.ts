import type { UpdateSettingsInput } from '@makerbazaar/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const settingsQueryOptions = () =>
  queryOptions({
    queryKey: ['me', 'settings'],
    queryFn: ({ signal }) => api('GET /users/settings/', { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * Saves a change of settings. A read of the settings still under way (the one made as the session
 * is restored) is called off first: answering after the change, it would put back what was there
 * before, and the app would switch the language just chosen back. The saved answer is the settings.
 */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const { queryKey } = settingsQueryOptions();
  return useMutation({
    mutationFn: (changes: UpdateSettingsInput) => api('PATCH /users/settings/', { body: changes }),
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
    },
    onSuccess: (settings) => queryClient.setQueryData(queryKey, settings),
    onError: () => queryClient.invalidateQueries({ queryKey }),
  });
}
