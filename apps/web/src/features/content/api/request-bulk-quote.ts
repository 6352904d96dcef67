import type { bulkQuoteRequestSchema } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type BulkQuoteRequest = z.output<typeof bulkQuoteRequestSchema>;

export function useRequestBulkQuote() {
  return useMutation({
    mutationFn: (body: BulkQuoteRequest) => api('POST /bulk-orders/', { body }),
  });
}
