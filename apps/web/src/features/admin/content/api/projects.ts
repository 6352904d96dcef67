import type {
  AdminProduct,
  AdminProject,
  AdminProjectSummary,
  Paginated,
  ProjectCreateValues,
} from '@makerbazaar/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';
import { type ContentListParams, contentListQuery, contentQueryKeys } from './content-keys';

export function useAdminProjects(params: ContentListParams) {
  return useQuery({
    queryKey: [...contentQueryKeys.projects, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<AdminProjectSummary>>('/admin/projects/', { query: contentListQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProject(id: number | undefined) {
  return useQuery({
    queryKey: [...contentQueryKeys.projects, 'detail', id],
    queryFn: ({ signal }) => apiRequest<AdminProject>(`/admin/projects/${id}/`, { signal }),
    enabled: id !== undefined,
  });
}

/** Creates a project (no id) or changes one; `parts` replaces the whole parts list. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Partial<ProjectCreateValues> }) =>
      id === undefined
        ? apiRequest<AdminProject>('/admin/projects/', { method: 'POST', body: values })
        : apiRequest<AdminProject>(`/admin/projects/${id}/`, { method: 'PATCH', body: values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentQueryKeys.projects }),
  });
}

/** Catalogue products whose name, slug or brand hold the words, hidden ones too: the parts picker's choices. */
export function useProductSearch(words: string) {
  const q = words.trim();
  return useQuery({
    queryKey: [...adminQueryKey, 'products', 'pick', q],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<AdminProduct>>('/admin/products/', { query: { q, page_size: 8 }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
