import { Plural, Trans } from '@lingui/react/macro';
import { ratingTone } from '@makerbazaar/core';
import { Icon } from '@/components/ui/icon';
import { cn } from '@/lib/cn';

const TONE = { good: 'text-success', fair: 'text-warning', poor: 'text-destructive' } as const;

/** Five stars filled to the rating, with the review count; "No reviews yet" before the first. */
export function StarRating({ rating, reviews, className }: { rating: number; reviews: number; className?: string }) {
  if (reviews === 0)
    return (
      <p className={cn('text-xs text-muted-foreground', className)}>
        <Trans>No reviews yet</Trans>
      </p>
    );
  const score = rating.toFixed(1);
  return (
    <div className={cn('flex items-center gap-1.5 text-xs', className)}>
      <span className="sr-only">
        <Plural
          value={reviews}
          one={`Rated ${score} out of 5 from # review`}
          other={`Rated ${score} out of 5 from # reviews`}
        />
      </span>
      <span aria-hidden="true" className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <Icon
            name="star"
            key={n}
            className={cn(
              'size-3.5',
              n <= Math.round(rating) ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/40',
            )}
          />
        ))}
      </span>
      <span aria-hidden="true" className={cn('font-semibold', TONE[ratingTone(rating)])}>
        {rating.toFixed(1)}
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        ({reviews})
      </span>
    </div>
  );
}
