import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ProductImage, ProductPrimaryImage } from '@/components/product-image';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { CardLink } from '@/components/ui/card-link';
import { Icon } from '@/components/ui/icon';
import { InlineNotice } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { Price, productQueryOptions, StarRating } from '@/features/catalog';
import { coursesQueryOptions, formatCoursePrice } from '@/features/courses';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

export type FeaturedBadge = 'Best Seller' | 'Popular' | 'Top Rated';

/** The badges as a reader sees them. */
const BADGE_LABELS = {
  'Best Seller': msg`Best Seller`,
  Popular: msg`Popular`,
  'Top Rated': msg`Top Rated`,
} as const;

const BADGE_STYLE: Record<FeaturedBadge, { variant: BadgeProps['variant']; className?: string }> = {
  'Best Seller': { variant: 'highlight' },
  Popular: { variant: 'default' },
  'Top Rated': { variant: 'success', className: 'bg-card ring-1 ring-success/40' },
};

function FeaturedProductTile({ slug, badge }: { slug: string; badge: FeaturedBadge }) {
  const { i18n, t } = useLingui();
  const { data: product, isPending, isError, error, refetch, isRefetching } = useQuery(productQueryOptions(slug));

  if (isPending) {
    return (
      <li aria-hidden="true" className="flex overflow-hidden rounded-lg border bg-card shadow-sm md:flex-col">
        <Skeleton className="aspect-square w-32 shrink-0 rounded-none md:aspect-[5/4] md:w-full" />
        <SkeletonStack className="flex-1 space-y-2.5 p-4" lines={['h-3 w-20', 'h-5 w-4/5', 'h-6 w-24']} />
      </li>
    );
  }
  if (isError) {
    if (error instanceof ApiError && error.status === 404) return null;
    return (
      <li className="flex">
        <InlineNotice message={t`This product could not be loaded.`} className="flex-1 justify-center p-6">
          <RetryButton variant="outline" size="sm" onRetry={refetch} busy={isRefetching} />
        </InlineNotice>
      </li>
    );
  }

  return (
    <li className="group relative flex overflow-hidden rounded-lg border bg-card shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring md:flex-col">
      <div className="relative w-32 shrink-0 overflow-hidden md:w-full">
        <ProductPrimaryImage
          product={product}
          sizes="(min-width: 1280px) 395px, (min-width: 768px) calc(33.3vw - 27px), 128px"
          width={500}
          height={400}
          alt=""
          className="h-full transition-transform duration-300 group-hover:scale-[1.03] md:aspect-[5/4] md:h-auto"
        />
        <Badge
          variant={BADGE_STYLE[badge].variant}
          className={cn('absolute top-2 left-2 shadow-sm sm:top-3 sm:left-3', BADGE_STYLE[badge].className)}
        >
          {i18n._(BADGE_LABELS[badge])}
        </Badge>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5 p-3 sm:p-4">
        <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{product.brand}</p>
        <h3 className="font-semibold leading-snug">
          <CardLink to={`/product/${product.slug}`}>{product.name}</CardLink>
        </h3>
        {product.num_reviews > 0 ? <StarRating rating={product.rating} reviews={product.num_reviews} /> : null}
        <Price price={product.price} originalPrice={product.original_price} className="mt-auto pt-2" />
      </div>
    </li>
  );
}

/** Three hand-picked products of the shop, each loaded by its slug and linking to its page. */
export function FeaturedProducts({ items }: { items: readonly { slug: string; badge: FeaturedBadge }[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {items.map((item) => (
        <FeaturedProductTile key={item.slug} slug={item.slug} badge={item.badge} />
      ))}
    </ul>
  );
}

/** Course cards for the given course slugs, in that order. */
export function LearningCards({ slugs }: { slugs: readonly string[] }) {
  const { i18n, t } = useLingui();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(coursesQueryOptions());

  if (isError) {
    return (
      <InlineNotice message={t`The courses could not be loaded.`}>
        <RetryButton variant="outline" size="sm" onRetry={refetch} busy={isRefetching} />
      </InlineNotice>
    );
  }

  const courses = isPending ? [] : slugs.flatMap((slug) => data.filter((course) => course.slug === slug));
  return (
    <ul className="grid gap-4 lg:grid-cols-2">
      {isPending
        ? slugs.map((slug) => (
            <li key={slug} aria-hidden="true">
              <Skeleton className="h-44 rounded-lg" />
            </li>
          ))
        : courses.map((course) => (
            <li
              key={course.slug}
              className="group relative flex gap-4 rounded-lg border bg-card p-4 shadow-sm transition-shadow hover:shadow-md has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring sm:p-5"
            >
              <ProductImage src={course.image} alt="" className="size-24 shrink-0 rounded-md sm:size-32" />
              <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="secondary">{course.level}</Badge>
                  <span className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                    <Icon name="clock" aria-hidden="true" className="size-3.5" /> {course.duration}
                  </span>
                </div>
                <h3 className="font-semibold leading-snug">
                  <CardLink to={`/courses/${course.slug}`}>{course.title}</CardLink>
                </h3>
                <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
                  <span className="font-bold tabular-nums">{formatCoursePrice(course.price, i18n)}</span>
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
                    <Icon name="graduation-cap" aria-hidden="true" className="size-4" /> <Trans>View course</Trans>
                  </span>
                </div>
              </div>
            </li>
          ))}
    </ul>
  );
}
