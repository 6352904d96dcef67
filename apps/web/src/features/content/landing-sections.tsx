import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, Clock, GraduationCap, type LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { InlineNotice } from '@/components/ui/page';
import { RetryButton } from '@/components/ui/retry-button';
import { Skeleton, SkeletonStack } from '@/components/ui/skeleton';
import { Price, ProductImage, productQueryOptions, StarRating } from '@/features/catalog';
import { coursesQueryOptions, formatCoursePrice } from '@/features/courses';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';

/** A full-width banner with white text on a dark gradient and a faint circuit-trace pattern. */
export function LandingHero({
  eyebrow,
  title,
  description,
  gradient,
  icon: Icon,
  children,
}: {
  eyebrow: string;
  title: string;
  description: string;
  /** Tailwind gradient classes, e.g. `from-sky-700 via-cyan-800 to-slate-900`. */
  gradient: string;
  icon: LucideIcon;
  /** Calls to action under the text. */
  children?: ReactNode;
}) {
  const patternId = useId();
  return (
    <section className={cn('relative overflow-hidden bg-gradient-to-br text-white', gradient)}>
      <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.1]" preserveAspectRatio="none">
        <defs>
          <pattern id={patternId} width="96" height="96" patternUnits="userSpaceOnUse">
            <path d="M0 48h36l12-12h48M48 0v24l12 12M72 96V66l-12-12" fill="none" stroke="white" strokeWidth="2" />
            <circle cx="36" cy="48" r="3.5" fill="white" />
            <circle cx="60" cy="36" r="3.5" fill="white" />
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
      <Icon
        aria-hidden="true"
        strokeWidth={1}
        className="absolute top-1/2 right-[6%] hidden size-64 -translate-y-1/2 text-white/15 lg:block"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8 lg:py-20">
        <p className="text-sm font-semibold tracking-wide text-white/75 uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-2xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        <p className="mt-4 max-w-xl text-base text-white/85 sm:text-lg">{description}</p>
        {children ? (
          // A long label (Tamil, Telugu) wraps inside its button rather than running off a phone's screen.
          <div className="mt-7 flex flex-wrap gap-3 *:h-auto *:min-h-11 *:max-w-full *:py-2 *:text-center *:whitespace-normal">
            {children}
          </div>
        ) : null}
      </div>
    </section>
  );
}

export function SectionHeading({
  id,
  title,
  description,
  link,
}: {
  id: string;
  title: string;
  description?: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <h2 id={id} className="text-xl font-bold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      </div>
      {link ? (
        <Link
          to={link.to}
          className="inline-flex items-center gap-1 text-sm font-semibold text-primary hover:underline"
        >
          {link.label} <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </div>
  );
}

export interface CategoryCard {
  title: string;
  description: string;
  to: string;
  icon: LucideIcon;
  /** The call to action at the foot of the card; 'Shop now' unless told. */
  cta?: string;
}

/**
 * Cards that lead to a category. `chip` sets each icon in a small tile on a plain card; `tinted`
 * shows it large on a card shaded from the top, for cards that are ideas rather than shelves.
 */
export function CategoryCardGrid({
  cards,
  className,
  look = 'chip',
}: {
  cards: readonly CategoryCard[];
  className?: string;
  look?: 'chip' | 'tinted';
}) {
  const { t } = useLingui();
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2 lg:grid-cols-4', className)}>
      {cards.map(({ title, description, to, icon: Icon, cta = t`Shop now` }) => (
        <li key={title}>
          <Link
            to={to}
            className={cn(
              'group flex h-full gap-4 rounded-lg border p-4 shadow-sm transition hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md sm:flex-col sm:gap-0 sm:p-5',
              look === 'chip' ? 'bg-card' : 'bg-gradient-to-b from-secondary/60 to-card',
            )}
          >
            {look === 'chip' ? (
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
            ) : (
              <Icon aria-hidden="true" className="size-8 shrink-0 text-primary" />
            )}
            <span className="flex flex-1 flex-col sm:mt-4">
              <span className="font-semibold">{title}</span>
              <span className="mt-1 flex-1 text-sm text-muted-foreground">{description}</span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-primary sm:mt-4">
                {cta}
                <ArrowRight aria-hidden="true" className="size-4 transition-transform group-hover:translate-x-0.5" />
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

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
        <ProductImage
          src={product.primary_image}
          variants={product.primary_image_variants}
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
          <Link
            to={`/product/${product.slug}`}
            className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
          >
            {product.name}
          </Link>
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
                    <Clock aria-hidden="true" className="size-3.5" /> {course.duration}
                  </span>
                </div>
                <h3 className="font-semibold leading-snug">
                  <Link
                    to={`/courses/${course.slug}`}
                    className="after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:outline-none"
                  >
                    {course.title}
                  </Link>
                </h3>
                <p className="line-clamp-2 text-sm text-muted-foreground">{course.description}</p>
                <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-1">
                  <span className="font-bold tabular-nums">{formatCoursePrice(course.price, i18n)}</span>
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
                    <GraduationCap aria-hidden="true" className="size-4" /> <Trans>View course</Trans>
                  </span>
                </div>
              </div>
            </li>
          ))}
    </ul>
  );
}
