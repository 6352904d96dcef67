import type { Course, Enrollment } from '@makerbazaar/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { enrollmentsQueryKey } from './get-enrollments';

/** 201 the first time, 200 when already enrolled; both carry the enrolment and a `detail` to show. */
export function enrollInCourse(course: Pick<Course, 'id'>) {
  return api('POST /courses/:id/enroll/', { params: { id: course.id } });
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
