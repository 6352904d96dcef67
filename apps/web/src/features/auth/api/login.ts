import type { LoginInput } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { startSession } from '@/lib/session';
import { meQueryKey } from './get-profile';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginInput) => api('POST /login/', { body: credentials }),
    onSuccess: async ({ access }) => {
      startSession(access);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
