import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Review } from '@makerbazaar/core';
import { ratingTone } from '@makerbazaar/core';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

const TONE = {
  good: 'bg-success/15 text-success',
  fair: 'bg-warning/15 text-warning',
  poor: 'bg-destructive/15 text-destructive',
} as const;

/** The rating badge: green from 4 stars, yellow from 3, red below. */
export function RatingBadge({ rating }: { rating: number }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-xs font-bold tabular-nums',
        TONE[ratingTone(rating)],
      )}
    >
      {rating.toFixed(rating % 1 ? 1 : 0)}
      <Icon name="star" className="size-3 fill-current" aria-hidden />
    </span>
  );
}

function HelpfulCount({ count }: { count: number }) {
  return <Plural value={count} one="# person found this helpful" other="# people found this helpful" />;
}

/** A review as customers read it: plain text (React escapes it), the stars, who and when. */
export function ReviewCard({ review, actions }: { review: Review; actions?: ReactNode }) {
  const { t } = useLingui();
  const language = useLanguage();
  const { rating, title } = review;
  const label = t`${plural(rating, { one: `# star: ${title}`, other: `# stars: ${title}` })}`;
  return (
    <article className="grid gap-2 py-5" aria-label={label}>
      <div className="flex flex-wrap items-center gap-2">
        <RatingBadge rating={review.rating} />
        <h3 className="min-w-0 font-semibold break-words">{review.title}</h3>
      </div>
      <p className="text-sm leading-6 break-words whitespace-pre-line">{review.comment}</p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        <span className="font-medium text-foreground">{review.author}</span>
        <span className="inline-flex items-center gap-1 text-success">
          <Icon name="badge-check" className="size-3.5" aria-hidden /> <Trans>Verified purchase</Trans>
        </span>
        <span>{formatDate(review.created_at, language)}</span>
        {review.helpful_count > 0 ? (
          <span>
            <HelpfulCount count={review.helpful_count} />
          </span>
        ) : null}
      </p>
      {actions ? <div className="flex flex-wrap gap-2 pt-1">{actions}</div> : null}
    </article>
  );
}
