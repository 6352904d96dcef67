import type { ProductReviews as ProductReviewsPage, Review, ReviewEligibility } from '@makerbazaar/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { endSession, startSession } from '@/lib/session';
import { asha } from '@/test/fixtures';
import { setupMockApi } from '@/test/msw';
import { renderWithApp } from '@/test/render';
import ProductReviews from './product-reviews';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('@/lib/toast', () => ({ toast }));

const server = setupMockApi();

function aReview(id: number, rating: number, title: string): Review {
  return {
    id,
    product_id: 1,
    rating,
    title,
    comment: 'Solid board.',
    author: 'Priya S.',
    helpful_count: 0,
    verified_purchase: true,
    created_at: '2026-11-20T10:00:00.000Z',
    updated_at: '2026-11-20T10:00:00.000Z',
  };
}

const ALL = [aReview(1, 5, 'PIO is magic'), aReview(2, 4, 'Great value'), aReview(3, 2, 'Bent pin')];

/** The reviews endpoint, filtering by stars as the server does; records each query it was asked. */
function serve(eligibility: Partial<ReviewEligibility> = {}) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/users/profile/', () => HttpResponse.json(asha)),
    http.get('*/api/products/pico/reviews/', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      const stars = Number(params.get('rating'));
      const results = stars ? ALL.filter((r) => r.rating === stars) : ALL;
      return HttpResponse.json({
        count: results.length,
        next: null,
        previous: null,
        results,
        summary: { average: 3.7, count: 3, distribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 1 } },
      } satisfies ProductReviewsPage);
    }),
    http.get('*/api/reviews/eligibility/pico/', () =>
      HttpResponse.json({
        product: { id: 1, slug: 'pico', name: 'Raspberry Pi Pico', primary_image: '/media/pico.png' },
        can_review: false,
        review: null,
        ...eligibility,
      }),
    ),
  );
  return asked;
}

describe('ProductReviews', () => {
  beforeEach(() => endSession());

  it('shows the summary and filters by the stars clicked, then back to all', async () => {
    const asked = serve();
    renderWithApp(<ProductReviews slug="pico" />);
    expect(await screen.findByText('3 verified reviews')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const bars = screen.getByRole('list', { name: 'Reviews by stars' });
    expect(within(bars).getByRole('button', { name: /^3/ })).toBeDisabled();

    const user = userEvent.setup();
    await user.click(within(bars).getByRole('button', { name: /^2/ }));
    expect(await screen.findByText(/1 2-star review/)).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(asked.at(-1)?.get('rating')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Show all' }));
    expect(await screen.findByText('3 reviews')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await vi.waitFor(() => expect(asked.at(-1)?.get('ordering')).toBe('newest'));
    // A visitor is not offered a review or the helpful button.
    expect(screen.queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Helpful' })).not.toBeInTheDocument();
  });

  it('offers a customer with a delivered order the review form, and the helpful button on others', async () => {
    serve({ can_review: true });
    startSession('access-1');
    renderWithApp(<ProductReviews slug="pico" />);
    expect(await screen.findByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/reviews/write/pico');
    expect(await screen.findAllByRole('button', { name: 'Helpful' })).toHaveLength(3);
  });
});
