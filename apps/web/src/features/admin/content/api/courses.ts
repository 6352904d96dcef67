import type { CourseCreateValues } from '@makerbazaar/core';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type ContentListParams, type ContentSave, contentListQuery, contentQueryKeys } from './content-keys';

export function useAdminCourses(params: ContentListParams) {
  return useQuery({
    queryKey: [...contentQueryKeys.courses, 'list', params],
    queryFn: ({ signal }) => api('GET /admin/courses/', { query: contentListQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCourse(id: number | undefined) {
  return useQuery({
    queryKey: [...contentQueryKeys.courses, 'detail', id],
    // No id, no question: a new course has nothing to load.
    queryFn: id === undefined ? skipToken : ({ signal }) => api('GET /admin/courses/:id/', { params: { id }, signal }),
  });
}

/** Creates a course (no id) or changes one; a 400 names fields, a 409 says the slug is taken. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ContentSave<CourseCreateValues>) =>
      save.id === undefined
        ? api('POST /admin/courses/', { body: save.values })
        : api('PATCH /admin/courses/:id/', { params: { id: save.id }, body: save.values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
  });
}
