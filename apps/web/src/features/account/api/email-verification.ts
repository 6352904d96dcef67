import type { Detail, EmailVerified } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/users/verify_email/` with the token from the link in a verification e-mail. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<EmailVerified>('/users/verify_email/', { method: 'POST', body: { token } }),
    // A signed-in tab shows the verified address at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** Sends the verification link again, to the pending address or the address never verified. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => apiRequest<Detail>('/users/resend_verification/', { method: 'POST' }),
  });
}
