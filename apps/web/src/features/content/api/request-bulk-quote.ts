import type { BulkQuote, bulkQuoteRequestSchema } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export type BulkQuoteRequest = z.output<typeof bulkQuoteRequestSchema>;

export function useRequestBulkQuote() {
  return useMutation({
    mutationFn: (body: BulkQuoteRequest) => apiRequest<BulkQuote>('/bulk-orders/', { method: 'POST', body }),
  });
}
