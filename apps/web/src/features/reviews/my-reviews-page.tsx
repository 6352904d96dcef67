import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProductThumbnail } from '@/components/product-image';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { LoadProblem } from '@/components/ui/load-problem';
import { EmptyState, PageContainer, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { RequireAuth } from '@/features/auth';
import { useMyReviews } from './api/reviews';
import { ReviewCard } from './review-card';

function MyReviews() {
  const { t } = useLingui();
  const mine = useMyReviews();
  const writeLabel = (name: string) => t`Write a review of ${name}`;
  if (mine.isError) {
    return (
      <LoadProblem
        query={mine}
        failed={{ title: t`We couldn't load your reviews`, description: t`Please try again.` }}
        retryLabel={<Trans>Try again</Trans>}
      />
    );
  }
  if (!mine.data) return <Skeleton className="h-64 w-full" />;
  const { reviews, awaiting } = mine.data;
  if (reviews.length === 0 && awaiting.length === 0) {
    return (
      <EmptyState
        icon={<Icon name="star" />}
        title={t`You haven't reviewed anything yet`}
        description={t`Once an order is delivered, you can review the parts in it.`}
      >
        <ButtonLink to="/orders">
          <Trans>Go to My Orders</Trans>
        </ButtonLink>
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-8">
      {awaiting.length ? (
        <section aria-labelledby="awaiting-heading">
          <h2 id="awaiting-heading" className="mb-3 text-lg font-semibold">
            <Trans>Waiting for your review</Trans>
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {awaiting.map((product) => (
              <li key={product.id}>
                <Card className="flex items-center gap-3 p-3">
                  <ProductThumbnail product={product} width={64} />
                  <div className="grid min-w-0 gap-2">
                    <Link
                      to={`/product/${product.slug}`}
                      className="line-clamp-2 text-sm font-medium hover:text-primary"
                    >
                      {product.name}
                    </Link>
                    <ButtonLink
                      size="sm"
                      className="w-fit"
                      to={`/reviews/write/${product.slug}`}
                      aria-label={writeLabel(product.name)}
                    >
                      <Icon name="pen-line" /> <Trans>Write a review</Trans>
                    </ButtonLink>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {reviews.length ? (
        <section aria-labelledby="written-heading">
          <h2 id="written-heading" className="mb-1 text-lg font-semibold">
            <Trans>Your reviews</Trans>
          </h2>
          <div className="divide-y">
            {reviews.map((review) => (
              <div key={review.id} className="grid gap-1 sm:grid-cols-[4rem_1fr] sm:gap-4">
                <ProductThumbnail product={review.product} width={64} className="hidden sm:mt-5 sm:block" />
                <div className="min-w-0">
                  <Link
                    to={`/product/${review.product.slug}`}
                    className="mt-4 block text-sm text-muted-foreground hover:text-primary"
                  >
                    {review.product.name}
                  </Link>
                  <ReviewCard
                    review={review}
                    actions={
                      <ButtonLink variant="outline" size="sm" to={`/reviews/write/${review.product.slug}`}>
                        <Icon name="pen-line" /> <Trans>Edit</Trans>
                      </ButtonLink>
                    }
                  />
                </div>
              </div>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

export default function MyReviewsPage() {
  const { t } = useLingui();
  return (
    <RequireAuth title={t`My Reviews & Ratings`} message={t`Please log in to see your reviews.`}>
      <PageContainer className="py-8">
        <PageHeader
          title={t`My Reviews & Ratings`}
          description={t`Reviews of parts delivered to you, and the ones still waiting.`}
        />
        <MyReviews />
      </PageContainer>
    </RequireAuth>
  );
}
