import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** `POST /api/newsletter/unsubscribe/` with the token from the link in a newsletter e-mail. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => api('POST /newsletter/unsubscribe/', { body: { token } }),
  });
}
