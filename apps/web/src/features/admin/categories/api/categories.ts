import type { CategoryCreateInput, CategoryUpdateInput } from '@makerbazaar/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { plainQuery } from '../../kit/plain-query';
import { useRefreshAfterWrite } from '../../kit/use-refresh-after-write';

const categoriesQuery = plainQuery('categories', 'GET /admin/categories/');

export function useAdminCategories() {
  return useQuery(categoriesQuery);
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
      queryClient.setQueryData(categoriesQuery.queryKey, list);
      refresh();
    },
    onError: refresh,
  });
}
