import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSignedIn } from '@/lib/session';

export const enrollmentsQueryKey = ['enrollments'] as const;

/** The signed-in customer's courses, newest enrolment first (a customer has at most a handful). */
export const enrollmentsQueryOptions = () =>
  queryOptions({
    queryKey: enrollmentsQueryKey,
    queryFn: async ({ signal }) => (await api('GET /enrollments/', { query: { page_size: 100 }, signal })).results,
    staleTime: 5 * 60_000,
  });

/** Nothing for a visitor. */
export function useEnrollments() {
  const signedIn = useSignedIn();
  return useQuery({ ...enrollmentsQueryOptions(), enabled: signedIn });
}
