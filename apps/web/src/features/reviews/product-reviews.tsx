import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { REVIEW_ORDERINGS, type ReviewOrdering } from '@makerbazaar/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Icon } from '@/components/ui/icon';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSignedIn } from '@/lib/session';
import { toast } from '@/lib/toast';
import { type ReviewListView, useMarkHelpful, useProductReviews, useReviewEligibility } from './api/reviews';
import { RatingBadge, ReviewCard } from './review-card';

const STARS = [5, 4, 3, 2, 1] as const;

/** How each ordering is offered (the shared rule's English labels, as messages). */
const ORDERING_LABELS: Record<ReviewOrdering, MessageDescriptor> = {
  helpful: msg`Most helpful`,
  newest: msg`Newest`,
};

/** The product page's reviews: the summary with its 5-to-1 bars, then the reviews, sorted and filtered. */
export default function ProductReviews({ slug }: { slug: string }) {
  const { i18n, t } = useLingui();
  const [view, setView] = useState<ReviewListView>({ ordering: 'helpful', rating: null, page: 1 });
  const reviews = useProductReviews(slug, view);
  const eligibility = useReviewEligibility(slug);
  const signedIn = useSignedIn();
  const helpful = useMarkHelpful();
  const data = reviews.data;
  const summary = data?.summary;
  const mine = eligibility.data?.review ?? null;
  const summaryCount = summary?.count ?? 0;
  const count = data?.count ?? 0;
  const chosenStars = view.rating;
  const page = view.page;

  const writeEntry = eligibility.data?.can_review ? (
    <ButtonLink to={`/reviews/write/${slug}`}>
      <Icon name="pen-line" /> <Trans>Write a review</Trans>
    </ButtonLink>
  ) : mine ? (
    <ButtonLink variant="outline" to={`/reviews/write/${slug}`}>
      <Icon name="pen-line" /> <Trans>Edit your review</Trans>
    </ButtonLink>
  ) : null;

  return (
    <section aria-labelledby="reviews-heading" className="mt-12">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="reviews-heading" className="text-xl font-bold">
          <Trans>Ratings &amp; Reviews</Trans>
        </h2>
        {writeEntry}
      </div>
      {!summary ? (
        <Skeleton className="h-40 w-full" />
      ) : summary.count === 0 ? (
        <div className="rounded-lg border bg-card p-6 text-sm text-muted-foreground">
          <Trans>No reviews yet. Customers who bought this part can review it once it is delivered.</Trans>
        </div>
      ) : (
        <div className="grid gap-8 lg:grid-cols-[18rem_1fr]">
          <div className="h-fit rounded-lg border bg-card p-5">
            <div className="flex items-center gap-3">
              <span className="text-4xl font-bold tabular-nums">{summary.average.toFixed(1)}</span>
              <div>
                <RatingBadge rating={summary.average} />
                <p className="mt-1 text-xs text-muted-foreground">
                  <Plural value={summaryCount} one="# verified review" other="# verified reviews" />
                </p>
              </div>
            </div>
            <ul className="mt-4 grid gap-1.5" aria-label={t`Reviews by stars`}>
              {STARS.map((stars) => {
                const n = summary.distribution[String(stars) as '1'] ?? 0;
                const chosen = view.rating === stars;
                return (
                  <li key={stars}>
                    <button
                      type="button"
                      disabled={n === 0}
                      aria-pressed={chosen}
                      onClick={() => setView({ ...view, rating: chosen ? null : stars, page: 1 })}
                      className={cn(
                        'grid w-full grid-cols-[2.5rem_1fr_2rem] items-center gap-2 rounded px-1 py-0.5 text-xs hover:bg-muted disabled:cursor-default disabled:hover:bg-transparent',
                        chosen && 'bg-muted font-semibold',
                      )}
                    >
                      <span className="inline-flex items-center gap-0.5">
                        {stars} <Icon name="star" className="size-3 fill-amber-400 text-amber-400" aria-hidden />
                      </span>
                      <span className="h-2 overflow-hidden rounded-full bg-muted">
                        <span
                          className="block h-full rounded-full bg-amber-400"
                          style={{ width: `${summary.count ? (n / summary.count) * 100 : 0}%` }}
                        />
                      </span>
                      <span className="text-right tabular-nums text-muted-foreground">{n}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
          </div>
          <div className="min-w-0">
            <div className="flex flex-wrap items-center justify-between gap-3 border-b pb-3">
              <p className="text-sm text-muted-foreground">
                {view.rating ? (
                  <>
                    <Plural
                      value={count}
                      one={`# ${chosenStars}-star review`}
                      other={`# ${chosenStars}-star reviews`}
                    />{' '}
                    ·{' '}
                    <button
                      type="button"
                      className="font-medium text-primary hover:underline"
                      onClick={() => setView({ ...view, rating: null, page: 1 })}
                    >
                      <Trans>Show all</Trans>
                    </button>
                  </>
                ) : (
                  <Plural value={count} one="# review" other="# reviews" />
                )}
              </p>
              <div className="flex items-center gap-2 text-sm">
                <label htmlFor="review-ordering" className="text-muted-foreground">
                  <Trans>Sort by</Trans>
                </label>
                <Select
                  id="review-ordering"
                  className="w-40"
                  value={view.ordering}
                  onChange={(event) => setView({ ...view, ordering: event.target.value as ReviewOrdering, page: 1 })}
                >
                  {REVIEW_ORDERINGS.map((ordering) => (
                    <option key={ordering} value={ordering}>
                      {i18n._(ORDERING_LABELS[ordering])}
                    </option>
                  ))}
                </Select>
              </div>
            </div>
            <div className={cn('divide-y', reviews.isPlaceholderData && 'opacity-60')}>
              {data.results.map((review) => (
                <ReviewCard
                  key={review.id}
                  review={review}
                  actions={
                    signedIn && review.id !== mine?.id ? (
                      <Button
                        variant="outline"
                        size="sm"
                        disabled={helpful.isPending}
                        onClick={() =>
                          helpful.mutate(review.id, {
                            onSuccess: () => toast.success(t`Thanks for your feedback`),
                            onError: (error) =>
                              toast.error((error instanceof ApiError && error.serverMessage) || t`Please try again.`),
                          })
                        }
                      >
                        <Icon name="thumbs-up" /> <Trans>Helpful</Trans>
                      </Button>
                    ) : null
                  }
                />
              ))}
            </div>
            {data.next || data.previous ? (
              <div className="flex items-center justify-between border-t pt-4">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!data.previous}
                  onClick={() => setView({ ...view, page: view.page - 1 })}
                >
                  <Trans>Previous</Trans>
                </Button>
                <span className="text-xs text-muted-foreground">
                  <Trans>Page {page}</Trans>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={!data.next}
                  onClick={() => setView({ ...view, page: view.page + 1 })}
                >
                  <Trans>Next</Trans>
                </Button>
              </div>
            ) : null}
          </div>
        </div>
      )}
    </section>
  );
}
