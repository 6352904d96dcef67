import type { supportRequestSchema } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SupportRequest = z.output<typeof supportRequestSchema>;

/**
 * Open to visitors. For a signed-in customer the api client sends the session, and the server
 * checks an order number against their orders.
 */
export function useSendSupportRequest() {
  return useMutation({
    mutationFn: (body: SupportRequest) => api('POST /support/', { body }),
  });
}
