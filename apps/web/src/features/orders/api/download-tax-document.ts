import type { Order } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';

export type TaxDocumentKind = 'invoice' | 'credit_note';
const FILE_OF: Record<TaxDocumentKind, string> = { invoice: 'invoice.pdf', credit_note: 'credit-note.pdf' };

/**
 * Downloads an order's tax invoice or credit note. Fetched with the session's token (a plain link
 * would carry none), then handed to the browser as a file named by its number.
 */
export function useDownloadTaxDocument() {
  return useMutation({
    mutationFn: async ({ order, kind }: { order: Order; kind: TaxDocumentKind }) => {
      const pdf = await apiFile(`/orders/${order.id}/${FILE_OF[kind]}`, 'application/pdf');
      const url = URL.createObjectURL(pdf);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${(kind === 'invoice' ? order.invoice : order.credit_note)?.number.replaceAll('/', '-')}.pdf`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
