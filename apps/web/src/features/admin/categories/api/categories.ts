import type { CategoryCreateInput, CategoryUpdateInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';
import { useRefreshAfterWrite } from '../../kit/use-refresh-after-write';

const categoriesKey = [...adminQueryKey, 'categories'] as const;

export function useAdminCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => api('GET /admin/categories/', { signal }),
  });
}

export function useCreateCategory() {
  const refresh = useRefreshAfterWrite('categories');
  return useMutation({
    mutationFn: (input: CategoryCreateInput) => api('POST /admin/categories/', { body: input }),
    onSuccess: refresh,
  });
}

export function useUpdateCategory() {
  const refresh = useRefreshAfterWrite('categories');
  return useMutation({
    mutationFn: ({ id, ...change }: CategoryUpdateInput & { id: number }) =>
      api('PATCH /admin/categories/:id/', { params: { id }, body: change }),
    onSuccess: refresh,
  });
}

export function useReorderCategories() {
  const queryClient = useQueryClient();
  const refresh = useRefreshAfterWrite('categories');
  return useMutation({
    mutationFn: (ids: number[]) => api('PUT /admin/categories/order/', { body: { ids } }),
    onSuccess: (list) => {
      queryClient.setQueryData(categoriesKey, list);
      refresh();
    },
    onError: refresh,
  });
}
