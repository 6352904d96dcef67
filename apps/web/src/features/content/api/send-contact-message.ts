import type { ContactMessage, Detail } from '@makerbazaar/core';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends the contact form's message to the shop's inbox; open to visitors. */
export function useSendContactMessage(
  callbacks: Pick<UseMutationOptions<Detail, Error, ContactMessage>, 'onSuccess' | 'onError'>,
) {
  return useMutation({
    mutationFn: (body: ContactMessage) => api('POST /contact/', { body }),
    ...callbacks,
  });
}
