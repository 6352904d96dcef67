import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many popular parts a search that found nothing offers: full rows of the grid at two and at four columns. */
export const POPULAR_PARTS_COUNT = 8;

/**
 * The parts the shop puts forward, in stock: the home page's own ordering, which without search words
 * lists the featured parts first, then the newest. (Ordering by rating would list a shop without
 * reviews yet by id alone.)
 */
export const popularPartsQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'popular-parts'],
    queryFn: async ({ signal }) =>
      (
        await api('GET /products/', {
          query: { ordering: 'relevance', in_stock: true, page_size: POPULAR_PARTS_COUNT },
          signal,
        })
      ).results,
    staleTime: 5 * 60_000,
  });
