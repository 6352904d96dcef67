import type { BomListCreate, BomListUpdate } from '@makerbazaar/core';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, NOT_FOUND_IS_FINAL } from '@/lib/api-client';

const partsListsKey = ['parts-lists'] as const;

/** The customer's saved parts lists, the last changed first. */
export const partsListsQueryOptions = () =>
  queryOptions({
    queryKey: [...partsListsKey, 'all'],
    queryFn: ({ signal }) => api('GET /bom/lists/', { signal }),
  });

/** One saved list, matched again: prices and stock as of now. */
export const partsListQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...partsListsKey, 'one', id],
    queryFn: ({ signal }) => api('GET /bom/lists/:id/', { params: { id }, signal }),
    ...NOT_FOUND_IS_FINAL,
  });

/** Saves a new list, or changes a saved one (`id`); the lists are read again afterwards. */
export function useSavePartsList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id?: number } & (BomListCreate | BomListUpdate)) =>
      id === undefined
        ? api('POST /bom/lists/', { body: body as BomListCreate })
        : api('PATCH /bom/lists/:id/', { params: { id }, body }),
    onSuccess: async (list) => {
      queryClient.setQueryData(partsListQueryOptions(list.id).queryKey, list);
      await queryClient.invalidateQueries({ queryKey: [...partsListsKey, 'all'] });
    },
  });
}

export function useDeletePartsList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api('DELETE /bom/lists/:id/', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partsListsKey }),
  });
}
