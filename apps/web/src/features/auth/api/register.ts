import type { RegisterInput, User } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<User>('/users/', { method: 'POST', body: input }),
  });
}
