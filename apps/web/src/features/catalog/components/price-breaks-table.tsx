import { Trans } from '@lingui/react/macro';
import type { PriceBreak } from '@makerbazaar/core';
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
  const rows = [{ min_quantity: 1, price }, ...breaks];
  const reached = rows.findLastIndex((row) => quantity >= row.min_quantity);
  return (
    <table className="w-full max-w-sm overflow-hidden rounded-lg border text-sm">
      <caption className="pb-1.5 text-left text-sm font-semibold">
        <Trans>Buy more, pay less a unit</Trans>
      </caption>
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
  );
}
