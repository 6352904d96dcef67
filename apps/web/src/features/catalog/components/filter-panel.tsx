import { PRICE_FILTER } from '@makerbazaar/core';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Slider } from '@/components/ui/slider';
import { formatRupees } from '@/lib/format';
import { type CatalogFilters, DEFAULT_FILTERS, FILTER_BRANDS, FILTER_CATEGORIES, toggleIn } from '../filter-state';

function CheckboxGroup({
  legend,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  options: string[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-2.5">
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      {options.map((option) => (
        <div key={option} className="flex items-center gap-2.5">
          <Checkbox
            id={`${id}-${option}`}
            checked={selected.includes(option)}
            onCheckedChange={() => onToggle(option)}
          />
          <label htmlFor={`${id}-${option}`} className="cursor-pointer text-sm">
            {option}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** A separate chunk (slider and checkbox widgets), loaded after the first paint. */
export default function FilterPanel({
  filters,
  onChange,
}: {
  filters: CatalogFilters;
  onChange: (f: CatalogFilters) => void;
}) {
  const [min, max] = filters.priceRange;
  return (
    <div className="space-y-7">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">Filters</h2>
        <Button variant="link" size="sm" className="h-auto p-0" onClick={() => onChange(DEFAULT_FILTERS)}>
          Clear
        </Button>
      </div>
      <div className="space-y-3">
        <p className="text-sm font-semibold" id="price-range-label">
          Price range
        </p>
        <Slider
          aria-labelledby="price-range-label"
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          minStepsBetweenThumbs={1}
          value={[min, max]}
          thumbLabels={['Minimum price', 'Maximum price']}
          onValueChange={(value) => onChange({ ...filters, priceRange: [value[0] ?? min, value[1] ?? max] })}
        />
        <div className="flex justify-between text-sm text-muted-foreground tabular-nums">
          <span>{formatRupees(min)}</span>
          <span>
            {formatRupees(max)}
            {max === PRICE_FILTER.max ? '+' : ''}
          </span>
        </div>
      </div>
      <CheckboxGroup
        legend="Brands"
        options={Object.keys(FILTER_BRANDS)}
        selected={filters.brands}
        onToggle={(b) => onChange({ ...filters, brands: toggleIn(filters.brands, b) })}
      />
      <CheckboxGroup
        legend="Categories"
        options={Object.keys(FILTER_CATEGORIES)}
        selected={filters.categories}
        onToggle={(c) => onChange({ ...filters, categories: toggleIn(filters.categories, c) })}
      />
    </div>
  );
}
