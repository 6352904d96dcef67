import type { AdminCourse, CourseCreateValues, Paginated } from '@makerbazaar/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { type ContentListParams, contentListQuery, contentQueryKeys } from './content-keys';

export function useAdminCourses(params: ContentListParams) {
  return useQuery({
    queryKey: [...contentQueryKeys.courses, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<Paginated<AdminCourse>>('/admin/courses/', { query: contentListQuery(params), signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminCourse(id: number | undefined) {
  return useQuery({
    queryKey: [...contentQueryKeys.courses, 'detail', id],
    queryFn: ({ signal }) => apiRequest<AdminCourse>(`/admin/courses/${id}/`, { signal }),
    enabled: id !== undefined,
  });
}

/** Creates a course (no id) or changes one; a 400 names fields, a 409 says the slug is taken. */
export function useSaveCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number; values: Partial<CourseCreateValues> }) =>
      id === undefined
        ? apiRequest<AdminCourse>('/admin/courses/', { method: 'POST', body: values })
        : apiRequest<AdminCourse>(`/admin/courses/${id}/`, { method: 'PATCH', body: values }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contentQueryKeys.courses }),
  });
}
