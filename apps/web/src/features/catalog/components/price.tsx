import { Trans } from '@lingui/react/macro';
import { discountPercent, lowestPriceBreak, type PriceBreak } from '@makerbazaar/core';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';

/** "from ₹45 at 10+": the lowest unit price a quantity reaches, under a card's price. */
function LowestBreak({ breaks }: { breaks: readonly PriceBreak[] }) {
  const lowest = lowestPriceBreak(breaks);
  if (!lowest) return null;
  const price = formatRupees(lowest.price);
  const quantity = lowest.min_quantity;
  return (
    <span className="basis-full text-xs font-medium text-success tabular-nums">
      <Trans>
        from {price} at {quantity}+
      </Trans>
    </span>
  );
}

export function Price({
  price,
  originalPrice,
  breaks = [],
  size = 'md',
  className,
}: {
  price: number;
  originalPrice: number | null;
  /** Given on cards: says the lowest price a quantity reaches. */
  breaks?: readonly PriceBreak[];
  size?: 'md' | 'lg';
  className?: string;
}) {
  const off = discountPercent(price, originalPrice);
  return (
    <div className={cn('flex flex-wrap items-baseline gap-x-2 gap-y-1', className)}>
      <span className={cn('font-bold tabular-nums', size === 'lg' ? 'text-3xl' : 'text-lg')}>
        {formatRupees(price)}
      </span>
      {off > 0 && originalPrice ? (
        <>
          <span
            className={cn('text-muted-foreground line-through tabular-nums', size === 'lg' ? 'text-base' : 'text-sm')}
          >
            <span className="sr-only">
              <Trans>MRP</Trans>{' '}
            </span>
            {formatRupees(originalPrice)}
          </span>
          <Badge variant="success">
            <Trans>{off}% off</Trans>
          </Badge>
        </>
      ) : null}
      <LowestBreak breaks={breaks} />
    </div>
  );
}
