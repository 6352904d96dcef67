import { queryOptions } from '@tanstack/react-query';
import { api, NOT_FOUND_IS_FINAL } from '@/lib/api-client';

export const coursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses'],
    queryFn: async ({ signal }) => (await api('GET /courses/', { signal })).results,
    staleTime: 10 * 60_000,
  });

/** The four courses of the header's Courses menu. */
export const featuredCoursesQueryOptions = () =>
  queryOptions({
    queryKey: ['courses', 'featured'],
    queryFn: async ({ signal }) =>
      (await api('GET /courses/', { query: { featured: true }, signal })).results.slice(0, 4),
    staleTime: 10 * 60_000,
  });

export const courseQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['courses', 'detail', slug],
    queryFn: ({ signal }) => api('GET /courses/:id/', { params: { id: slug }, signal }),
    staleTime: 60_000,
    ...NOT_FOUND_IS_FINAL,
  });
