import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatRupees } from '@/lib/format';
import { type CatalogFilters, DEFAULT_FILTERS, filterChips } from '../filter-state';

export function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: CatalogFilters;
  onChange: (f: CatalogFilters) => void;
}) {
  const chips = filterChips(filters, formatRupees);
  if (chips.length === 0) return null;
  return (
    <section className="flex flex-wrap items-center gap-2" aria-label="Active filters">
      {chips.map((chip) => (
        <button
          key={chip.key}
          type="button"
          onClick={() => onChange(chip.remove(filters))}
          className="inline-flex items-center gap-1 rounded-full border bg-secondary px-3 py-1 text-xs font-medium text-secondary-foreground hover:bg-secondary/70"
          aria-label={`Remove filter ${chip.label}`}
        >
          {chip.label} <X className="size-3" aria-hidden="true" />
        </button>
      ))}
      <Button variant="link" size="sm" className="h-7 px-1" onClick={() => onChange(DEFAULT_FILTERS)}>
        Clear
      </Button>
    </section>
  );
}
