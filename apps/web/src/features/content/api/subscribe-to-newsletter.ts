import type { Detail, NewsletterSubscribe } from '@makerbazaar/core';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Puts an address on the newsletter; the server words both outcomes (subscribed, already on the list). */
export function useSubscribeToNewsletter(
  callbacks: Pick<UseMutationOptions<Detail, Error, NewsletterSubscribe>, 'onSuccess' | 'onError'>,
) {
  return useMutation({
    mutationFn: (body: NewsletterSubscribe) => api('POST /newsletter/', { body }),
    ...callbacks,
  });
}
