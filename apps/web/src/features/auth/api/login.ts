import type { LoginInput, SessionTokens } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { meQueryKey } from './get-profile';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginInput) =>
      apiRequest<SessionTokens>('/login/', { method: 'POST', body: credentials }),
    onSuccess: async ({ access }) => {
      startSession(access);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
