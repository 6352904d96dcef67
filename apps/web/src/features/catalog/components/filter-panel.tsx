import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PRICE_FILTER } from '@makerbazaar/core';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Slider } from '@/components/ui/slider';
import { formatRupees } from '@/lib/format';
import { clearFilters, type ListingChange, type ListingState, withFilters } from '../listing-filters';

/**
 * The home page's brand choices: the platforms makers shop by, a short list rather than every brand in
 * the catalogue, and the catalogue brands each stands for (ESP32 boards come from several makers).
 */
export const HOME_BRANDS: Record<string, string[]> = {
  Arduino: ['Arduino'],
  'Raspberry Pi': ['Raspberry Pi'],
  ESP32: ['Espressif', 'Ai-Thinker'],
  STM32: ['STMicroelectronics'],
  Microchip: ['Microchip'],
  'Texas Instruments': ['Texas Instruments'],
};

/**
 * The home page's category choices: a few broad kinds of part rather than every catalogue category, and
 * the category slugs each stands for.
 */
export const HOME_CATEGORIES: Record<string, string[]> = {
  Microcontrollers: ['arduino', 'esp32', 'semiconductor-boards'],
  Sensors: ['sensors'],
  Motors: ['motors'],
  Displays: ['displays'],
  IoT: ['iot'],
  Robotics: ['robotics'],
};

/** How the home page's category choices read (brands are names, shown as they are). */
const HOME_CATEGORY_LABELS: Record<string, MessageDescriptor> = {
  Microcontrollers: msg`Microcontrollers`,
  Sensors: msg`Sensors`,
  Motors: msg`Motors`,
  Displays: msg`Displays`,
  IoT: msg`IoT`,
  Robotics: msg`Robotics`,
};

/** A choice stands for several values: it is ticked when all of them are chosen, and adds or drops them together. */
function groupToggle(chosen: string[], members: string[]): string[] {
  const ticked = members.every((m) => chosen.includes(m));
  return ticked
    ? chosen.filter((v) => !members.includes(v))
    : [...chosen, ...members.filter((m) => !chosen.includes(m))];
}

function CheckboxGroup({
  legend,
  groups,
  labels = {},
  chosen,
  onToggle,
}: {
  legend: string;
  groups: Record<string, string[]>;
  /** Messages naming the choices; a choice without one shows its key. */
  labels?: Record<string, MessageDescriptor>;
  chosen: string[];
  /** A choice ticked or unticked: the values it stands for. */
  onToggle: (members: string[]) => void;
}) {
  const { i18n } = useLingui();
  return (
    <fieldset className="desktop:space-y-2.5">
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      {Object.entries(groups).map(([label, members]) => (
        <label key={label} className="choice">
          <Checkbox checked={members.every((m) => chosen.includes(m))} onCheckedChange={() => onToggle(members)} />
          {labels[label] ? i18n._(labels[label]) : label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The home page's filters: a price slider and the brand and category lists above, as the listing in the URL.
 * A separate chunk (slider and checkbox widgets), loaded after the first paint.
 */
export default function FilterPanel({
  state,
  onChange,
}: {
  state: ListingState;
  onChange: (change: ListingChange) => void;
}) {
  // While a thumb is dragged the range shows here; the listing changes once it is let go.
  const { t } = useLingui();
  const [dragged, setDragged] = useState<number[] | null>(null);
  const [min = PRICE_FILTER.min, max = PRICE_FILTER.max] = dragged ?? [
    Math.max(PRICE_FILTER.min, state.minPrice ?? PRICE_FILTER.min),
    Math.min(PRICE_FILTER.max, state.maxPrice ?? PRICE_FILTER.max),
  ];
  // A bound at the slider's end is no bound at all.
  const setPrice = ([low = min, high = max]: number[]) => {
    setDragged(null);
    const bounds = { minPrice: low > PRICE_FILTER.min ? low : null, maxPrice: high < PRICE_FILTER.max ? high : null };
    onChange((current) => withFilters(current, bounds));
  };
  return (
    <div className="space-y-7">
      <div className="flex items-center justify-between">
        <h2 className="font-semibold">
          <Trans>Filters</Trans>
        </h2>
        <Button
          variant="link"
          size="sm"
          className="min-w-11 p-0 desktop:h-auto desktop:min-w-0"
          onClick={() => onChange(clearFilters)}
        >
          <Trans>Clear</Trans>
        </Button>
      </div>
      <div className="space-y-3">
        <p className="text-sm font-semibold" id="price-range-label">
          <Trans>Price range</Trans>
        </p>
        <Slider
          aria-labelledby="price-range-label"
          min={PRICE_FILTER.min}
          max={PRICE_FILTER.max}
          step={PRICE_FILTER.step}
          minStepsBetweenThumbs={1}
          value={[min, max]}
          thumbLabels={[t`Minimum price`, t`Maximum price`]}
          onValueChange={setDragged}
          onValueCommit={setPrice}
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
        legend={t`Brands`}
        groups={HOME_BRANDS}
        chosen={state.brands}
        onToggle={(members) => onChange((s) => withFilters(s, { brands: groupToggle(s.brands, members) }))}
      />
      <CheckboxGroup
        legend={t`Categories`}
        groups={HOME_CATEGORIES}
        labels={HOME_CATEGORY_LABELS}
        chosen={state.categories}
        onToggle={(members) => onChange((s) => withFilters(s, { categories: groupToggle(s.categories, members) }))}
      />
    </div>
  );
}
