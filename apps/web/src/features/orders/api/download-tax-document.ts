import type { TaxDocumentLink } from '@makerbazaar/core';
import { useMutation } from '@tanstack/react-query';
import { apiFile } from '@/lib/api-client';

/**
 * Downloads an order's tax invoice or credit note from the address its order answer gives (the
 * customer's, or the back office's). Fetched with the session's token (a plain link would carry
 * none), then handed to the browser as a file named by its number.
 */
export function useDownloadTaxDocument() {
  return useMutation({
    mutationFn: async (document: TaxDocumentLink) => {
      const pdf = await apiFile(document.url.replace(/^\/api/, ''), 'application/pdf');
      const url = URL.createObjectURL(pdf);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = `${document.number.replaceAll('/', '-')}.pdf`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
