import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { formatRupees } from '@/lib/format';
import { clearFilters, filterChips, type ListingChange, type ListingState } from '../listing-filters';

/** A removable chip per active filter, and Clear (left out where the empty state offers its own). */
export function ActiveFilterChips({
  state,
  onChange,
  labelOf = (slug) => slug,
  showClear = true,
}: {
  state: ListingState;
  onChange: (change: ListingChange) => void;
  /** Names a category slug. */
  labelOf?: (slug: string) => string;
  showClear?: boolean;
}) {
  const { i18n, t } = useLingui();
  const chips = filterChips(state, labelOf, formatRupees, i18n);
  if (chips.length === 0) return null;
  return (
    <section className="flex flex-wrap items-center gap-2" aria-label={t`Active filters`}>
      {chips.map(({ key, label, remove }) => (
        <button
          key={key}
          type="button"
          onClick={() => onChange(remove)}
          className="group inline-flex min-h-11 items-center desktop:min-h-0"
          aria-label={t`Remove filter ${label}`}
        >
          {/* The chip as it looks; the button around it is a fingertip high on touch screens. */}
          <span className="inline-flex items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground group-hover:bg-secondary/70">
            {label} <Icon name="x" className="size-3" aria-hidden="true" />
          </span>
        </button>
      ))}
      {showClear ? (
        <Button variant="link" size="sm" className="px-1 desktop:h-7" onClick={() => onChange(clearFilters)}>
          <Trans>Clear Filters</Trans>
        </Button>
      ) : null}
    </section>
  );
}
