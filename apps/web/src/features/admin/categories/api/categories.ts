import type { CategoryCreateInput, CategoryUpdateInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';

const categoriesKey = [...adminQueryKey, 'categories'] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => api('GET /admin/categories/', { signal }),
  });
}

/**
 * After a write: the back office's lists, and the storefront's own category queries in this tab
 * (menus, home sidebar), so the shop's pages show the change without a reload.
 */
function useRefreshAfterWrite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminQueryKey });
    void queryClient.invalidateQueries({ queryKey: ['categories'] });
  };
}

export function useCreateCategory() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (input: CategoryCreateInput) => api('POST /admin/categories/', { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateCategory() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, ...change }: CategoryUpdateInput & { id: number }) =>
      api('PATCH /admin/categories/:id/', { params: { id }, body: change }),
    onSuccess: refresh,
  });
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (ids: number[]) => api('PUT /admin/categories/order/', { body: { ids } }),
    onSuccess: (list) => {
      queryClient.setQueryData(categoriesKey, list);
      refresh();
    },
    onError: refresh,
  });
}
