import type { ProjectCreateValues } from '@makerbazaar/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKey } from '../../api/admin-me';
import { contentApi } from './content-api';

/** The projects' list, editor and save; a save's `parts` replaces the whole parts list. */
export const projectApi = contentApi<'projects', ProjectCreateValues>('projects');

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
