import type { ContactMessage, Detail } from '@makerbazaar/core';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Sends the contact form's message to the shop's inbox; open to visitors. */
export function useSendContactMessage(
  callbacks: Pick<UseMutationOptions<Detail, Error, ContactMessage>, 'onSuccess' | 'onError'>,
) {
  return useMutation({
    mutationFn: (body: ContactMessage) => apiRequest<Detail>('/contact/', { method: 'POST', body }),
    ...callbacks,
  });
}
