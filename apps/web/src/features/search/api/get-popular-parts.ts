import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** How many popular parts a search that found nothing offers: two full rows of the grid on a phone and on a wide screen. */
export const POPULAR_PARTS_COUNT = 8;

/** The best-rated parts in stock (rating, then number of reviews): what makers buy and keep buying. */
export const popularPartsQueryOptions = () =>
  queryOptions({
    queryKey: ['search', 'popular-parts'],
    queryFn: async ({ signal }) =>
      (
        await api('GET /products/', {
          query: { ordering: '-rating', in_stock: true, page_size: POPULAR_PARTS_COUNT },
          signal,
        })
      ).results,
    staleTime: 5 * 60_000,
  });
