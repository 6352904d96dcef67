import type { RegisterInput } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) => api('POST /users/', { body: input }),
  });
}
