import type { Detail } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/newsletter/unsubscribe/` with the token from the link in a newsletter e-mail. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiRequest<Detail>('/newsletter/unsubscribe/', { method: 'POST', body: { token } }),
  });
}
