import type { ProjectCategoryId } from '@makerbazaar/core';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';

/**
 * What a list the server answered with an error becomes: the screen knows it by this text and shows it
 * translated, while any other failure (no connection) keeps its own message.
 */
export const PROJECTS_FETCH_FAILED = 'Failed to fetch projects';

async function fetchProjects(
  query: { category?: ProjectCategoryId; page?: number; page_size?: number },
  signal: AbortSignal,
) {
  try {
    return await api('GET /projects/', { query, signal });
  } catch (error) {
    if (error instanceof ApiError) throw new Error(PROJECTS_FETCH_FAILED);
    throw error;
  }
}

/** Projects, all or of one category, a page at a time ("Show more projects" loads the next). */
export const projectsQueryOptions = (category?: ProjectCategoryId) =>
  infiniteQueryOptions({
    queryKey: ['projects', 'list', category ?? 'all'],
    queryFn: ({ pageParam, signal }) => fetchProjects({ category, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.next ? pages.length + 1 : undefined),
    staleTime: 5 * 60_000,
  });

/** The first few projects of a category, for the landing pages. */
export const projectSampleQueryOptions = (category: ProjectCategoryId, size: number) =>
  queryOptions({
    queryKey: ['projects', 'sample', category, size],
    queryFn: ({ signal }) => fetchProjects({ category, page_size: size }, signal),
    staleTime: 5 * 60_000,
  });
