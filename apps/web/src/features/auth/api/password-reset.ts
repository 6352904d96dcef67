import type { PasswordResetConfirmInput, PasswordResetInput } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) => api('POST /password_reset/', { body: input }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) => api('POST /password_reset/confirm/', { body: input }),
  });
}
