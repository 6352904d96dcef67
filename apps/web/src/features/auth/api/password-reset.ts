import type { PasswordResetConfirmInput, PasswordResetInput } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetInput) =>
      apiRequest<{ detail: string }>('/password_reset/', { method: 'POST', body: input }),
  });
}

export function useConfirmPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) =>
      apiRequest<{ detail: string }>('/password_reset/confirm/', { method: 'POST', body: input }),
  });
}
