import type { Course, Enrollment, EnrollResult } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { enrollmentsQueryKey } from './get-enrollments';

/** 201 the first time, 200 when already enrolled; both carry the enrolment and a `detail` to show. */
export function enrollInCourse(course: Pick<Course, 'id'>) {
  return apiRequest<EnrollResult>(`/courses/${course.id}/enroll/`, { method: 'POST' });
}

/** Enrols, then shows the course among the customer's enrolments at once. The caller shows the outcome. */
export function useEnroll() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enrollInCourse,
    onSuccess: ({ course, enrolled_at }) => {
      queryClient.setQueryData<Enrollment[]>(enrollmentsQueryKey, (list) =>
        list?.some((e) => e.course.id === course.id) ? list : [{ course, enrolled_at }, ...(list ?? [])],
      );
      void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKey });
    },
  });
}
