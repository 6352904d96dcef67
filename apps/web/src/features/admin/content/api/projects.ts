import type { ProjectCreateValues } from '@makerbazaar/core';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';
import { type ContentListParams, type ContentSave, contentListQuery, contentQueryKeys } from './content-keys';

export function useAdminProjects(params: ContentListParams) {
  return useQuery({
    queryKey: [...contentQueryKeys.projects, 'list', params],
    queryFn: ({ signal }) => api('GET /admin/projects/', { query: contentListQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminProject(id: number | undefined) {
  return useQuery({
    queryKey: [...contentQueryKeys.projects, 'detail', id],
    // No id, no question: a new project has nothing to load.
    queryFn: id === undefined ? skipToken : ({ signal }) => api('GET /admin/projects/:id/', { params: { id }, signal }),
  });
}

/** Creates a project (no id) or changes one; `parts` replaces the whole parts list. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ContentSave<ProjectCreateValues>) =>
      save.id === undefined
        ? api('POST /admin/projects/', { body: save.values })
        : api('PATCH /admin/projects/:id/', { params: { id: save.id }, body: save.values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentQueryKeys.projects }),
  });
}

/** Catalogue products whose name, slug or brand hold the words, hidden ones too: the parts picker's choices. */
export function useProductSearch(words: string) {
  const q = words.trim();
  return useQuery({
    queryKey: [...adminQueryKey, 'products', 'pick', q],
    queryFn: ({ signal }) => api('GET /admin/products/', { query: { q, page_size: 8 }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
