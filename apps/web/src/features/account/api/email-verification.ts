import { useMutation, useQueryClient } from '@tanstack/react-query';
import { meQueryKey } from '@/features/auth';
import { api } from '@/lib/api-client';

/** `POST /api/users/verify_email/` with the token from the link in a verification e-mail. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api('POST /users/verify_email/', { body: { token } }),
    // A signed-in tab shows the verified address at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}

/** Sends the verification link again, to the pending address or the address never verified. */
export function useResendVerification() {
  return useMutation({
    mutationFn: () => api('POST /users/resend_verification/'),
  });
}
