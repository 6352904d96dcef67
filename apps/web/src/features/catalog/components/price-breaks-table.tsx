import { Trans } from '@lingui/react/macro';
import type { PriceBreak } from '@makerbazaar/core';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { formatRupees } from '@/lib/format';

/**
 * A product's quantity prices as a small table ("1+ ₹99 · 10+ ₹90 · 50+ ₹80"), the row `quantity`
 * reaches marked.
 */
export function PriceBreaksTable({
  price,
  breaks,
  quantity,
}: {
  price: number;
  breaks: readonly PriceBreak[];
  quantity: number;
}) {
  const headingId = useId();
  const rows = [{ min_quantity: 1, price }, ...breaks];
  const reached = rows.findLastIndex((row) => quantity >= row.min_quantity);
  return (
    <div className="w-full max-w-sm">
      <p id={headingId} className="mb-1.5 text-sm font-semibold">
        <Trans>Buy more, pay less a unit</Trans>
      </p>
      <div className="overflow-hidden rounded-lg border">
        <table aria-labelledby={headingId} className="w-full text-sm">
          <thead className="bg-muted/60 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-1.5 text-left font-medium">
                <Trans>Quantity</Trans>
              </th>
              <th scope="col" className="px-3 py-1.5 text-right font-medium">
                <Trans>Price each</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const from = row.min_quantity;
              return (
                <tr
                  key={from}
                  aria-current={index === reached ? 'true' : undefined}
                  className={cn('border-t', index === reached && 'bg-primary/10 font-semibold')}
                >
                  <td className="px-3 py-1.5 tabular-nums">{from}+</td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{formatRupees(row.price)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** "Add 7 more to pay ₹90 each": what the next break saves a line of `quantity` units. */
export function NextBreakHint({
  next,
  quantity,
  className,
}: {
  next: PriceBreak;
  quantity: number;
  className?: string;
}) {
  const more = next.min_quantity - quantity;
  const nextPrice = formatRupees(next.price);
  return (
    <p className={cn('font-medium text-success', className)}>
      <Trans>
        Add {more} more to pay {nextPrice} each
      </Trans>
    </p>
  );
}
