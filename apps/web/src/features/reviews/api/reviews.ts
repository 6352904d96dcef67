import type { CreateReviewInput, ReviewInput, ReviewOrdering } from '@makerbazaar/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCustomerQuery } from '@/lib/customer-queries';

const reviewsKey = ['reviews'] as const;
export const REVIEWS_PAGE_SIZE = 5;

export interface ReviewListView {
  ordering: ReviewOrdering;
  rating: number | null;
  page: number;
}

/** One page of a product's reviews with the summary; the previous page stays on show while the next loads. */
export function useProductReviews(slug: string, view: ReviewListView) {
  return useQuery({
    queryKey: [...reviewsKey, 'product', slug, view],
    queryFn: ({ signal }) =>
      api('GET /products/:id/reviews/', {
        params: { id: slug },
        signal,
        query: {
          ordering: view.ordering,
          rating: view.rating ?? undefined,
          page: view.page,
          page_size: REVIEWS_PAGE_SIZE,
        },
      }),
    placeholderData: keepPreviousData,
    // Writing a review refreshes the list at once (invalidation); a server-rendered list is not asked for again.
    staleTime: 30_000,
  });
}

/** Whether the signed-in customer may review the product, and their review; nothing for a visitor. */
export const useReviewEligibility = (slug: string) =>
  useCustomerQuery({
    queryKey: [...reviewsKey, 'eligibility', slug],
    queryFn: ({ signal }) => api('GET /reviews/eligibility/:id/', { params: { id: slug }, signal }),
  });

export function useMyReviews() {
  return useQuery({
    queryKey: [...reviewsKey, 'mine'],
    queryFn: ({ signal }) => api('GET /reviews/mine/', { signal }),
  });
}

/** Any review change moves ratings, lists and what is still waiting: everything about reviews is read again. */
function useReviewMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey }),
        queryClient.invalidateQueries({ queryKey: ['product'] }),
      ]),
  });
}

export const useSaveReview = () =>
  useReviewMutation((save: { id: null; review: CreateReviewInput } | { id: number; review: ReviewInput }) =>
    save.id === null
      ? api('POST /reviews/', { body: save.review })
      : api('PUT /reviews/:id/', { params: { id: save.id }, body: save.review }),
  );

export const useDeleteReview = () => useReviewMutation((id: number) => api('DELETE /reviews/:id/', { params: { id } }));

export const useMarkHelpful = () =>
  useReviewMutation((id: number) => api('POST /reviews/:id/helpful/', { params: { id } }));
