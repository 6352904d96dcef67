import { Trans } from '@lingui/react/macro';
import { discountPercent } from '@makerbazaar/core';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';

export function Price({
  price,
  originalPrice,
  size = 'md',
  className,
}: {
  price: number;
  originalPrice: number | null;
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
    </div>
  );
}
