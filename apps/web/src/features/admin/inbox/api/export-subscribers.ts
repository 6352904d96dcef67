import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Downloads the active newsletter subscribers as a CSV file, through the signed-in API client. */
export function useExportSubscribers() {
  return useMutation({
    mutationFn: async () => {
      const csv = await api('GET /admin/inbox/subscribers/export/');
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `newsletter-subscribers-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
}
