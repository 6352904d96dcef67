import type { AdminFaqEntry, FaqCreateValues } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSaveContent } from './content-api';
import { contentQueryKeys } from './content-keys';

export function useAdminFaq() {
  return useQuery({
    queryKey: contentQueryKeys.faq,
    queryFn: async ({ signal }) => (await api('GET /admin/faq/', { signal })).results,
  });
}

/** Adds an entry (no id) or changes one; a 400 names fields, a 409 says the slug is taken. */
export function useSaveFaqEntry() {
  return useSaveContent<'faq', FaqCreateValues>('faq');
}

export function useDeleteFaqEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /admin/faq/:id/', { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentQueryKeys.faq }),
  });
}

/**
 * Saves the help page's order. The list is shown in the new order at once; if the server refuses,
 * it is fetched again, so the screen never shows an order that was not saved.
 */
export function useReorderFaq() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api('PUT /admin/faq/order/', { body: { ids } }),
    onMutate: (ids) => {
      void queryClient.cancelQueries({ queryKey: contentQueryKeys.faq });
      queryClient.setQueryData<AdminFaqEntry[]>(contentQueryKeys.faq, (entries) =>
        entries ? ids.flatMap((id) => entries.find((entry) => entry.id === id) ?? []) : entries,
      );
    },
    onSuccess: (list) => queryClient.setQueryData(contentQueryKeys.faq, list.results),
    onError: () => void queryClient.invalidateQueries({ queryKey: contentQueryKeys.faq }),
  });
}
