import { Trans, useLingui } from '@lingui/react/macro';
import { LISTING_ORDERINGS, type ListingOrdering } from '@makerbazaar/core';
import { cn } from '@/lib/cn';
import { orderingLabel } from '../listing-filters';

/** The orderings of a listing; `searching` names relevance as such rather than "Featured". */
export function SortSelect({
  value,
  onChange,
  searching = false,
  className,
}: {
  value: ListingOrdering;
  onChange: (ordering: ListingOrdering) => void;
  searching?: boolean;
  className?: string;
}) {
  const { i18n } = useLingui();
  return (
    <label className={cn('flex items-center gap-2 text-sm', className)}>
      <span className="sr-only text-muted-foreground sm:not-sr-only">
        <Trans>Sort by</Trans>
      </span>
      <select
        value={value}
        onChange={(e) => onChange(e.target.value as ListingOrdering)}
        className="h-11 w-full rounded-md border border-input bg-card px-2 text-sm font-medium text-foreground sm:w-auto desktop:h-9"
      >
        {LISTING_ORDERINGS.map((ordering) => (
          <option key={ordering} value={ordering}>
            {i18n._(orderingLabel(ordering, searching))}
          </option>
        ))}
      </select>
    </label>
  );
}
